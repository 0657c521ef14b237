import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// What a test run shares: one folder for the PGlite templates (api/db/pglite-template.ts), so the
// run migrates and seeds an in-memory database once per day of its clocks instead of once per api,
// and a run id naming the PostgreSQL template databases (tests/api/harness.ts). `npm test` makes
// them once for vitest and Playwright together; a runner started alone makes its own.

/** Sets PGLITE_TEMPLATE_DIR and TEST_RUN_ID unless set; returns how to remove what it made. */
export function shareRunTemplates(): () => void {
  if (process.env.PGLITE_TEMPLATE_DIR?.trim()) return () => {};
  const dir = mkdtempSync(join(tmpdir(), 'av-shop-templates-'));
  process.env.PGLITE_TEMPLATE_DIR = dir;
  process.env.TEST_RUN_ID ??= randomBytes(4).toString('hex');
  return () => rmSync(dir, { recursive: true, force: true });
}
