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

const fileOf = (dir: string, today: string) => join(dir, `pglite-${today}.tar.gz`);

// A process (a vitest worker, an e2e stack) opens many databases of the same day: each dump is
// read from disk once.
const read = new Map<string, Blob>();

/** The dump of a migrated, seeded database of `today`, when this run has made one. */
export function readTemplate(today: string): Blob | undefined {
  const dir = templateDir();
  if (!dir) return undefined;
  const file = fileOf(dir, today);
  const known = read.get(file);
  if (known) return known;
  if (!existsSync(file)) return undefined;
  const blob = new Blob([readFileSync(file)]);
  read.set(file, blob);
  return blob;
}

/** Keeps the just-seeded database of `today` as the run's template (written whole, then renamed). */
export async function writeTemplate(client: PGlite, today: string): Promise<void> {
  const dir = templateDir();
  if (!dir || existsSync(fileOf(dir, today))) return;
  // Checkpointed first, so a database started from it has no WAL to replay; gzipped, since most
  // of its 70 MB are empty WAL segments and template databases (10 MB, read in milliseconds
  // instead of half a second).
  await client.exec('CHECKPOINT');
  const dump = await client.dumpDataDir('gzip');
  const partial = `${fileOf(dir, today)}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, fileOf(dir, today));
}
