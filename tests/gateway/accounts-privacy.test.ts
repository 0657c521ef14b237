import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_OPTIONS,
  cookieOf,
  DEMO,
  INVOICES,
  type Invoice,
  ME,
  STUDENT,
  signedIn,
  type User,
} from './account-browser.ts';
import { browser, type Stack } from './checkout-browser.ts';
import { startStack } from './stack.ts';

// An account and its invoices are their visitor's own (DESIGN.md: private data never enters a
// shared cache). With the response cache and the page cache on, as `npm start` runs the gateway:
// `me` and `invoices` are asked of the api every time, never kept, never served to another
// session or an anonymous visitor; a page that rendered `me` is never kept, even anonymous.

let stack: Stack;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'accounts-privacy-'));
  const web = join(dist, 'web');
  const server = join(dist, 'server');
  mkdirSync(web);
  mkdirSync(server);
  writeFileSync(join(web, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  // A stand-in for the web's server entry: a header that greets the signed-in user.
  writeFileSync(
    join(server, 'entry-server.js'),
    `import { PassThrough } from 'node:stream';
     import { parse } from 'graphql';
     export async function render(url, { execute }) {
       const result = await execute({ query: parse('{ sections { name } me { firstName email } }'), variables: {} });
       const body = new PassThrough();
       body.end('<p>hallo: ' + (result.data?.me?.email ?? 'gast') + '</p>');
       return { kind: 'page', status: 200, body };
     }`,
  );
  stack = await startStack({ cache: {}, webDist: web, serverDist: server }, API_OPTIONS);
});
afterAll(() => stack?.close());

describe('the response cache and accounts', () => {
  it("answers each session its own user and invoices every time, from the api; nobody else's", async () => {
    const demo = await signedIn(stack, DEMO);
    const student = await signedIn(stack, STUDENT);
    const anonymous = browser(stack);
    for (let round = 0; round < 3; round++) {
      const [mine, theirs, nobody] = await Promise.all([
        demo.ask<User>(ME),
        student.ask<User>(ME),
        anonymous.ask<User | null>(ME),
      ]);
      expect([mine.data.email, theirs.data.email, nobody.data]).toEqual([DEMO.email, STUDENT.email, null]);
      // Asked of the api each time (the anonymous one needs no call: it has no session).
      expect([mine.calls, theirs.calls, nobody.calls]).toEqual([1, 1, 0]);

      const [myInvoices, theirInvoices] = await Promise.all([
        demo.ask<Invoice[]>(INVOICES),
        student.ask<Invoice[]>(INVOICES),
      ]);
      expect(myInvoices.data).toHaveLength(4);
      expect(theirInvoices.data).toEqual([]);
      expect([myInvoices.calls, theirInvoices.calls]).toEqual([1, 1]);
    }
    // The same query the owner just asked, without its session: not the owner's answer.
    const { body } = await stack.query(INVOICES);
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('keeps a crowd of two sessions apart when they ask the same query at the same time', async () => {
    const demo = await signedIn(stack, DEMO);
    const student = await signedIn(stack, STUDENT);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? demo : student).ask<User>(ME)),
    );
    expect(answers.map((answer) => answer.data.email)).toEqual(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? DEMO.email : STUDENT.email)),
    );
  });

  it('does not store a public answer that carries the user or a token check, and says no-store on GET', async () => {
    const demo = await signedIn(stack, DEMO);
    const mixed = '{ me { email } categoryTree(type: RENTAL) { id } }';
    await demo.ask(mixed);
    const again = await demo.ask<{ email: string }>(mixed);
    expect(again.data.email).toBe(DEMO.email);
    // Asked again of the api: the user and the category dump.
    expect(again.calls).toBe(2);
    const check = `{ checkToken(token: "${'A'.repeat(32)}.${'B'.repeat(43)}") { valid } categoryTree(type: RENTAL) { id } }`;
    await demo.ask(check);
    expect((await demo.ask(check)).calls).toBe(2);
    for (const query of [ME, INVOICES, mixed, check]) {
      for (const cookie of [cookieOf(demo), '']) {
        const response = await fetch(`${stack.gatewayUrl}/graphql?${new URLSearchParams({ query })}`, {
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        });
        expect(response.headers.get('cache-control')).toBe('no-store');
      }
    }
  });
});

describe('the page cache and accounts', () => {
  const page = (cookie?: string) =>
    fetch(`${stack.gatewayUrl}/profiel/`, {
      headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
    });

  it('never keeps a page that rendered me; a signed-in visitor gets a render of their own', async () => {
    const first = await page();
    expect(await first.text()).toContain('hallo: gast');
    // Even an anonymous visitor's (me is null without a call): private and uncached by its hints.
    const again = await page();
    expect(again.headers.get('x-cache')).toBe('MISS');

    const demo = await signedIn(stack, DEMO);
    const student = await signedIn(stack, STUDENT);
    for (const [visitor, email] of [
      [demo, DEMO.email],
      [student, STUDENT.email],
      [demo, DEMO.email],
    ] as const) {
      const mine = await page(cookieOf(visitor));
      expect(mine.headers.get('x-cache')).toBe('BYPASS');
      expect(await mine.text()).toContain(`hallo: ${email}`);
    }
    expect(await (await page()).text()).toContain('hallo: gast');
  });

  it('answers a session its sign-in state as it changes, never a kept one', async () => {
    const demo = await signedIn(stack, DEMO);
    expect(await (await page(cookieOf(demo))).text()).toContain(`hallo: ${DEMO.email}`);
    await demo.ask('mutation { signOut { ok } }');
    expect(await (await page(cookieOf(demo))).text()).toContain('hallo: gast');
    expect((await demo.ask(ME)).data).toBeNull();
  });
});
