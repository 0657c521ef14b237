// Where each Playwright worker's stacks listen (playwright.config.ts starts them): every worker has
// a suite stack and a stack whose payments go to the Mollie fake, its own databases and clocks, so
// the workers never see each other's carts, mails, stock or TOTP steps.

/** How many workers (and stack pairs) a run has: E2E_WORKERS, default 2 (both cores). */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 2);
const FIRST_PORT = Number(process.env.E2E_PORT ?? 4100);

/** The stacks of the worker with Playwright's `parallelIndex` (0 … E2E_WORKERS − 1). */
export function stacksOf(parallelIndex: number): {
  suite: string;
  mollie: string;
  suitePort: number;
  molliePort: number;
} {
  const suitePort = FIRST_PORT + 10 * parallelIndex;
  const molliePort = suitePort + 2;
  return {
    suite: `http://127.0.0.1:${suitePort}`,
    mollie: `http://127.0.0.1:${molliePort}`,
    suitePort,
    molliePort,
  };
}
