import { defineConfig } from 'vitest/config';

// Only the vitest suites: Playwright specs live in tests/e2e and run with `npm run test:e2e`.
export default defineConfig({
  test: {
    include: ['tests/{unit,api,gateway}/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
