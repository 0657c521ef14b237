import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { context, propagation, SpanKind, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import {
  InMemorySpanExporter,
  type ReadableSpan,
  SimpleSpanProcessor,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enableTracing } from '../../observability/tracing.ts';
import { startStack } from './stack.ts';

// With tracing on (an in-memory exporter instead of OTLP), one server-rendered page view is one
// trace: the gateway's request at the root, its GraphQL operation, DataLoader batches and upstream
// calls under it, the api's requests under those calls (W3C traceparent), the SQL under the api's.
// The web's server entry is build output; a stand-in renders the course page from one operation.

const exporter = new InMemorySpanExporter();
const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });
let stack: Awaited<ReturnType<typeof startStack>>;

beforeAll(async () => {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  enableTracing();

  const dist = mkdtempSync(join(tmpdir(), 'telemetry-'));
  const web = join(dist, 'web');
  const server = join(dist, 'server');
  mkdirSync(web);
  mkdirSync(server);
  writeFileSync(
    join(web, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(server, 'entry-server.js'),
    `import { PassThrough } from 'node:stream';
     import { parse } from 'graphql';
     export async function render(url, { execute }) {
       const slug = new URL(url).pathname.split('/').pop();
       const result = await execute({
         query: parse('query CoursePage($slug: String!) { course(slug: $slug) { name runs { id } related { name } } }'),
         variables: { slug },
         operationName: 'CoursePage',
       });
       const body = new PassThrough();
       body.end('<h1>' + result.data.course.name + '</h1>');
       return { kind: 'page', status: 200, body };
     }`,
  );
  stack = await startStack({ webDist: web, serverDist: server });
});

afterAll(async () => {
  await stack?.close();
  enableTracing(false);
  await provider.shutdown();
});

const scope = (span: ReadableSpan) => span.instrumentationScope.name;
const parentOf = (span: ReadableSpan, spans: ReadableSpan[]) =>
  spans.find((s) => s.spanContext().spanId === span.parentSpanContext?.spanId);

describe('tracing', () => {
  it('makes one page view one trace, from the gateway down to the SQL', async () => {
    exporter.reset();
    const response = await fetch(`${stack.gatewayUrl}/educatie/c/montage-basis`, {
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<h1>');
    // Server spans end when their response is closed: wait for the gateway's.
    const gatewayRequest = () =>
      exporter.getFinishedSpans().find((s) => s.kind === SpanKind.SERVER && scope(s) === 'lumen-gateway');
    await expect.poll(gatewayRequest).toBeDefined();
    const root = gatewayRequest();
    if (!root) throw new Error('no gateway span');
    const traceId = root.spanContext().traceId;
    const spans = exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId);

    // The gateway's request is the root, named by its route template.
    expect(root.parentSpanContext).toBeUndefined();
    expect(root.name).toBe('GET /{*path}');
    expect(spans.filter((s) => !s.parentSpanContext)).toEqual([root]);
    // Every span of the trace hangs from the root.
    for (const span of spans) {
      let at: ReadableSpan | undefined = span;
      while (at?.parentSpanContext) at = parentOf(at, spans);
      expect(at).toBe(root);
    }

    const operation = spans.find((s) => s.name === 'graphql query CoursePage');
    expect(operation && parentOf(operation, spans)).toBe(root);
    const batches = spans.filter((s) => s.name.startsWith('dataloader.batch '));
    expect(batches.map((s) => s.name)).toEqual(
      expect.arrayContaining(['dataloader.batch courseBySlug', 'dataloader.batch runsByCourse']),
    );

    // Each api request continues the gateway's upstream call it answers.
    const calls = spans.filter((s) => s.kind === SpanKind.CLIENT && scope(s) === 'lumen-gateway');
    const apiRequests = spans.filter((s) => s.kind === SpanKind.SERVER && scope(s) === 'lumen-api');
    expect(calls.map((s) => s.name)).toEqual(expect.arrayContaining(['GET /courses/', 'GET /runs/']));
    expect(apiRequests.length).toBe(calls.length);
    for (const request of apiRequests) {
      expect(calls).toContain(parentOf(request, spans));
      expect(request.name).toMatch(/^GET \/api\//);
    }
    expect(apiRequests.map((s) => s.name)).toContain('GET /api/courses/');

    // The SQL, under the api's requests: its text, never its parameters.
    const statements = spans.filter((s) => s.attributes['db.system'] === 'postgresql');
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      let at = parentOf(statement, spans);
      while (at && !(at.kind === SpanKind.SERVER && scope(at) === 'lumen-api')) at = parentOf(at, spans);
      expect(at).toBeDefined();
      expect(String(statement.attributes['db.statement'])).toMatch(/^\s*(select|with|insert|update|delete)/i);
    }
    // No span names or attributes carry the slug the visitor asked for.
    expect(JSON.stringify(spans.map((s) => [s.name, s.attributes]))).not.toContain('montage-basis');
  });
});
