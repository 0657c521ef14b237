import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crashSuite } from './refunds-crash.ts';

// Refunds through SIGKILLs on PGlite (refunds-crash.ts): a data directory of its own.
crashSuite('PGlite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'refunds-crash-'));
  return {
    env: { DATA_DIR: dir, DATABASE_URL: '' },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
});
