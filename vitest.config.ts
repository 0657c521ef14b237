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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
