import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { countWhere } from '../../api/db/count.ts';
import type { Db } from '../../api/db/open-database.ts';
import { sessions } from '../../api/db/schema.ts';
import { Client } from './harness.ts';

const cookieNamed = (headers: Headers, name: string) =>
  headers.getSetCookie().find((c) => c.startsWith(`${name}=`));

export function httpSuite(base: () => string, db: () => Db) {
  const client = () => new Client(base());

  describe('cookies, CSRF and errors', () => {
    it('issues csrftoken (script-readable) on a read, but no session: reads write no session rows', async () => {
      const c = client();
      const before = await countWhere(db(), sessions, undefined);
      const [first, parallel] = await Promise.all([
        c.get('/sections/?no_page'),
        client().get('/courses/?no_page'),
      ]);
      for (const answer of [first, parallel]) {
        const csrf = cookieNamed(answer.headers, 'csrftoken');
        expect(csrf).toMatch(/SameSite=Lax/);
        expect(csrf).toMatch(/Path=\//);
        expect(csrf).not.toMatch(/HttpOnly/);
        expect(cookieNamed(answer.headers, 'sessionid')).toBeUndefined();
      }
      const second = await c.get('/sections/?no_page');
      expect(second.headers.getSetCookie()).toEqual([]);
      expect(await countWhere(db(), sessions, undefined)).toBe(before);
    });

    it('starts a session (HttpOnly sessionid) when a post stores something, then keeps it', async () => {
      const c = client();
      await c.get('/sections/');
      const before = await countWhere(db(), sessions, undefined);
      const post = await c.request('POST', '/mailinglist/', {
        body: JSON.stringify({ email_address: 'sessie@example.nl' }),
        csrf: true,
      });
      expect(post.status).toBe(201);
      const session = cookieNamed(post.headers, 'sessionid');
      expect(session).toMatch(/HttpOnly/);
      expect(session).toMatch(/SameSite=Lax/);
      expect(session).toMatch(/Path=\//);
      expect(session).not.toMatch(/Secure/);
      expect(await countWhere(db(), sessions, undefined)).toBe(before + 1);
      const read = await c.get('/sections/');
      expect(read.headers.getSetCookie()).toEqual([]);
      const again = await c.request('POST', '/mailinglist/', {
        body: JSON.stringify({ email_address: 'sessie@example.nl' }),
        csrf: true,
      });
      expect(again.headers.getSetCookie()).toEqual([]);
      expect(await countWhere(db(), sessions, undefined)).toBe(before + 1);
    });

    it('ignores a forged or unknown session on a read; replaces it on a post, Secure behind HTTPS', async () => {
      const c = client();
      await c.get('/sections/');
      c.jar.set('sessionid', 'x'.repeat(43));
      const read = await c.get('/sections/', { 'x-forwarded-proto': 'https' });
      expect(cookieNamed(read.headers, 'sessionid')).toBeUndefined();
      const post = await c.request('POST', '/mailinglist/', {
        body: JSON.stringify({ email_address: 'vervalst@example.nl' }),
        csrf: true,
        headers: { 'x-forwarded-proto': 'https' },
      });
      const session = cookieNamed(post.headers, 'sessionid');
      expect(session).toBeDefined();
      expect(session).not.toContain('x'.repeat(43));
      // Without TRUST_PROXY anyone could send X-Forwarded-Proto: it is ignored (config.test.ts: with it).
      expect(session).not.toMatch(/Secure/);
    });

    it('builds the URL in a mail from PUBLIC_URL, never from a forged Host header', async () => {
      const c = client();
      await c.get('/sections/');
      const email = 'host-header@example.nl';
      const body = JSON.stringify({ email_address: email });
      const status = await new Promise<number>((resolve, reject) => {
        // fetch() sets Host itself; node:http sends the one given.
        const req = request(`${base()}/mailinglist/`, {
          method: 'POST',
          headers: {
            host: 'aanvaller.example',
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            cookie: `csrftoken=${c.jar.get('csrftoken')}`,
            'x-csrftoken': c.jar.get('csrftoken'),
          },
        });
        req.on('response', (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.end(body);
      });
      expect(status).toBe(201);
      const [mail] = await c.ok<{ text: string; html: string }[]>(`/dev/outbox/?no_page&to=${email}`);
      expect(mail?.text).toContain('http://localhost:4000');
      expect(mail?.html).toContain('href="http://localhost:4000"');
      expect(`${mail?.text}${mail?.html}`).not.toContain('aanvaller');
    });

    it('a rejected post leaves no session row and sets no sessionid: 400, 404, 405, 413', async () => {
      const c = client();
      await c.get('/sections/');
      const before = await countWhere(db(), sessions, undefined);
      const posts: [string, string, number][] = [
        ['/mailinglist/', JSON.stringify({ email_address: 'geen-adres' }), 400],
        ['/mailinglist/', '{"email_address": ', 400],
        ['/opendoordayregistration/', JSON.stringify({ name: 'Sem' }), 400],
        ['/courseregistration/', JSON.stringify({ run: 1, accept: false }), 400],
        ['/courseregistration/', JSON.stringify(['geen', 'object']), 400],
        ['/bestaat-niet/', '{}', 404],
        ['/courses/', '{}', 405],
        ['/mailinglist/', JSON.stringify({ email_address: 'a'.repeat(120_000) }), 413],
      ];
      for (const [path, body, status] of posts) {
        const answer = await c.request('POST', path, { body, csrf: true });
        expect(answer.status, `${path} ${body.slice(0, 40)}`).toBe(status);
        expect(cookieNamed(answer.headers, 'sessionid'), path).toBeUndefined();
      }
      expect(await countWhere(db(), sessions, undefined)).toBe(before);
      expect(c.jar.has('sessionid')).toBe(false);
    });

    it('a refused CSRF check costs no session', async () => {
      const before = await countWhere(db(), sessions, undefined);
      const refused = await client().request('POST', '/mailinglist/', { body: '{}' });
      expect(refused.status).toBe(403);
      expect(cookieNamed(refused.headers, 'sessionid')).toBeUndefined();
      expect(await countWhere(db(), sessions, undefined)).toBe(before);
    });

    it('refuses a POST without the CSRF header, or with a wrong one', async () => {
      const c = client();
      await c.get('/sections/');
      const without = await c.request('POST', '/courses/', { body: '{}' });
      expect(without).toMatchObject({ status: 403, body: { detail: 'CSRF-controle mislukt.' } });
      const wrong = await c.request('POST', '/courses/', {
        body: '{}',
        headers: { 'x-csrftoken': 'y'.repeat(43) },
      });
      expect(wrong).toMatchObject({ status: 403, body: { detail: 'CSRF-controle mislukt.' } });
      const fresh = await client().request('DELETE', '/courses/montage-basis/');
      expect(fresh.status).toBe(403);
      expect(cookieNamed(fresh.headers, 'csrftoken')).toBeDefined();
    });

    it('answers malformed JSON with 400, an oversized body with 413, a GET-only path with 405', async () => {
      const c = client();
      await c.get('/sections/');
      const malformed = await c.request('POST', '/courses/', { body: '{"naam": ', csrf: true });
      expect(malformed).toMatchObject({ status: 400, body: { detail: 'Ongeldige JSON.' } });
      const big = await c.request('POST', '/courses/', {
        body: JSON.stringify({ x: 'a'.repeat(120_000) }),
        csrf: true,
      });
      expect(big.status).toBe(413);
      expect((big.body as { detail: string }).detail).toMatch(/te groot/);
      const notAllowed = await c.request('POST', '/courses/', { body: '{}', csrf: true });
      expect(notAllowed.status).toBe(405);
      expect((notAllowed.body as { detail: string }).detail).toMatch(/niet toegestaan/);
    });

    it('redirects a path without trailing slash, keeping the query', async () => {
      const answer = await client().get('/courses?no_page=1&sections__slug=cursussen');
      expect(answer.status).toBe(301);
      expect(answer.headers.get('location')).toBe('/api/courses/?no_page=1&sections__slug=cursussen');
      expect(answer.headers.getSetCookie()).toEqual([]);
    });

    it('answers unknown paths and broken URLs with JSON, never a stack trace', async () => {
      expect(await client().get('/bestaat-niet/')).toMatchObject({
        status: 404,
        body: { detail: 'Niet gevonden.' },
      });
      const broken = await client().get('/courses/%E0%A4%A/');
      expect(broken.status).toBe(400);
      expect(broken.text).not.toMatch(/at .*\.ts|Error:/);
      expect(broken.headers.get('content-type')).toMatch(/json/);
      // A NUL character can never reach the database (where it would be an error).
      for (const path of ['/courses/?sections__slug=%00', '/courses/a%00b/']) {
        expect(await client().get(path)).toMatchObject({
          status: 400,
          body: { detail: 'Ongeldig verzoek.' },
        });
      }
    });

    it('answers paths that start with two slashes as not found, never a 5xx', async () => {
      const origin = new URL(base()).origin;
      for (const path of ['//', '///', '///?a=1', '//x', '//api/health/', '/api//']) {
        const answer = await fetch(`${origin}${path}`, { redirect: 'manual' });
        expect([answer.status, await answer.json()], path).toEqual([404, { detail: 'Niet gevonden.' }]);
      }
    });

    it('answers bad client input with a Dutch 4xx in JSON, never a 5xx or an HTML page', async () => {
      const long = 'a'.repeat(5000);
      const gets: [string, number, unknown][] = [
        [`/courses/${long}/`, 404, { detail: 'Niet gevonden.' }],
        [`/main/pages/${long}/`, 404, { detail: 'Niet gevonden.' }],
        [`/runs/?course__slug=${long}`, 200, { count: 0, results: [] }],
        ['/runs/?course__slug=%00', 400, { detail: 'Ongeldig verzoek.' }],
        ['/courses/?sections__slug=%E0%A4%A', 400, { detail: 'Ongeldig verzoek.' }],
        ['/courses/?slug__in=%FF', 400, { detail: 'Ongeldig verzoek.' }],
        ['/main/pages/%FF/', 400, { detail: 'Ongeldig verzoek.' }],
        ['/courses/?page=99999999999999999999', 400, { page: ['Voer een geheel getal in.'] }],
        ['/courses/?page=2147483647', 404, { detail: 'Ongeldige pagina.' }],
        ['/runs/?page_size=1e9', 400, { page_size: ['Voer een geheel getal in.'] }],
        ['/runs/?offset=99999999999', 400, { offset: ['Voer een geheel getal van 0 of meer in.'] }],
        ['/runs/?offset=2147483647', 200, { results: [] }],
        ['/runs/99999999999999999999/', 404, { detail: 'Niet gevonden.' }],
        [
          '/runs/?starts_later=0000-01-01',
          400,
          { starts_later: ['Ongeldige datum; gebruik het formaat JJJJ-MM-DD.'] },
        ],
      ];
      for (const [path, status, body] of gets) {
        const answer = await client().get(path);
        expect(answer.status, path.slice(0, 60)).toBe(status);
        expect(answer.headers.get('content-type'), path.slice(0, 60)).toMatch(/^application\/json/);
        expect(answer.body, path.slice(0, 60)).toMatchObject(body as object);
      }
      const c = client();
      await c.get('/sections/');
      const notObject = { non_field_errors: ['Ongeldige gegevens: verwacht een JSON-object met velden.'] };
      const posts: [string, number, unknown][] = [
        ['{"email_address": ', 400, { detail: 'Ongeldige JSON.' }],
        ['"nieuwsbrief@example.nl"', 400, { detail: 'Ongeldige JSON.' }],
        ['["nieuwsbrief@example.nl"]', 400, notObject],
        ['[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]', 400, notObject],
        [
          '{"email_address": "\\ud800@example.nl"}',
          400,
          { email_address: ['Deze tekst bevat ongeldige tekens.'] },
        ],
        [
          JSON.stringify({ email_address: long.repeat(25) }),
          413,
          { detail: 'Het verzoek is te groot (maximaal 100 kB).' },
        ],
      ];
      for (const [body, status, expected] of posts) {
        const answer = await c.request('POST', '/mailinglist/', { body, csrf: true });
        expect(answer.status, body.slice(0, 40)).toBe(status);
        expect(answer.headers.get('content-type'), body.slice(0, 40)).toMatch(/^application\/json/);
        expect(answer.body, body.slice(0, 40)).toMatchObject(expected as object);
      }
    });

    it('lets browsers, not shared caches, keep catalogue answers; errors are not cached', async () => {
      const list = await client().get('/courses/?no_page');
      expect(list.headers.get('cache-control')).toBe('private, max-age=60');
      const missing = await client().get('/courses/bestaat-niet/');
      expect(missing.headers.get('cache-control')).toBe('no-store');
    });
  });
}
