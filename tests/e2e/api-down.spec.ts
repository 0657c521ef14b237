import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createGateway } from '../../gateway/create-gateway.ts';
import { expect, test } from './fixtures.ts';

// With the api down, a page is the Dutch error page with a way to try again, in the browser too.
// A gateway of its own, in front of an address where no api answers. Its status 503 and the HTML
// of that page are asked without a browser: tests/gateway/site-html.test.ts › with the api down.

let server: Server;
let base: string;
test.beforeAll(async () => {
  const root = join(import.meta.dirname, '..', '..');
  const { app } = await createGateway({
    apiUrl: 'http://127.0.0.1:9/api',
    timeoutMs: 2000,
    now: '2026-11-23',
    webDist: join(root, 'web', 'dist'),
    serverDist: join(root, 'web', 'dist-server'),
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('in the browser the error page offers a retry and stays on screen while the app asks the api again', async ({
  page,
}) => {
  // Every moment the page is blank is recorded: the server's error page must stay until the
  // app's own render replaces it, not make way for an empty page while the app asks again.
  await page.addInitScript(() => {
    const record = window as unknown as { blankMoments: number };
    record.blankMoments = 0;
    let filled = false;
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (!root) return;
      if (root.childElementCount > 0) filled = true;
      else if (filled) record.blankMoments += 1;
    }).observe(document, { childList: true, subtree: true });
  });
  // The app's questions take a while to fail, as a slow network's would.
  await page.route('**/graphql**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.goto(`${base}/over-ons`);
  await expect(page.getByRole('heading', { level: 1, name: 'Er ging iets mis' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Opnieuw proberen' })).toBeEnabled();
  expect(await page.evaluate(() => (window as unknown as { blankMoments: number }).blankMoments)).toBe(0);
});
