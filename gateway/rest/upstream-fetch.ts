import { Agent, fetch, type Response } from 'undici';

// Every call from the gateway to the api (but the health check) goes through one pool of kept-alive connections, at most
// UPSTREAM_CONNECTIONS at once; further calls wait their turn here. Without the bound, a crowd of
// uncached page views opened a connection per call in flight (a thousand for 200 visitors), more
// than the api's listen queue holds: the kernel dropped the surplus, and those calls waited out
// TCP's retries (1 s, 3 s, 7 s) until the visitor's page timed out. The api serves its own
// admitted requests in turn (api/http/admission.ts), so more connections would only wait there.

/** Connections the gateway keeps to the api at most (per api origin). */
export const UPSTREAM_CONNECTIONS = 64;

const pool = new Agent({ connections: UPSTREAM_CONNECTIONS, keepAliveTimeout: 4_000 });

/** An answer of the api (undici's Response: the same API as the global one). */
export type UpstreamResponse = Response;

/** `fetch` to the api, over the gateway's bounded pool of connections. */
export function upstreamFetch(
  url: string,
  init: Parameters<typeof fetch>[1] = {},
): Promise<UpstreamResponse> {
  return fetch(url, { ...init, dispatcher: pool });
}
