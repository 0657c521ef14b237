import { defineConfig } from 'vitest/config';

// Only the vitest suites: Playwright specs live in tests/e2e and run with `npm run test:e2e`.
export default defineConfig({
  test: {
    include: ['tests/{unit,api,gateway}/**/*.test.ts'],
    // The api and gateway suites read mails back through the development outbox (off unless enabled).
    env: { DEV_OUTBOX: '1' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
