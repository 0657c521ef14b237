import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import SlowestFirst from './tests/vitest-sequencer.ts';

const SUITES = ['tests/{unit,api,gateway}/**/*.test.ts'];
const ISOLATED = ['tests/unit/contracts.test.ts', 'tests/gateway/metrics.test.ts'];

// Only the vitest suites: Playwright specs live in tests/e2e and run with `npm run test:e2e`.
export default defineConfig({
  resolve: {
    // Node loads graphql's CommonJS build for Apollo Server and GraphQL Armor; Vite would give our
    // own sources its ESM build, and graphql refuses types from "another realm". One build for all.
    alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }],
  },
  test: {
    // Migrates and seeds the run's template databases once (tests/run-setup.ts).
    globalSetup: ['tests/vitest-setup.ts'],
    // Both cores: two processes, each running file after file, the longest first.
    pool: 'forks',
    sequence: { sequencer: SlowestFirst },
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        // A process keeps the modules it loaded for its next file: loading the api's and the
        // gateway's code anew for every file was half of this phase's time. Every file starts
        // its own servers and databases, so nothing else is shared.
        extends: true,
        test: { name: 'shared', isolate: false, include: SUITES, exclude: ISOLATED },
      },
      {
        // These read state kept in modules: the OpenAPI document's registry (contracts) and
        // prom-client's default metrics (metrics). Each gets fresh modules.
        extends: true,
        test: { name: 'isolated', isolate: true, include: ISOLATED },
      },
    ],
  },
});
