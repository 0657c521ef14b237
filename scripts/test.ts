import { npmRun } from './lib.ts';

// `npm test`: everything CI runs, in order; stops at the first failure.
// PostgreSQL and Redis suites run only when TEST_DATABASE_URL / REDIS_URL are set.
const skipped = [
  process.env.TEST_DATABASE_URL ? null : 'PostgreSQL (TEST_DATABASE_URL not set)',
  process.env.REDIS_URL ? null : 'Redis (REDIS_URL not set)',
].filter(Boolean);

const steps = ['lint', 'typecheck', 'test:unit', 'build', 'test:e2e'];
for (const step of steps) {
  const code = npmRun(step);
  if (code !== 0) {
    console.error(`\n✖ npm run ${step} failed (exit ${code})`);
    process.exit(code);
  }
}
console.log(`\n✔ all checks passed: ${steps.join(', ')}`);
if (skipped.length > 0) console.log(`Not run here: ${skipped.join('; ')}. CI runs them.`);
