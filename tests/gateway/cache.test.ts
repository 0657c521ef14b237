import { createHash, randomUUID } from 'node:crypto';
import { globSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { ApolloServer } from '@apollo/server';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { courses } from '../../api/education/tables.ts';
import { startApi } from '../../api/start-api.ts';
import { createGateway, type GatewayOptions } from '../../gateway/create-gateway.ts';
import { type CacheContext, responseCachePlugins } from '../../gateway/graphql/response-cache.ts';
import { type GraphQLResponse, NOW, startStack } from './stack.ts';
import { webOperation } from './web-operations.ts';

/** The names of the web's query operations (every `.graphql` file under web/src). */
function webQueryNames(): string[] {
  const root = join(import.meta.dirname, '..', '..');
  return globSync('web/src/**/*.graphql', { cwd: root }).flatMap((file) =>
    [...readFileSync(join(root, file), 'utf8').matchAll(/^query (\w+)/gm)].map((match) => match[1] ?? ''),
  );
}

// The gateway's response cache (gateway/graphql/response-cache.ts): public answers kept by the
// schema's cache hints, coalesced, refreshed while stale; never a cookie, a session's private
// answer or a mutation; automatic persisted queries over GET.

const COURSE_PAGE = webOperation('CoursePage');
/** Upstream calls of one uncached course page (tests/gateway/course-page.test.ts counts them). */
const COURSE_PAGE_CALLS = 7;
const SUBSCRIBE = webOperation('SubscribeToNewsletter');
type CoursePage = { course: { name: string } | null };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const cookieNames = (response: Response) => response.headers.getSetCookie().map((c) => c.split('=')[0]);

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

async function post<T = Record<string, unknown>>(
  url: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<{ body: GraphQLResponse<T>; response: Response }> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { body: (await response.json()) as GraphQLResponse<T>, response };
}

/** A GET the way Apollo Client sends it: parameters in the URL, `content-type` (CSRF prevention). */
async function get<T = Record<string, unknown>>(
  url: string,
  params: Record<string, unknown>,
  headers: Record<string, string> = { 'content-type': 'application/json' },
): Promise<{ body: GraphQLResponse<T>; response: Response }> {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    search.set(name, typeof value === 'string' ? value : JSON.stringify(value));
  const response = await fetch(`${url}/graphql?${search}`, { headers });
  return { body: (await response.json()) as GraphQLResponse<T>, response };
}

describe('response cache (in memory, max-age 60 s)', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  beforeAll(async () => {
    stack = await startStack({ cache: {} }, {}, { sharedApi: true });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('serves a repeated public query from the cache, without an upstream call or a cookie', async () => {
    const first = await stack.query<CoursePage>(COURSE_PAGE, { slug: 'montage-basis' });
    expect(first.body.extensions?.upstream?.calls).toBe(COURSE_PAGE_CALLS);
    // The api gave this cookieless visitor its csrftoken: relayed to them, so not for a CDN.
    expect(cookieNames(first.response)).toEqual(['csrftoken']);
    const seen = stack.seen.length;

    const second = await stack.query<CoursePage>(COURSE_PAGE, { slug: 'montage-basis' });
    expect(stack.seen.length).toBe(seen);
    expect(second.body.extensions?.upstream).toEqual({ calls: 0, waves: 0 });
    expect(second.body.data).toEqual(first.body.data);
    // A cached answer never replays the Set-Cookie of the visitor whose request filled it.
    expect(second.response.headers.getSetCookie()).toEqual([]);
    expect(Number(second.response.headers.get('age'))).toBeGreaterThanOrEqual(0);
  });

  it("caches every page query of the web (the schema's hints cover all it selects)", async () => {
    const course = await stack.query<{ course: { runs: { id: string }[] } }>(
      'query($slug: String!) { course(slug: $slug) { runs { id } } }',
      { slug: 'montage-gevorderd' },
    );
    const runId = course.body.data?.course.runs[0]?.id;
    // A new page's query needs its variables here: it is checked to be cacheable too.
    const variables: Record<string, Record<string, unknown>> = {
      RootLayout: {},
      HomePage: {},
      AgendaPage: { first: 20 },
      OpenDayPage: {},
      CoursePage: { slug: 'drone' },
      RegistrationPage: { slug: 'montage-gevorderd', runId },
      ContentPage: { path: 'over-ons' },
      GapYearPage: {},
      EducationList: { section: 'cursussen' },
      ArticleListPage: {
        type: 'SALE',
        categoryPath: 'camera',
        hasCategory: true,
        sale: 'black-friday',
        hasSale: true,
        stock: ['IN_STORE'],
        first: 24,
      },
      ArticleListMore: { type: 'RENTAL', categoryPath: '', sale: '', q: 'sony', offset: 12 },
      ArticlePage: { slug: 'sony-fx6' },
      SearchPanel: { q: 'fx6', first: 20 },
      RentalCalendar: { from: '2026-11-23', to: '2027-01-31' },
      CheckoutTerms: {},
      ContactPage: {},
      DuplicationPage: {},
    };
    // The visitor's own cart, orders and payments, asked by the browser after hydration: never
    // kept (cart-privacy.test.ts, checkout-privacy.test.ts). An unknown order or payment is null.
    const handle = 'a'.repeat(32);
    const privateQueries: Record<string, Record<string, unknown>> = {
      Cart: {},
      RentalPeriodWidget: {},
      // Availability is public but never kept (maxAge 0): every order changes it.
      RentalAvailability: {
        ids: ['1', '2'],
        period: { pickupDate: '2026-12-01', pickupSlot: 0, returnDate: '2026-12-03', returnSlot: 3 },
      },
      CheckoutCart: {},
      CheckoutOrder: { number: 'SL-2026-00001' },
      // A guest's quote by its mailed link's token: unknown here, null.
      QuoteConfirmationPage: { token: 'onbekend.token' },
      TestPayment: { handle },
      VerifyPayment: { handle },
      // An editor's session and revisions (issue 12): anonymous, no editor and no revisions.
      EditorAccess: {},
      ContentRevisions: { kind: 'BLOCK', id: '1' },
      // The account (issue 11): the signed-in user, a link's token, an invoice by handle, invoices.
      Me: {},
      CheckToken: { token: 'onbekend.token' },
      // A new address's link (issue 36): its state before the button.
      EmailLinkCheck: { token: 'onbekend.token' },
      InvoiceSummary: { handle },
      Invoices: { email: 'iemand@example.nl', token: 'f'.repeat(64) },
      // The rental desk (issue 38, staff only): without a desk session no staff member (null) and
      // the api's refusal; never kept either way (tests/gateway/desk.test.ts signs in).
      DeskSession: {},
      DeskOrders: { filter: { q: 'jansen' }, page: 1, pageSize: 25 },
      DeskOrder: { number: 'SL-2026-00001' },
      DeskAudit: { page: 1, pageSize: 50 },
      DeskHandovers: { date: '2026-11-24' },
      DeskUnits: { q: 'SL-1', page: 1, pageSize: 50 },
      DeskUnit: { id: '1' },
      DeskPlanner: { from: '2026-11-23', weeks: 8, page: 1 },
      DeskCustomers: { q: '0612345678', page: 1, pageSize: 25 },
      DeskCustomer: { id: '1' },
      DeskAvailability: {
        q: 'fx6',
        period: { pickupDate: '2026-11-24', returnDate: '2026-11-25' },
        count: 1,
      },
    };
    // Private queries whose answer here is a refusal: still asked of the api every time.
    const refused: Record<string, string> = {
      Invoices: 'FORBIDDEN',
      DeskOrders: 'UNAUTHENTICATED',
      DeskOrder: 'UNAUTHENTICATED',
      DeskAudit: 'UNAUTHENTICATED',
      DeskHandovers: 'UNAUTHENTICATED',
      DeskUnits: 'UNAUTHENTICATED',
      DeskUnit: 'UNAUTHENTICATED',
      DeskPlanner: 'UNAUTHENTICATED',
      DeskCustomers: 'UNAUTHENTICATED',
      DeskCustomer: 'UNAUTHENTICATED',
      DeskAvailability: 'UNAUTHENTICATED',
    };
    // The desk's article search is the shop's public search: kept like the home search.
    variables.DeskArticleSearch = { q: 'fx6' };
    // Asked with a session cookie (naming nobody): without one the api is not asked at all. The
    // editor's session is checklogin and main/editor at once.
    const sessionCalls: Record<string, number> = { EditorAccess: 2, Me: 1 };
    // The audit page asks the log, for its list of actions (staff only) the desk session, and the
    // staff members for its filter.
    const moreCalls: Record<string, number> = { DeskAudit: 3 };
    for (const name of webQueryNames()) {
      const query = webOperation(name);
      const privateVariables = privateQueries[name];
      if (privateVariables) {
        const headers: Record<string, string> = name in sessionCalls ? { cookie: 'sessionid=niemand' } : {};
        await stack.query(query, privateVariables, headers);
        const { body } = await stack.query(query, privateVariables, headers);
        const code = refused[name];
        if (code) expect(body.errors?.[0]?.extensions?.code, name).toBe(code);
        else expect(body.errors, name).toBeUndefined();
        expect(body.extensions?.upstream?.calls, `${name} is private, never cached`).toBe(
          sessionCalls[name] ?? moreCalls[name] ?? 1,
        );
        continue;
      }
      expect(variables, `variables for ${name}`).toHaveProperty(name);
      await stack.query(query, variables[name]);
      const { body } = await stack.query(query, variables[name]);
      expect(body.errors, name).toBeUndefined();
      expect(body.extensions?.upstream?.calls, `${name} is not cached`).toBe(0);
    }
  });

  it('keys by variables: another course is another answer', async () => {
    const { body } = await stack.query<CoursePage>(COURSE_PAGE, { slug: 'fotografie-basis' });
    expect(body.extensions?.upstream?.calls).toBeGreaterThan(0);
  });

  it('makes one set of upstream calls for 50 concurrent identical requests', async () => {
    const before = stack.seen.length;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => stack.query<CoursePage>(COURSE_PAGE, { slug: 'camera-basis' })),
    );
    expect(stack.seen.length - before).toBe(COURSE_PAGE_CALLS);
    expect(answers.every(({ body }) => body.data?.course?.name === answers[0]?.body.data?.course?.name)).toBe(
      true,
    );
    expect(answers.filter(({ body }) => body.extensions?.upstream?.calls === COURSE_PAGE_CALLS)).toHaveLength(
      1,
    );
  });

  it('does not store an answer with errors (a failing upstream call)', async () => {
    stack.fail('/programs/');
    try {
      const failed = await stack.query(COURSE_PAGE, { slug: 'montage-gevorderd' });
      expect(failed.body.errors?.length).toBe(1);
    } finally {
      stack.heal();
    }
    const healed = await stack.query<CoursePage>(COURSE_PAGE, { slug: 'montage-gevorderd' });
    expect(healed.body.errors).toBeUndefined();
    expect(healed.body.extensions?.upstream?.calls).toBeGreaterThan(0);
  });

  it('answers `Cache-Control: no-cache` from the api, which gives a cookieless visitor its csrftoken', async () => {
    // Everything this visitor reads comes from the cache: no cookie...
    await stack.query('{ sections { slug } }');
    const again = await stack.query('{ sections { slug } }');
    expect(again.body.extensions?.upstream?.calls).toBe(0);
    expect(again.response.headers.getSetCookie()).toEqual([]);
    // ...so before its first mutation the web asks once, uncached (web/src/client/csrf.ts).
    const { response, body } = await post(
      stack.gatewayUrl,
      { query: 'query CsrfToken { openDays { id } }' },
      { 'cache-control': 'no-cache' },
    );
    expect(body.extensions?.upstream?.calls).toBe(1);
    const token = /csrftoken=([^;]+)/.exec(response.headers.getSetCookie().join('\n'))?.[1] ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(response.headers.get('cache-control')).toBe('no-store');

    const mutation = await stack.query<{ subscribeToNewsletter: { ok: boolean } }>(
      SUBSCRIBE,
      { email: 'na-de-cache@example.nl' },
      { cookie: `csrftoken=${token}`, 'x-csrftoken': token },
    );
    expect(mutation.body.data?.subscribeToNewsletter.ok).toBe(true);
  });

  it('never caches a mutation', async () => {
    const { response } = await stack.query('{ widget(ref: "contact") { ref } }');
    const token = /csrftoken=([^;]+)/.exec(response.headers.getSetCookie().join('\n'))?.[1] ?? 'x';
    const headers = { cookie: `csrftoken=${token}`, 'x-csrftoken': token };
    const before = stack.seen.length;
    for (let i = 0; i < 2; i++) {
      const { body } = await stack.query<{ subscribeToNewsletter: { ok: boolean } }>(
        SUBSCRIBE,
        { email: 'twee-keer@example.nl' },
        headers,
      );
      expect(body.data?.subscribeToNewsletter.ok).toBe(true);
      expect(body.extensions?.upstream?.calls).toBe(1);
    }
    expect(stack.seen.length - before).toBe(2);
  });

  it('persisted queries over GET: an unknown hash asks for the query, then the hash alone works', async () => {
    const query = `query PersistedSections { sections { slug name } } # ${randomUUID()}`;
    const extensions = { persistedQuery: { version: 1, sha256Hash: sha256(query) } };

    const unknown = await get(stack.gatewayUrl, { extensions });
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');

    // Apollo Client registers it with a POST of the query and its hash.
    const registered = await post(stack.gatewayUrl, { query, extensions });
    expect(registered.body.errors).toBeUndefined();

    const byHash = await get<{ sections: { slug: string }[] }>(stack.gatewayUrl, { extensions });
    expect(byHash.body.data?.sections.length).toBeGreaterThan(0);
    expect(byHash.body.extensions?.upstream?.calls).toBe(0);
    // What a CDN may keep: public, the hint's max-age, stale while it revalidates; no cookie.
    expect(byHash.response.headers.get('cache-control')).toBe(
      'public, max-age=60, stale-while-revalidate=300',
    );
    expect(byHash.response.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a GET without a non-simple header (Apollo CSRF prevention)', async () => {
    const { response } = await get(stack.gatewayUrl, { query: '{ sections { slug } }' }, {});
    expect(response.status).toBe(400);
  });

  it('sends `no-store` for a GET answer that sets a cookie, a POST, and an uncacheable one', async () => {
    const query = `{ openDays { id } } # ${randomUUID()}`;
    const miss = await get(stack.gatewayUrl, { query });
    expect(cookieNames(miss.response)).toEqual(['csrftoken']);
    expect(miss.response.headers.get('cache-control')).toBe('no-store');
    const hit = await get(stack.gatewayUrl, { query });
    expect(hit.response.headers.get('cache-control')).toMatch(
      /^public, max-age=\d+, stale-while-revalidate=300$/,
    );

    const posted = await stack.query('{ openDays { id } }');
    expect(posted.response.headers.get('cache-control')).toBe('no-store');
    // `ping` has no hint: maxAge 0, never kept.
    const ping = await get(stack.gatewayUrl, { query: '{ ping }' });
    expect(ping.response.headers.get('cache-control')).toBe('no-store');
  });
});

/**
 * An api of its own (the test changes its database) behind a proxy that records every upstream
 * path and can add a `sessionid` cookie to its answers, and gateways in front of it.
 */
async function startOwnStack() {
  const api = await startApi({ dataDir: 'memory://', now: NOW, port: 0, trustProxy: ['127.0.0.1', '::1'] });
  const seen: string[] = [];
  let sessionCookie: string | undefined;
  const proxy = createServer(async (req, res) => {
    seen.push(req.url ?? '/');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers: Record<string, string> = {};
    for (const name of ['cookie', 'content-type', 'x-csrftoken', 'x-forwarded-proto', 'x-forwarded-for']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const upstream = await fetch(new URL(req.url ?? '/', new URL(api.url).origin), {
      method: req.method,
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
    });
    const cookies = upstream.headers.getSetCookie();
    if (sessionCookie) cookies.push(`sessionid=${sessionCookie}; Path=/; HttpOnly`);
    res
      .writeHead(upstream.status, {
        'content-type': upstream.headers.get('content-type') ?? '',
        ...(cookies.length > 0 ? { 'set-cookie': cookies } : {}),
      })
      .end(Buffer.from(await upstream.arrayBuffer()));
  });
  const proxyUrl = await listen(proxy);
  const gateways: { close: () => Promise<void> }[] = [];

  return {
    api,
    seen,
    /** The proxy adds `Set-Cookie: sessionid=<value>` to every answer (undefined: stops). */
    setSession: (value: string | undefined) => {
      sessionCookie = value;
    },
    async gateway(options: Partial<GatewayOptions>): Promise<string> {
      const { app, apollo } = await createGateway({ apiUrl: `${proxyUrl}/api`, now: NOW, ...options });
      const server = app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      gateways.push({
        close: async () => {
          await new Promise((resolve) => server.close(resolve));
          await apollo.stop();
        },
      });
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async close() {
      for (const gateway of gateways) await gateway.close();
      await new Promise((resolve) => proxy.close(resolve));
      await api.close();
    },
  };
}

describe('response cache with a short max-age (1 s)', () => {
  let own: Awaited<ReturnType<typeof startOwnStack>>;
  let url: string;
  beforeAll(async () => {
    own = await startOwnStack();
    // The caches' clock reads Date when asked (the default keeps the real Date.now it started with).
    url = await own.gateway({ cache: { maxAgeS: 1, staleS: 30 }, clock: () => Date.now() });
  });
  // The clock moved past the max-age instead of slept through: Date itself, as Apollo's response
  // cache reads it for an answer's Age (timers stay real).
  const passSeconds = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await own?.close();
  });

  it('shows a change in the api once the max-age has passed', async () => {
    const query = { query: COURSE_PAGE, variables: { slug: 'montage-basis' } };
    const before = await post<CoursePage>(url, query);
    expect(before.body.data?.course?.name).toBe('Montage basis');
    await own.api.db
      .update(courses)
      .set({ name: 'Montage voor beginners' })
      .where(eq(courses.slug, 'montage-basis'));

    const cached = await post<CoursePage>(url, query);
    expect(cached.body.data?.course?.name).toBe('Montage basis');
    expect(cached.body.extensions?.upstream?.calls).toBe(0);

    passSeconds(1.1);
    const expired = await post<CoursePage>(url, query);
    expect(expired.body.extensions?.upstream?.calls).toBe(COURSE_PAGE_CALLS);
    expect(expired.body.data?.course?.name).toBe('Montage voor beginners');
  });

  it('serves a stale answer to a crowd while one request refreshes it', async () => {
    const query = { query: COURSE_PAGE, variables: { slug: 'camera-basis' } };
    await post(url, query);
    passSeconds(1.1);
    const before = own.seen.length;
    const crowd = await Promise.all(Array.from({ length: 20 }, () => post<CoursePage>(url, query)));
    expect(own.seen.length - before).toBe(COURSE_PAGE_CALLS);
    expect(crowd.every(({ body }) => body.data?.course?.name === 'Camera basis')).toBe(true);
    // One request refreshed it; the others got the stale answer at once (or, arriving after the
    // refresh, the fresh one): nobody waited for another's refresh.
    expect(crowd.filter(({ body }) => body.extensions?.upstream?.calls === COURSE_PAGE_CALLS)).toHaveLength(
      1,
    );
    expect(crowd.filter(({ response }) => Number(response.headers.get('age')) >= 1).length).toBeGreaterThan(
      0,
    );
    // The refreshed answer is fresh again.
    const after = await post<CoursePage>(url, query);
    expect(after.body.extensions?.upstream?.calls).toBe(0);
    expect(Number(after.response.headers.get('age'))).toBe(0);
  });

  it('does not store an answer during which the api set a session cookie', async () => {
    const query = { query: '{ sections { slug } }' };
    own.setSession('a'.repeat(43));
    try {
      const started = await post(url, query);
      expect(cookieNames(started.response)).toContain('sessionid');
    } finally {
      own.setSession(undefined);
    }
    const next = await post(url, query);
    expect(next.body.extensions?.upstream?.calls).toBe(1);
    const cached = await post(url, query);
    expect(cached.body.extensions?.upstream?.calls).toBe(0);
  });

  it('keeps anonymous and session answers apart', async () => {
    const query = { query: '{ generalFaqs { id } }' };
    await post(url, query);
    const withSession = await post(url, query, { cookie: `sessionid=${'b'.repeat(43)}` });
    expect(withSession.body.extensions?.upstream?.calls).toBe(1);
    const otherSession = await post(url, query, { cookie: `sessionid=${'c'.repeat(43)}` });
    // Public data: shared by every visitor with a session, never mixed with the anonymous one.
    expect(otherSession.body.extensions?.upstream?.calls).toBe(0);
  });
});

describe('PRIVATE answers (a schema of the test: the site has no private field yet)', () => {
  // `me` is a session's own data, `news` public: the plugins as the gateway installs them.
  let resolved = 0;
  const server = new ApolloServer<CacheContext>({
    typeDefs: `
      enum CacheControlScope { PUBLIC PRIVATE }
      directive @cacheControl(maxAge: Int, scope: CacheControlScope, inheritMaxAge: Boolean) on FIELD_DEFINITION | OBJECT
      type Query {
        me: String @cacheControl(maxAge: 60, scope: PRIVATE)
        news: String @cacheControl(maxAge: 60)
      }`,
    resolvers: {
      Query: {
        me: (_parent: unknown, _args: unknown, context: CacheContext) => {
          resolved++;
          return `sessie ${context.sessionId}`;
        },
        news: () => {
          resolved++;
          return 'nieuws';
        },
      },
    },
    plugins: responseCachePlugins<CacheContext>({
      store: new InMemoryLRUCache<string>(),
      maxAgeS: 60,
      staleS: 300,
      waitMs: 1000,
    }),
  });
  const run = async (query: string, sessionId: string | null, calls: CacheContext['rest']['calls'] = []) => {
    const contextValue: CacheContext = { sessionId, today: NOW, rest: { setCookies: new Map(), calls } };
    const response = await server.executeOperation({ query }, { contextValue });
    return response.body.kind === 'single' ? response.body.singleResult.data : undefined;
  };
  beforeAll(() => server.start());
  afterAll(() => server.stop());

  it('never serves one session the private answer of another, and never stores it', async () => {
    expect(await run('{ me }', 'sessie-a')).toEqual({ me: 'sessie sessie-a' });
    expect(await run('{ me }', 'sessie-b')).toEqual({ me: 'sessie sessie-b' });
    expect(await run('{ me }', null)).toEqual({ me: 'sessie null' });
    const before = resolved;
    expect(await run('{ me }', 'sessie-a')).toEqual({ me: 'sessie sessie-a' });
    expect(resolved).toBe(before + 1);
  });

  it('stores the public answer once for everyone without a session', async () => {
    await run('{ news }', null);
    const before = resolved;
    expect(await run('{ news }', null)).toEqual({ news: 'nieuws' });
    expect(resolved).toBe(before);
  });
});

describe('a server render (one context for all its operations)', () => {
  let resolved = 0;
  const server = new ApolloServer<CacheContext>({
    typeDefs: `
      enum CacheControlScope { PUBLIC PRIVATE }
      directive @cacheControl(maxAge: Int, scope: CacheControlScope, inheritMaxAge: Boolean) on FIELD_DEFINITION | OBJECT
      type Query { a: String @cacheControl(maxAge: 60) b: String @cacheControl(maxAge: 60) }`,
    resolvers: { Query: { a: () => `${++resolved}`, b: () => `${++resolved}` } },
    plugins: responseCachePlugins<CacheContext>({
      store: new InMemoryLRUCache<string>(),
      maxAgeS: 60,
      staleS: 0,
      waitMs: 1000,
    }),
  });
  beforeAll(() => server.start());
  afterAll(() => server.stop());
  const run = async (query: string, calls: CacheContext['rest']['calls']) => {
    const contextValue: CacheContext = {
      sessionId: null,
      today: NOW,
      rest: { setCookies: new Map(), calls },
    };
    await server.executeOperation({ query }, { contextValue });
  };

  it("stores an answer while another operation's upstream call still runs, not after one failed", async () => {
    await run('{ a }', [
      { status: 200, ended: 1 },
      { status: 0, ended: 0 },
    ]);
    const afterA = resolved;
    await run('{ a }', []);
    expect(resolved).toBe(afterA);

    await run('{ b }', [{ status: 503, ended: 1 }]);
    const afterB = resolved;
    await run('{ b }', []);
    expect(resolved).toBe(afterB + 1);
  });
});

describe('shared cache in Redis (REDIS_URL)', () => {
  const redisUrl = process.env.REDIS_URL;
  let own: Awaited<ReturnType<typeof startOwnStack>> | undefined;
  afterAll(async () => {
    await own?.close();
  });

  it.skipIf(!redisUrl)('two gateways share one cache', async () => {
    own = await startOwnStack();
    const one = await own.gateway({ cache: { redisUrl } });
    const two = await own.gateway({ cache: { redisUrl } });
    // A query text of its own: another run of this test (or another checkout) shares the Redis.
    const query = { query: `${COURSE_PAGE}\n# ${randomUUID()}`, variables: { slug: 'montage-basis' } };

    const first = await post<CoursePage>(one, query);
    expect(first.body.extensions?.upstream?.calls).toBe(COURSE_PAGE_CALLS);
    await sleep(50); // the write to Redis is not awaited by the answer
    const before = own.seen.length;
    const second = await post<CoursePage>(two, query);
    expect(second.body.extensions?.upstream?.calls).toBe(0);
    expect(second.body.data).toEqual(first.body.data);
    expect(own.seen.length).toBe(before);

    // Persisted queries too: registered at one gateway, known at the other.
    const persisted = `query SharedHash { sections { slug } } # ${randomUUID()}`;
    const extensions = { persistedQuery: { version: 1, sha256Hash: sha256(persisted) } };
    await post(one, { query: persisted, extensions });
    await sleep(50);
    const byHash = await get<{ sections: unknown[] }>(two, { extensions });
    expect(byHash.body.data?.sections.length).toBeGreaterThan(0);
  });
});
