import { expect, test } from './fixtures.ts';

// The GraphQL explorer at /graphql runs under its own, slightly wider CSP (Monaco adds styles and
// workers at run time); the fixture fails the test on any console error, a CSP violation included.

test('the explorer opens, runs a query and shows the answer, with no CSP violations', async ({
  page,
}, testInfo) => {
  // Monaco is 2.8 MB of JS: on a busy 2-core runner, with other workers, it has been close to 30 s.
  test.slow();
  const response = await page.goto('/graphql');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  const editor = page.locator('.graphiql-query-editor .monaco-editor').first();
  await expect(editor).toBeVisible({ timeout: 20_000 });
  // The example query of the explorer: a course with its runs.
  await expect(editor).toContainText('query CourseRuns');
  await page.getByRole('button', { name: /execute query/i }).click();
  await expect(page.locator('.graphiql-response')).toContainText('Montage basis', { timeout: 10_000 });
  await page.screenshot({ path: testInfo.outputPath('explorer.png') });
});
