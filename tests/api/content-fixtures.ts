import type { AddressInfo } from 'node:net';
import { createApp } from '../../api/app.ts';
import { createClock } from '../../api/clock.ts';
import { readConfig } from '../../api/config.ts';
import { countWhere } from '../../api/db/count.ts';
import type { Db } from '../../api/db/open-database.ts';
import * as t from '../../api/db/schema.ts';
import type { OutboxAnswer } from '../../api/mail/dev-outbox.ts';
import { type Answer, Client, NOW } from './harness.ts';

// Shared by the issue 12 suites (contact, duplication, campaign pages, editing): a client that
// comes from its own address (the api trusts one proxy here, so X-Forwarded-For tells clients
// apart for the rate limit), signing in, and row counts.

export const DEMO_PASSWORD = 'Demo-Account-2026';
export const EDITOR_EMAIL = 'redacteur@filmwinkel.test';
export const NON_EDITOR_EMAIL = 'demo@filmwinkel.test';

let addresses = 0;

export type TestClient = Client & {
  send<T = unknown>(method: string, path: string, body?: unknown): Promise<Answer<T>>;
};

/** A browser-like client with its csrftoken, from an address of its own. */
export async function clientFrom(base: string): Promise<TestClient> {
  addresses += 1;
  const forwarded = `198.51.100.${addresses}`;
  const client = new Client(base);
  await client.get('/main/widgets/?no_page');
  return Object.assign(client, {
    send<T = unknown>(method: string, path: string, body?: unknown) {
      return client.request<T>(method, path, {
        body: body === undefined ? undefined : JSON.stringify(body),
        csrf: true,
        headers: { 'x-forwarded-for': forwarded },
      });
    },
  });
}

/** A client signed in as `email` (a demo account) through POST /api/auth/login/. */
export async function signedIn(base: string, email: string): Promise<TestClient> {
  const client = await clientFrom(base);
  const answer = await client.send('POST', '/auth/login/', { email, password: DEMO_PASSWORD });
  if (answer.status !== 200) throw new Error(`login ${email}: ${answer.status} ${answer.text.slice(0, 200)}`);
  return client;
}

/** The same client (cookies and all) talking to another api on the same database. */
export function sameClientAt(client: TestClient, base: string): TestClient {
  const other = Object.assign(new Client(base), { send: client.send });
  for (const [k, v] of client.jar) other.jar.set(k, v);
  other.send = (method, path, body) =>
    other.request(method, path, {
      body: body === undefined ? undefined : JSON.stringify(body),
      csrf: true,
    });
  return other;
}

/** A second api on the same database with EDITOR_ENABLED off; its base URL and a close(). */
export async function flagOffApi(db: Db): Promise<{ url: string; close(): Promise<void> }> {
  const config = readConfig({}, { editorEnabled: false, devOutbox: true, trustProxy: ['127.0.0.1', '::1'] });
  const app = createApp({ db, clock: createClock(NOW), config });
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function contentCounts(db: Db) {
  const [contact, outbox, revisions, blocks] = await Promise.all([
    countWhere(db, t.contactMessages, undefined),
    countWhere(db, t.outbox, undefined),
    countWhere(db, t.contentRevisions, undefined),
    countWhere(db, t.blocks, undefined),
  ]);
  return { contact, outbox, revisions, blocks };
}

export async function outboxTo(client: Client, to: string): Promise<OutboxAnswer[]> {
  return client.ok<OutboxAnswer[]>(`/dev/outbox/?no_page&to=${encodeURIComponent(to)}`);
}
