import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveMetrics as serveApiMetrics } from '../../api/observability/metrics.ts';
import { serveMetrics as serveGatewayMetrics } from '../../gateway/observability/metrics.ts';
import { formClient } from '../api/forms-fixtures.ts';
import { startStack } from './stack.ts';

// Prometheus metrics are served on a listener of their own (METRICS_PORT, API_METRICS_PORT) bound
// to 127.0.0.1, never by the site or the api's routes; their labels hold route templates and
// operation names, never a URL a visitor sent.

let stack: Awaited<ReturnType<typeof startStack>>;
let gatewayMetrics: { url: string; server: Server };
let apiMetrics: { url: string; server: Server };

beforeAll(async () => {
  stack = await startStack(
    { cache: {} },
    { rateLimits: { newsletterPerClient: { limit: 1, windowS: 3600 } } },
  );
  gatewayMetrics = await serveGatewayMetrics(0);
  apiMetrics = await serveApiMetrics(0);
});
afterAll(async () => {
  gatewayMetrics?.server.close();
  apiMetrics?.server.close();
  await stack?.close();
});

const text = async (url: string) => {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
};

describe('/metrics', () => {
  it('is not on the public site, nor under the api it forwards to', async () => {
    for (const path of ['/metrics', '/metrics/', '/api/metrics', '/api/metrics/', '//metrics']) {
      expect((await fetch(`${stack.gatewayUrl}${path}`)).status, path).toBe(404);
    }
    const apiOrigin = new URL(stack.apiUrl).origin;
    for (const path of ['/metrics', '/api/metrics', '/api/metrics/']) {
      expect((await fetch(`${apiOrigin}${path}`)).status, path).toBe(404);
    }
  });

  it('listens on the loopback interface only, answering /metrics alone', async () => {
    expect(new URL(gatewayMetrics.url).hostname).toBe('127.0.0.1');
    expect(new URL(apiMetrics.url).hostname).toBe('127.0.0.1');
    expect((await fetch(new URL('/', gatewayMetrics.url))).status).toBe(404);
    expect((await fetch(new URL('/', apiMetrics.url))).status).toBe(404);
  });

  it("counts the gateway's requests, operations, upstream calls and waves, and cache lookups", async () => {
    const query = 'query NavSections { sections { slug } }';
    await stack.query(query);
    await stack.query(query);
    await fetch(`${stack.gatewayUrl}/nergens/jan.jansen@example.nl?email=jan.jansen@example.nl`);
    const body = await text(gatewayMetrics.url);
    expect(body).toMatch(/graphql_requests_total\{operation="NavSections"\} [2-9]/);
    expect(body).toMatch(/graphql_upstream_calls_total\{operation="NavSections"\} 1\b/);
    expect(body).toMatch(/graphql_upstream_waves_total\{operation="NavSections"\} 1\b/);
    expect(body).toMatch(/graphql_duration_seconds_count\{operation="NavSections"\} [2-9]/);
    expect(body).toMatch(/gateway_cache_lookups_total\{cache="response",result="hit"\} [1-9]/);
    expect(body).toMatch(/gateway_cache_lookups_total\{cache="response",result="miss"\} [1-9]/);
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/graphql",status="200"\} [2-9]/,
    );
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\(unmatched\)",status="404"\}/,
    );
    // Event-loop lag and the process's own figures (prom-client's defaults).
    expect(body).toMatch(/nodejs_eventloop_lag_seconds /);
    expect(body).not.toContain('jan.jansen');
  });

  it("counts the api's requests by route template, rate-limit refusals and the mail backlog", async () => {
    const client = await formClient(stack.apiUrl);
    expect((await client.post('/mailinglist/', { email_address: 'metriek@example.nl' })).status).toBe(201);
    expect((await client.post('/mailinglist/', { email_address: 'metriek2@example.nl' })).status).toBe(429);
    await fetch(`${stack.apiUrl}/courses/montage-basis/`);
    const body = await text(apiMetrics.url);
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/courses\/:slug\/",status="200"\} [1-9]/,
    );
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/api\/mailinglist\/",status="429"\} 1\b/,
    );
    expect(body).toMatch(/api_rate_limit_refusals_total\{rule="newsletterPerClient"\} 1\b/);
    // The subscription's confirmation mail waits in the outbox (no SMTP in tests).
    expect(body).toMatch(/api_job_backlog\{job="outbox"\} [1-9]/);
    expect(body).toMatch(/api_job_backlog\{job="payment_sync"\} \d/);
    expect(body).toMatch(/nodejs_eventloop_lag_seconds /);
    expect(body).not.toContain('montage-basis');
    expect(body).not.toContain('metriek');
  });
});
