import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium.ts';
import { E2E_WORKERS, stacksOf } from './tests/e2e/stacks.ts';
import { shareRunTemplates } from './tests/run-setup.ts';

// End-to-end tests in Chromium against the real stack: `scripts/e2e-server.ts` starts an in-memory
// api with a fixed clock (NOW=2026-11-23) and the gateway serving the built site (web/dist), so
// `npm run build` must have run first (`npm test` does). Each worker has its own pair of stacks
// (tests/e2e/stacks.ts: the suite's, and one whose payments go to a fake of Mollie), started from
// the run's database template (tests/run-setup.ts). Screenshots are kept for failed tests.
//
// The config is read by the runner and again by each worker: the workers inherit the runner's
// PGLITE_TEMPLATE_DIR, so only the runner makes one.
const removeTemplates = shareRunTemplates();
process.once('exit', removeTemplates);

const stack = (port: number, env: Record<string, string> = {}) => ({
  command: 'node scripts/e2e-server.ts',
  url: `http://127.0.0.1:${port}/healthz`,
  // Request lines would bury the test report; warnings and errors still show.
  env: { PORT: String(port), NOW: '2026-11-23', LOG_LEVEL: 'warn', ...env },
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
  stdout: 'pipe' as const,
});

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // Empties reports/a11y-states.txt, the list of the accessibility states this run scans.
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: E2E_WORKERS,
  forbidOnly: Boolean(process.env.CI),
  // A test that passes only on its second try is a defect to fix, not to hide.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    // The suite stack of the test's worker (tests/e2e/fixtures.ts sets it per worker).
    baseURL: process.env.E2E_BASE_URL ?? stacksOf(0).suite,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    screenshot: 'only-on-failure',
    // Recording a trace of every test (to keep those that fail) costs a quarter of the run's time;
    // E2E_TRACE=1 records them when a failure needs one (`npx playwright show-trace`).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : Array.from({ length: E2E_WORKERS }, (_, index) => stacksOf(index)).flatMap(
        ({ suitePort, molliePort }) => [stack(suitePort), stack(molliePort, { PAYMENT_PROVIDER: 'mollie' })],
      ),
});
