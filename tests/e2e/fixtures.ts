import { test as base, expect, type Page } from '@playwright/test';

export { expect };

type GraphqlCall = { operationName: string | null; variables: Record<string, unknown> };

type Fixtures = {
  /** Console errors and uncaught page errors; any at the end of a test fails it. */
  consoleErrors: string[];
  /** Every POST to /graphql the page made, in order. */
  graphqlCalls: GraphqlCall[];
};

export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
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
      if (new URL(request.url()).pathname !== '/graphql' || request.method() !== 'POST') return;
      const body = request.postDataJSON() as Partial<GraphqlCall> | null;
      calls.push({ operationName: body?.operationName ?? null, variables: body?.variables ?? {} });
    });
    await use(calls);
  },
});

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
