import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// How a process's log lines reach stdout (observability/logger.ts): gathered over a turn of the
// event loop and written together, yet none is lost when the process exits or crashes right after.

const root = join(import.meta.dirname, '..', '..');
const run = promisify(execFile);

/** Runs `script` (after a logger is made) in a Node process of its own; its stdout lines, parsed. */
async function linesOf(script: string): Promise<Record<string, unknown>[]> {
  const program = `
    import { createLogger, logAsProcess } from './observability/logger.ts';
    const logger = createLogger('probe');
    logAsProcess();
    ${script}
  `;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', program], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'info', VITEST: '' },
  }).catch((failure: { stdout: string }) => ({ stdout: failure.stdout }));
  return stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('log output', () => {
  it('writes every line, whole and in order, with an ISO time', async () => {
    const before = Date.now();
    const lines = await linesOf(`
      for (let i = 0; i < 3000; i++) logger.info({ i }, 'line');
      await new Promise((resolve) => setTimeout(resolve, 20));
      logger.info({ i: 3000 }, 'later');
    `);
    expect(lines.map((line) => line.i)).toEqual(Array.from({ length: 3001 }, (_, i) => i));
    const time = String(lines[0]?.time);
    expect(time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(time)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(time)).toBeLessThanOrEqual(Date.now());
    expect(lines[0]).toMatchObject({ service: 'probe', msg: 'line' });
  });

  it('loses no line when the process exits or crashes in the same turn', async () => {
    expect(await linesOf(`logger.info('one'); logger.info('two'); process.exit(0);`)).toMatchObject([
      { msg: 'one' },
      { msg: 'two' },
    ]);
    expect(await linesOf(`logger.info('before the crash'); throw new Error('boom');`)).toMatchObject([
      { msg: 'before the crash' },
    ]);
  });
});
