import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { type AdmissionOptions, admission } from '../../api/http/admission.ts';

// The api's admission (api/http/admission.ts): a crowd is served in turn, and a request that cannot
// get a turn gets a Dutch 503 with Retry-After, never a hang.

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

/** An app whose `/slow` answers when the test releases it, recording the order requests started. */
async function app(options: AdmissionOptions) {
  const started: string[] = [];
  const releases: (() => void)[] = [];
  const a = express();
  a.use(admission(options));
  a.get('/slow/:name', (req, res) => {
    started.push(req.params.name);
    releases.push(() => res.json({ name: req.params.name }));
  });
  const s = a.listen(0, '127.0.0.1');
  server = s;
  await new Promise((resolve) => s.once('listening', resolve));
  const url = `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
  const releaseOne = () => releases.shift()?.();
  return { url, started, releaseOne };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

describe('api admission', () => {
  it('handles at most `concurrent` requests at once and the rest in the order they came', async () => {
    const { url, started, releaseOne } = await app({ concurrent: 2, maxQueued: 10, maxWaitMs: 5000 });
    const answers = ['a', 'b', 'c', 'd'].map((name) => fetch(`${url}/slow/${name}`));
    await until(() => started.length === 2);
    await new Promise((r) => setTimeout(r, 50));
    expect(started).toEqual(['a', 'b']);
    releaseOne();
    await until(() => started.length === 3);
    releaseOne();
    await until(() => started.length === 4);
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    releaseOne();
    releaseOne();
    const names = await Promise.all(
      answers.map(async (a) => ((await (await a).json()) as { name: string }).name),
    );
    expect(names).toEqual(['a', 'b', 'c', 'd']);
  });

  it('answers 503 with Retry-After and a Dutch message when the queue is full', async () => {
    const { url, started, releaseOne } = await app({ concurrent: 1, maxQueued: 1, maxWaitMs: 5000 });
    const first = fetch(`${url}/slow/a`);
    await until(() => started.length === 1);
    const queued = fetch(`${url}/slow/b`);
    await new Promise((r) => setTimeout(r, 50));
    const refused = await fetch(`${url}/slow/c`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/te druk/);
    releaseOne();
    await until(() => started.length === 2);
    releaseOne();
    expect((await first).status).toBe(200);
    expect((await queued).status).toBe(200);
    // The refused request never ran.
    expect(started).toEqual(['a', 'b']);
  });

  it('answers 503 to a request that waited too long, and it never runs', async () => {
    const { url, started, releaseOne } = await app({ concurrent: 1, maxQueued: 10, maxWaitMs: 100 });
    const first = fetch(`${url}/slow/a`);
    await until(() => started.length === 1);
    const late = await fetch(`${url}/slow/b`);
    expect(late.status).toBe(503);
    releaseOne();
    expect((await first).status).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    expect(started).toEqual(['a']);
  });

  it('frees the turn of a client that went away, waiting or answered halfway', async () => {
    const { url, started, releaseOne } = await app({ concurrent: 1, maxQueued: 10, maxWaitMs: 5000 });
    const running = new AbortController();
    fetch(`${url}/slow/a`, { signal: running.signal }).catch(() => {});
    await until(() => started.length === 1);
    const waiting = new AbortController();
    fetch(`${url}/slow/b`, { signal: waiting.signal }).catch(() => {});
    await new Promise((r) => setTimeout(r, 50));
    waiting.abort();
    await new Promise((r) => setTimeout(r, 50));
    running.abort();
    // The running one's turn is free again, and the one that left the queue is not run.
    const next = fetch(`${url}/slow/c`);
    await until(() => started.length === 2);
    expect(started).toEqual(['a', 'c']);
    releaseOne();
    releaseOne();
    expect((await next).status).toBe(200);
  });
});
