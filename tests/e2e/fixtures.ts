import { test as base, expect, type Page, type Request, type Response } from '@playwright/test';
import { stacksOf } from './stacks.ts';

export { expect };

type GraphqlCall = {
  operationName: string | null;
  variables: Record<string, unknown>;
  /** A persisted-query hash without the query text (may be followed by a retry with it). */
  hashOnly?: boolean;
};

function callOf(request: Request): GraphqlCall {
  if (request.method() === 'GET') {
    // Queries may go as GET (persisted queries): the operation is in the query string.
    const url = new URL(request.url());
    const variables = url.searchParams.get('variables');
    return {
      operationName: url.searchParams.get('operationName'),
      variables: variables ? (JSON.parse(variables) as Record<string, unknown>) : {},
    };
  }
  const body = request.postDataJSON() as Partial<GraphqlCall> | null;
  return { operationName: body?.operationName ?? null, variables: body?.variables ?? {} };
}

function hasQueryText(request: Request): boolean {
  return typeof (request.postDataJSON() as { query?: unknown } | null)?.query === 'string';
}

/**
 * The visitor's private data (the cart, its rental period, whether they may edit content) is never
 * in the server's HTML: the browser asks for it itself after hydration, on every page
 * (web/src/app/shell/use-cart.ts, components/use-me.ts, app/shell/editor-host.tsx).
 * `graphqlCalls` leaves these out, so it still says whether a page's own data came from the server.
 */
export const CLIENT_ONLY_OPERATIONS: ReadonlySet<string> = new Set([
  'Cart',
  'RentalPeriodWidget',
  'Me',
  'EditorAccess',
]);

type WorkerFixtures = {
  /** This worker's own stacks (tests/e2e/stacks.ts): the suite's, and the one paying at the Mollie fake. */
  stacks: { suite: string; mollie: string };
};

type Fixtures = {
  /** Console errors and uncaught page errors; any at the end of a test fails it. */
  consoleErrors: string[];
  /** Every GraphQL operation the browser sent (POST, or GET for persisted queries), in order, but
   * the private ones of CLIENT_ONLY_OPERATIONS. A page rendered on the server sends none on its
   * first load; navigations inside the app do. */
  graphqlCalls: GraphqlCall[];
};

export const test = base.extend<Fixtures, WorkerFixtures>({
  stacks: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; this one has none.
    async ({}, use, workerInfo) => {
      const own = stacksOf(workerInfo.parallelIndex);
      // E2E_BASE_URL: the whole run against one site started elsewhere.
      const elsewhere = process.env.E2E_BASE_URL;
      await use(elsewhere ? { suite: elsewhere, mollie: elsewhere } : own);
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ stacks }, use) => use(stacks.suite),
  // A page of the site has been rendered on the server; a test acts on it once the app has taken
  // it over (hydrated), as a visitor's click after the first paint would otherwise be a full page
  // load instead of a navigation in the app. A signed-out visitor's whole page starts the app when
  // the visitor first moves or touches (web/src/app/main.tsx): the test moves the mouse, as they would.
  page: async ({ page }, use) => {
    const afterLoad =
      <A extends unknown[]>(navigate: (...args: A) => Promise<Response | null>) =>
      async (...args: A) => {
        const response = await navigate(...args);
        const html = response?.headers()['content-type']?.includes('text/html') ?? false;
        if (html && !new URL(page.url()).pathname.startsWith('/graphql')) await visitorArrives(page);
        return response;
      };
    page.goto = afterLoad(page.goto.bind(page));
    page.reload = afterLoad(page.reload.bind(page));
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // A page's own status (a 404 page is served with 404) is asserted by the tests; Chromium
      // still reports it as a failed resource, which is not an error of the page.
      const failedDocuments = new Set<string>();
      page.on('response', (response) => {
        if (response.request().isNavigationRequest() && response.status() >= 400)
          failedDocuments.add(response.url());
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const ownStatus =
          message.text().startsWith('Failed to load resource') && failedDocuments.has(message.location().url);
        if (!ownStatus) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
  graphqlCalls: async ({ page }, use) => {
    const calls: GraphqlCall[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname !== '/graphql') return;
      // With persisted queries the first ask of an operation is a hash the gateway may not know
      // yet (PERSISTED_QUERY_NOT_FOUND), then the same operation again with its text: one call.
      const extensions = url.searchParams.get('extensions') ?? '';
      const retry = calls.at(-1);
      const call = callOf(request);
      if (call.operationName && CLIENT_ONLY_OPERATIONS.has(call.operationName)) return;
      if (
        retry?.hashOnly &&
        retry.operationName === call.operationName &&
        JSON.stringify(retry.variables) === JSON.stringify(call.variables)
      ) {
        calls.pop();
      }
      calls.push({
        ...call,
        hashOnly:
          request.method() === 'GET'
            ? !url.searchParams.has('query') && extensions !== ''
            : !hasQueryText(request),
      });
    });
    await use(calls);
  },
});

/**
 * A visitor arrives at a page the server rendered: the pointer moves over it, which starts the app
 * on a page marked `data-app-start="intent"` (other pages start it at once); resolves once the app
 * has taken the page over.
 */
export async function visitorArrives(page: Page): Promise<void> {
  const ready = page.locator('html[data-app="ready"]');
  const waits = await page.locator('#root[data-app-start="intent"]').count();
  if (waits > 0 && (await ready.count()) === 0) {
    // To a point other than the last, so the browser reports a move.
    const at = pointerAt.get(page) === 1 ? 2 : 1;
    pointerAt.set(page, at);
    await page.mouse.move(at, at);
  }
  await ready.waitFor({ state: 'attached', timeout: 15_000 });
}
const pointerAt = new WeakMap<Page, number>();

/** Asks the gateway directly, for the figures a page should show. */
export async function graphql<T>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await page.request.post('/graphql', { data: { query, variables } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/**
 * Opens `path` as a navigation inside the app (client-side), not as a first load: the browser
 * then asks /graphql itself, so a test can watch or stub that request. Starts from a small page.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  // Only once the app has hydrated the server's page may the URL change under it (goto waits).
  await page.goto('/infodag-inschrijving-bedankt');
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The operation name of a GraphQL request, sent as POST or as GET (persisted queries). */
export function operationOf(request: Request): string | null {
  if (request.method() === 'GET') return new URL(request.url()).searchParams.get('operationName');
  return (request.postDataJSON() as { operationName?: string } | null)?.operationName ?? null;
}
