import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

// PGlite has no inter-process lock: two processes on one data directory corrupt it. Before
// opening a directory the api takes `<dir>/api.lock` holding its pid; a lock whose process is
// gone (a crash, kill -9) is taken over.

export class DataDirLockedError extends Error {
  readonly pid: number;
  constructor(dir: string, pid: number) {
    // For the operator, in English like every log line of the api.
    super(
      `Data directory ${dir} is in use by process ${pid}. Stop that process first, choose another ` +
        `DATA_DIR (DATA_DIR=memory:// for a throw-away database), or delete ${join(dir, 'api.lock')} ` +
        'if that process is not an api.',
    );
    this.name = 'DataDirLockedError';
    this.pid = pid;
  }
}

export type DataDirLock = { path: string; release(): void };

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function tryCreate(path: string): boolean {
  try {
    const fd = openSync(path, 'wx');
    try {
      writeSync(fd, `${process.pid}\n`);
    } finally {
      closeSync(fd);
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Take the lock of `dir` or throw DataDirLockedError without touching anything. */
export function lockDataDir(dir: string): DataDirLock {
  const absolute = resolve(dir);
  const path = join(absolute, 'api.lock');
  const holder = readPid(path);
  // Our own pid counts as a holder too: a second open within one process corrupts just as well.
  if (holder !== null && isAlive(holder)) throw new DataDirLockedError(absolute, holder);
  mkdirSync(absolute, { recursive: true });

  if (!tryCreate(path)) {
    // A stale (or unreadable, half-written) lock: check again, then take it over. If another
    // process wins the race between unlink and create, our create fails and we refuse.
    const stale = readPid(path);
    if (stale !== null && isAlive(stale)) throw new DataDirLockedError(absolute, stale);
    unlinkSync(path);
    if (!tryCreate(path)) throw new DataDirLockedError(absolute, readPid(path) ?? 0);
  }

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    // Only remove a lock that is still ours.
    if (readPid(path) === process.pid) {
      try {
        unlinkSync(path);
      } catch {
        // already gone
      }
    }
  };
  process.on('exit', release);
  return { path, release };
}
