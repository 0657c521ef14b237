import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError } from '../../api/db/data-dir-lock.ts';
import { startApi } from '../../api/start-api.ts';
import { NOW } from './harness.ts';

const root = join(import.meta.dirname, '..', '..');
const temp = mkdtempSync(join(tmpdir(), 'api-lock-'));
const KEY = 'a-test-secret-key-of-32-characters';
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** The pid of a process that has certainly ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(child.stdout.trim());
}

/** A production-like start: its own key, a payment provider allowed there, a mail server. */
const PRODUCTION = {
  SECRET_KEY: KEY,
  PAYMENT_PROVIDER: 'test',
  ALLOW_TEST_PAYMENTS: '1',
  // Nothing listens there; these tests send no mail.
  SMTP_URL: 'smtp://127.0.0.1:9',
  DEMO_ACCOUNTS: '',
  DEV_OUTBOX: '',
};

describe('PGlite data directory lock', () => {
  it('refuses a second api on the same directory, and frees it on close', async () => {
    const dir = join(temp, 'shared');
    const first = await startApi({ dataDir: dir, now: NOW, port: 0 });
    try {
      expect(readFileSync(join(dir, 'api.lock'), 'utf8').trim()).toBe(String(process.pid));
      const second = startApi({ dataDir: dir, now: NOW, port: 0 });
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(second).rejects.toThrow(/is in use by process/);
      // The first api still works after the refused attempt.
      const answer = await fetch(`${first.url}/sections/?no_page`);
      expect(answer.status).toBe(200);
    } finally {
      await first.close();
    }
    expect(existsSync(join(dir, 'api.lock'))).toBe(false);
    // Reopening the same directory keeps the data and does not seed twice.
    const again = await startApi({ dataDir: dir, now: NOW, port: 0 });
    try {
      const sections = (await (await fetch(`${again.url}/sections/`)).json()) as { count: number };
      const expected = (await import('../../api/seed/data/index.ts')).seedData.sections.length;
      expect(sections.count).toBe(expected);
    } finally {
      await again.close();
    }
  });

  it('takes over a stale lock whose process is gone', async () => {
    const dir = join(temp, 'stale');
    const first = await startApi({ dataDir: dir, now: NOW, port: 0 });
    await first.close();
    writeFileSync(join(dir, 'api.lock'), `${deadPid()}\n`);
    const api = await startApi({ dataDir: dir, now: NOW, port: 0 });
    try {
      expect(readFileSync(join(dir, 'api.lock'), 'utf8').trim()).toBe(String(process.pid));
    } finally {
      await api.close();
    }
  });

  it('npm run start:api refuses the public development key outside a demo or development run', async () => {
    const child = spawn(process.execPath, ['api/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: join(temp, 'no-key'),
        API_PORT: '0',
        DATABASE_URL: '',
        SECRET_KEY: '',
        DEMO_ACCOUNTS: '',
        DEV_OUTBOX: '',
      },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(1);
    expect(stderr).toMatch(/SECRET_KEY is not set/);
    expect(existsSync(join(temp, 'no-key', 'api.lock'))).toBe(false);
  });

  it('npm run start:api exits non-zero with a clear message when the directory is in use', async () => {
    const dir = join(temp, 'busy');
    const api = await startApi({ dataDir: dir, now: NOW, port: 0 });
    try {
      const before = readFileSync(join(dir, 'api.lock'), 'utf8');
      const child = spawn(process.execPath, ['api/server.ts'], {
        cwd: root,
        env: { ...process.env, ...PRODUCTION, DATA_DIR: dir, API_PORT: '0', DATABASE_URL: '' },
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      expect(code).not.toBe(0);
      expect(stderr).toMatch(/is in use by process \d+/);
      expect(readFileSync(join(dir, 'api.lock'), 'utf8')).toBe(before);
    } finally {
      await api.close();
    }
  });

  it('npm run start:api logs its URL and, on SIGTERM, shuts down and frees the directory', async () => {
    const dir = join(temp, 'server');
    const child = spawn(process.execPath, ['api/server.ts'], {
      cwd: root,
      env: { ...process.env, ...PRODUCTION, DATA_DIR: dir, API_PORT: '0', NOW, DATABASE_URL: '' },
    });
    let stdout = '';
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const match = /listening on (http:\/\/127\.0\.0\.1:\d+\/api\/)/.exec(stdout);
        if (match?.[1]) resolve(match[1]);
      });
      child.on('exit', () => reject(new Error(`server exited: ${stdout}`)));
    });
    const answer = await fetch(`${url}courses/montage-basis/`);
    expect(answer.status).toBe(200);
    expect(existsSync(join(dir, 'api.lock'))).toBe(true);
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(existsSync(join(dir, 'api.lock'))).toBe(false);
  });
});
