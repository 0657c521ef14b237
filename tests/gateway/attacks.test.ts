import { request } from 'node:http';
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../gateway/graphql/limits.ts';
import { startStack } from './stack.ts';

// The gateway tried as an attacker would (issue 6): each test names an attack that worked before.

let stack: Awaited<ReturnType<typeof startStack>>;
beforeAll(async () => {
  stack = await startStack({}, {}, { sharedApi: true });
});
afterAll(() => stack?.close());

/** A request with the path exactly as written: fetch() would resolve `..` before sending. */
function raw(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const url = new URL(stack.gatewayUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path, method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

async function refused(query: string) {
  const calls = stack.seen.length;
  const { body, response } = await stack.query(query);
  return { body, status: response.status, calls: stack.seen.length - calls };
}

describe('operation limits', () => {
  it('refuses a small query of nested lists before it runs (it ran the gateway out of memory)', async () => {
    // ~200 bytes: every level multiplies the courses asked for.
    const query = `{ course(slug: "montage-basis") { related(first: 12) { related(first: 12) {
      related(first: 12) { related(first: 12) { runs { course { related(first: 12) { name } } } } } } } } }`;
    const { body, status, calls } = await refused(query);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    expect(body.errors?.[0]?.message).toMatch(/^De query /);
    // Refused before it ran: no call reached the api (a wall-clock bound would only test the machine).
    expect(calls).toBe(0);
  });

  it('costs every set of variables of a remembered document anew (absent, null and large alike)', async () => {
    // Costs are remembered per document and variables: a cheap set remembered first must not
    // let a costly one through.
    const query = `query Nested($n: Int = 1) { course(slug: "montage-basis") { related(first: 12) {
      related(first: $n) { related(first: $n) { runs { course { name } } } } } } }`;
    const ask = async (variables: Record<string, unknown>) => {
      const calls = stack.seen.length;
      const { body, response } = await stack.query(query, variables);
      return {
        status: response.status,
        code: body.errors?.[0]?.extensions?.code,
        calls: stack.seen.length - calls,
      };
    };
    for (let round = 0; round < 2; round++) {
      expect((await ask({})).status).toBe(200);
      expect((await ask({ n: 2 })).status).toBe(200);
      // Null is not absent: no default applies, and the list is costed at its assumed size.
      expect(await ask({ n: null })).toMatchObject({ status: 400, code: 'QUERY_TOO_COMPLEX' });
      const costly = await ask({ n: 12 });
      expect(costly).toMatchObject({ status: 400, code: 'QUERY_TOO_COMPLEX', calls: 0 });
      // Variables the operation does not declare change nothing, and cannot grow the memory.
      expect((await ask({ n: 12, padding: 'x'.repeat(50_000) })).status).toBe(400);
    }
  });

  it('refuses a query nested deeper than the limit', async () => {
    let selection = 'name';
    for (let i = 0; i < LIMITS.depth; i++) selection = `children { ${selection} }`;
    const { body, status, calls } = await refused(`{ categories { ${selection} } }`);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit: 'depth' });
    expect(body.errors?.[0]?.message).toContain('te diep genest');
    expect(calls).toBe(0);
  });

  it('refuses 1000 aliases of one field without calling the api 1000 times', async () => {
    const aliases = Array.from({ length: 1000 }, (_, i) => `a${i}: course(slug: "c${i}") { name }`);
    const { body, status, calls } = await refused(`{ ${aliases.join(' ')} }`);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    // Refused before it ran: no call reached the api (a wall-clock bound would only test the machine).
    expect(calls).toBe(0);
  });

  it('makes identical upstream GETs of one request once', async () => {
    const { body } = await stack.query(
      '{ a: sections { name } b: sections { slug } c: openDays { id } d: openDays { date } }',
    );
    expect(body.errors).toBeUndefined();
    expect(body.extensions?.upstream?.calls).toBe(2);
  });
});

describe('the media route', () => {
  it('forwards a media image', async () => {
    const response = await raw('/api/media/courses/montage-basis.svg');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
  });

  it('is a 404 for every path that leaves the media folder, without asking the api', async () => {
    const before = stack.seen.length;
    for (const path of [
      '/api/media/../dev/outbox/',
      '/api/media/%2e%2e/dev/outbox/',
      '/api/media/%2E%2E%2Fdev%2Foutbox%2F',
      '/api/media/courses/..%2f..%2fdev%2foutbox%2f.svg',
      '/api/media/courses/x.svg/../../../dev/outbox/',
      '/api/media//courses/x.svg',
      '/api/media/courses/x.svg?x=/../../dev/outbox/',
      '/api/media/courses/a%00b.svg',
      '/api/media/openapi.json',
    ]) {
      const response = await raw(path);
      if (path.includes('?x=')) {
        // The query is dropped: only the image itself is fetched.
        expect(response.status, path).toBe(200);
        continue;
      }
      expect(response.status, path).toBe(404);
      expect(response.body, path).not.toContain('outbox');
    }
    expect(stack.seen.slice(before).every((path) => path.startsWith('/api/media/courses/x.svg'))).toBe(true);
  });
});

describe('errors carry no internals', () => {
  it('answers a malformed JSON body with a GraphQL-shaped 400, not an HTML stack trace', async () => {
    const response = await raw('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": "{ ping }"',
    });
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toContain('application/json');
    expect(JSON.parse(response.body)).toEqual({
      errors: [{ message: 'Het verzoek is geen geldige JSON.', extensions: { code: 'BAD_REQUEST' } }],
    });
  });

  it('answers an oversized body with a GraphQL-shaped 413', async () => {
    const response = await raw('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ ping } # ${'x'.repeat(200_000)}` }),
    });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body).errors[0].extensions.code).toBe('BAD_REQUEST');
  });

  it('never sends a stack trace or a file path', async () => {
    for (const query of [
      '{ nope }',
      '{ agenda(first: 1000) { totalCount } }',
      '{ course(slug: 1) { name } }',
    ]) {
      const { body } = await stack.query(query);
      const text = JSON.stringify(body);
      expect(text, query).not.toContain('stacktrace');
      expect(text, query).not.toMatch(/\/work\/|node_modules|\.ts:\d+/);
    }
    const html = await raw('/%E0%A4%A', { headers: { accept: 'text/html' } });
    expect(html.status).toBeLessThan(500);
    expect(html.body).not.toMatch(/<pre>|at .*\(/);
  });
});

describe('client input that is merely wrong', () => {
  it('answers null for a slug with a NUL byte or 5000 characters, without asking the api', async () => {
    const before = stack.seen.length;
    const { body } = await stack.query(
      'query ($a: String!, $b: String!) { a: course(slug: $a) { name } b: section(slug: $b) { name } }',
      {
        a: 'montage\u0000basis',
        b: 'x'.repeat(5000),
      },
    );
    expect(body).toMatchObject({ data: { a: null, b: null } });
    expect(body.errors).toBeUndefined();
    expect(stack.seen.length).toBe(before);
  });

  it('answers the agenda feed with a 400 for a category that is no slug', async () => {
    const response = await raw('/agenda.ics?cat=%00');
    expect(response.status).toBe(400);
    expect(response.body).toContain('Onbekende categorie');
  });
});

describe('headers', () => {
  it('builds feed URLs from PUBLIC_URL, never from a forged Host', async () => {
    const response = await raw('/agenda.ics', { headers: { host: 'evil.example' } });
    expect(response.status).toBe(200);
    expect(response.body).not.toContain('evil.example');
    expect(response.body).toContain('URL:http://localhost:4000/educatie/c/');
  });

  it('sends security headers on every answer', async () => {
    for (const path of ['/', '/graphql?query=%7Bping%7D', '/agenda.ics', '/api/media/courses/x.svg']) {
      const response = await raw(path, { headers: { accept: 'text/html' } });
      const csp = String(response.headers['content-security-policy']);
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("script-src 'self'");
      expect(response.headers['x-content-type-options'], path).toBe('nosniff');
      expect(response.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('behind a proxy', () => {
  it('marks cookies Secure when a trusted proxy says the visitor came over HTTPS, not otherwise', async () => {
    const trusting = await startStack({ trustProxy: ['127.0.0.1', '::1'] }, {}, { sharedApi: true });
    // A gateway behind another proxy: this caller is not it, so its headers are not believed.
    const elsewhere = await startStack({ trustProxy: ['10.0.0.2'] }, {}, { sharedApi: true });
    try {
      for (const [target, expected] of [
        [trusting, true],
        [elsewhere, false],
        [stack, false], // no TRUST_PROXY: a client's own X-Forwarded-Proto is not believed
      ] as const) {
        const response = await fetch(`${target.gatewayUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
          body: JSON.stringify({ query: '{ ping sections { name } }' }),
        });
        const cookies = response.headers.getSetCookie();
        expect(cookies.length).toBeGreaterThan(0);
        for (const cookie of cookies) expect(/;\s*secure/i.test(cookie), cookie).toBe(expected);
      }
    } finally {
      await trusting.close();
      await elsewhere.close();
    }
  });

  it('a rejected registration through the gateway starts no session', async () => {
    const csrf = (await stack.query('{ sections { name } }')).response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0] ?? '')
      .find((c) => c.startsWith('csrftoken='));
    expect(csrf).toBeDefined();
    const { body, response } = await stack.query(
      'mutation { subscribeToNewsletter(email: "geen-adres") { ok } }',
      {},
      { cookie: csrf ?? '', 'x-csrftoken': (csrf ?? '').split('=')[1] ?? '' },
    );
    expect(body.data).toEqual({ subscribeToNewsletter: { ok: false } });
    expect(response.headers.getSetCookie().some((c) => c.startsWith('sessionid='))).toBe(false);
  });
});

describe('introspection', () => {
  it("answers the explorer's full introspection query", async () => {
    const { body, response } = await stack.query(
      getIntrospectionQuery({ inputValueDeprecation: true, schemaDescription: true, specifiedByUrl: true }),
    );
    expect(response.status).toBe(200);
    expect(body.errors).toBeUndefined();
  });

  it('refuses introspection nested to blow up the answer', async () => {
    let selection = 'name';
    for (let i = 0; i < 6; i++) selection = `fields { type { ${selection} } }`;
    const { body, status } = await refused(`{ __schema { types { ${selection} } } }`);
    expect(status).toBe(400);
    expect(body.errors?.length).toBeGreaterThan(0);
  });
});
