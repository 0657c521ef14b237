import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium.ts';

// End-to-end tests in Chromium against the real stack: `scripts/e2e-server.ts` starts an in-memory
// api with a fixed clock (NOW=2026-11-23) and the gateway serving the built site (web/dist), so
// `npm run build` must have run first (`npm test` does). Screenshots are kept in test-results/.
const port = Number(process.env.E2E_PORT ?? 4100);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
// A second stack whose payments go to a fake of Mollie (mollie-payment.spec.ts).
export const molliePort = port + 2;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // Empties reports/a11y-states.txt, the list of the accessibility states this run scans.
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    screenshot: 'on',
    trace: 'retain-on-failure',
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
    : [
        {
          command: 'node scripts/e2e-server.ts',
          url: `${baseURL}/healthz`,
          // Request lines would bury the test report; warnings and errors still show.
          env: { PORT: String(port), NOW: '2026-11-23', LOG_LEVEL: 'warn' },
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
          stdout: 'pipe',
        },
        {
          command: 'node scripts/e2e-server.ts',
          url: `http://127.0.0.1:${molliePort}/healthz`,
          env: { PORT: String(molliePort), NOW: '2026-11-23', PAYMENT_PROVIDER: 'mollie', LOG_LEVEL: 'warn' },
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
          stdout: 'pipe',
        },
      ],
});
