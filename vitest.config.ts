import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// Only the vitest suites: Playwright specs live in tests/e2e and run with `npm run test:e2e`.
export default defineConfig({
  resolve: {
    // Node loads graphql's CommonJS build for Apollo Server and GraphQL Armor; Vite would give our
    // own sources its ESM build, and graphql refuses types from "another realm". One build for all.
    alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }],
  },
  test: {
    include: ['tests/{unit,api,gateway}/**/*.test.ts'],
    // Migrates and seeds the run's template databases once (tests/run-setup.ts).
    globalSetup: ['tests/vitest-setup.ts'],
    // Both cores: each file in a process of its own, two at a time.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
