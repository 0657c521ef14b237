import { join } from 'node:path';
import express from 'express';
import { type CacheOptions, staleIfErrorOf } from './graphql/caching.ts';
import { graphqlServer } from './graphql/graphql-server.ts';
import { loadTrustedDocuments } from './graphql/trusted-documents.ts';
import { agendaFeed } from './http/agenda-feed.ts';
import { compression, compressWholeAnswers } from './http/compression.ts';
import { errorHandler, notFound } from './http/errors.ts';
import { explorerRoutes } from './http/explorer.ts';
import { healthRoute } from './http/health.ts';
import { invoicePdfRoute } from './http/invoice-pdf.ts';
import { leadingSlashes } from './http/leading-slashes.ts';
import { mediaRoute } from './http/media.ts';
import { paymentWebhookRoute } from './http/payment-webhook.ts';
import { priceViewRoute } from './http/price-view.ts';
import { privatePageStatus } from './http/private-page-status.ts';
import { inlineStyleHashes, securityHeaders } from './http/security-headers.ts';
import { seoRoutes } from './http/seo.ts';
import { serverRender } from './http/server-render.ts';
import { siteRoutes } from './http/site.ts';
import { observeGatewayRequests } from './observability/requests.ts';

export type GatewayOptions = {
  /** Root of the REST api, e.g. `http://127.0.0.1:8000/api`. */
  apiUrl: string;
  /** Per upstream call. */
  timeoutMs?: number;
  /** The fixed clock (`NOW`), else the real date in Europe/Amsterdam. */
  now?: string;
  /** The site's own address: absolute URLs are built from it, never from `Host`. */
  publicUrl?: string;
  /** The addresses (or CIDR ranges) of the proxies whose `X-Forwarded-*` headers are believed. */
  trustProxy?: string[];
  /** Built site to serve (web/dist); not served when missing. */
  webDist?: string;
  /**
   * The site's trusted documents (graphql/trusted-documents.ts); by default the built site's
   * `.vite/persisted-documents.json`. Without them the site's queries need their text.
   */
  trustedDocuments?: string;
  /** The web's built server entry (web/dist-server): pages are rendered on the server with it. */
  serverDist?: string;
  /** Built GraphiQL explorer (gateway/explorer/dist). */
  explorerDist?: string;
  /**
   * The response cache (CACHE_MAX_AGE_S, REDIS_URL): public answers kept by the schema's hints.
   * Without it no answer is kept (tests count upstream calls); server.ts always passes it.
   */
  cache?: CacheOptions;
  /**
   * The clock of the caches (ms since the epoch): when a kept answer, page or picture is fresh,
   * stale or too old, and its `Age`. Default the real time; a test moves its own on instead of
   * waiting for an answer to age.
   */
  clock?: () => number;
};

/** The gateway: one Express app composed of the modules of gateway/http and gateway/graphql. */
export async function createGateway(options: GatewayOptions) {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const publicUrl = options.publicUrl ?? 'http://localhost:4000';
  const graphql = await graphqlServer({
    apiUrl: options.apiUrl,
    timeoutMs,
    now: options.now,
    cache: options.cache,
    clock: options.clock,
    trustedDocuments: loadTrustedDocuments(
      options.trustedDocuments ??
        (options.webDist ? join(options.webDist, '.vite', 'persisted-documents.json') : ''),
    ),
  });

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? []);
  // First: every request gets its id, span, metrics and log line, whatever answers it.
  app.use(observeGatewayRequests());
  app.use(securityHeaders(inlineStyleHashes(options.webDist)));
  app.use(leadingSlashes);
  app.use(compression());
  app.use(compressWholeAnswers());
  app.use(healthRoute(options.apiUrl));
  app.use(explorerRoutes(options.explorerDist));
  app.use(graphql.router);
  app.use(agendaFeed({ apiUrl: options.apiUrl, timeoutMs, now: options.now, publicUrl }));
  // Pictures are kept for the api's downtime as long as answers are (none with CACHE_MAX_AGE_S=0).
  app.use(
    mediaRoute({
      apiUrl: options.apiUrl,
      timeoutMs,
      staleIfErrorS: staleIfErrorOf(options.cache),
      clock: options.clock,
    }),
  );
  app.use(paymentWebhookRoute({ apiUrl: options.apiUrl, timeoutMs }));
  app.use(invoicePdfRoute({ apiUrl: options.apiUrl, timeoutMs }));
  app.use(priceViewRoute({ secure: publicUrl.startsWith('https:') }));
  app.use(
    seoRoutes({ apiUrl: options.apiUrl, timeoutMs, now: options.now, publicUrl, clock: options.clock }),
  );
  const render =
    options.webDist && options.serverDist
      ? await serverRender({
          webDist: options.webDist,
          serverDist: options.serverDist,
          publicUrl,
          apollo: graphql.apollo,
          contextFor: graphql.contextFor,
          pageCache: graphql.pageCache,
          linkStatus: privatePageStatus,
        })
      : undefined;
  app.use(siteRoutes(options.webDist, render));
  app.use(notFound);
  app.use(errorHandler);

  return { app, apollo: graphql.apollo };
}
