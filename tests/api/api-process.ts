import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

// The api as its own process (`node api/server.ts`, as in production), for the tests and benches
// that kill it (api/refunds-crash.ts, bench/crash-checkouts.ts).

const root = join(import.meta.dirname, '..', '..');

/** A port free on 127.0.0.1 a moment ago (for API_PORT). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `node api/server.ts` with `env` over this process's; resolves once it listens, with its base URL. */
export function startApiProcess(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['api/server.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/[^ ]+\/api)\//.exec(out);
      if (match?.[1]) resolve({ child, base: match[1] });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) =>
      reject(new Error(`api exited (${code}) before listening: ${out.slice(-2000)}`)),
    );
  });
}

/** SIGKILL, and wait until the process is gone. */
export async function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await gone;
}
