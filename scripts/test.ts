import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { shareRunTemplates } from '../tests/run-setup.ts';
import { npmRun, root } from './lib.ts';
import { type Phase, phaseTable, writeSlowest } from './test-report.ts';

// `npm test`: everything CI runs, in order; stops at the first failure, and ends with one line
// `tests: N passed, N failed, N skipped` summed over vitest and Playwright.
// The PostgreSQL (and later Redis) suites run only when TEST_DATABASE_URL / REDIS_URL are set.
// It ends with a table of each phase's duration, also written to reports/slowest.md with the 25
// slowest vitest files and Playwright tests (scripts/test-report.ts).

const reports = join(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
// One template folder for vitest and Playwright: the suites' day is migrated and seeded once.
const removeTemplates = shareRunTemplates();

const steps: [string, string[], NodeJS.ProcessEnv?][] = [
  ['lint', []],
  // The GraphQL schema and the OpenAPI document against their snapshots in contracts/ (issue 29).
  ['contracts', []],
  // Codegen once: the typecheck and the build below read what it wrote.
  ['codegen', []],
  ['typecheck:only', []],
  // The built site before the suites: the gateway suite reads its server render too.
  ['build:only', []],
  // The home page's first-visit JS against its budget (issue 7); reads the build above.
  ['check:js-budget', []],
  [
    'test:vitest',
    ['--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, 'vitest.json')}`],
  ],
  // The e2e stacks also write every log line to reports/e2e-server-<port>.log (E2E_LOG_DIR) …
  [
    'test:e2e',
    ['--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_FILE: join(reports, 'playwright.json'), E2E_LOG_DIR: reports },
  ],
  // … which must hold none of the specs' customers' e-mails, phones, streets (issue 36).
  ['check:logs', []],
];

const totals = { passed: 0, failed: 0, skipped: 0 };
function count(): void {
  const vitest = join(reports, 'vitest.json');
  if (existsSync(vitest)) {
    const r = JSON.parse(readFileSync(vitest, 'utf8'));
    totals.passed += r.numPassedTests ?? 0;
    totals.failed += r.numFailedTests ?? 0;
    totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  }
  const playwright = join(reports, 'playwright.json');
  if (existsSync(playwright)) {
    const s = JSON.parse(readFileSync(playwright, 'utf8')).stats ?? {};
    totals.passed += (s.expected ?? 0) + (s.flaky ?? 0);
    totals.failed += s.unexpected ?? 0;
    totals.skipped += s.skipped ?? 0;
  }
}

let failedStep: string | undefined;
const phases: Phase[] = [];
for (const [script, args, env] of steps) {
  const start = performance.now();
  const status = npmRun(args.length > 0 ? `${script} -- ${args.join(' ')}` : script, env);
  phases.push({ name: script, ms: performance.now() - start, ok: status === 0 });
  if (status !== 0) {
    failedStep = script;
    break;
  }
}
count();
removeTemplates();
writeSlowest(reports, phases);
console.log(`\n${phaseTable(phases)}\n(the slowest files and tests: reports/slowest.md)`);

if (!process.env.TEST_DATABASE_URL)
  console.log('\nNot run: the PostgreSQL api suite (set TEST_DATABASE_URL to run it).');
if (!process.env.REDIS_URL)
  console.log('Not run: two gateways sharing one cache in Redis (set REDIS_URL to run it).');
console.log(
  failedStep
    ? `\n✖ npm run ${failedStep} failed`
    : '\n✔ lint, contracts, codegen, typecheck, build, JS budget, unit/api/gateway, e2e, e2e logs',
);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStep ? 1 : 0);
