import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

// A test run opens dozens of new databases (`memory://`, or a new data directory), and migrating
// and seeding one from nothing costs seconds. With PGLITE_TEMPLATE_DIR set (the test runners set it
// to a folder of their own run, tests/run-setup.ts), the first new database of a day is dumped there
// once it is migrated and seeded, and every later one of that day starts from the dump (PGlite's
// `loadDataDir`): the same rows, in a second. The seed depends on the day (runs and quotes are
// dated from it), so a template is kept per day. Unset, as in `npm start`, nothing changes.

const templateDir = () => process.env.PGLITE_TEMPLATE_DIR?.trim() || undefined;

const fileOf = (dir: string, today: string) => join(dir, `pglite-${today}.tar`);

/** The dump of a migrated, seeded database of `today`, when this run has made one. */
export function readTemplate(today: string): Blob | undefined {
  const dir = templateDir();
  if (!dir || !existsSync(fileOf(dir, today))) return undefined;
  return new Blob([readFileSync(fileOf(dir, today))]);
}

/** Keeps the just-seeded database of `today` as the run's template (written whole, then renamed). */
export async function writeTemplate(client: PGlite, today: string): Promise<void> {
  const dir = templateDir();
  if (!dir || existsSync(fileOf(dir, today))) return;
  const dump = await client.dumpDataDir('none');
  const partial = `${fileOf(dir, today)}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, fileOf(dir, today));
}
