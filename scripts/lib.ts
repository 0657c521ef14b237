import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '..');

/** Run an npm script in the foreground; exit code 0 means it passed. */
export function npmRun(script: string, env: NodeJS.ProcessEnv = {}): number {
  console.log(`\n▶ npm run ${script}`);
  const [name = '', ...args] = script.split(' ');
  const result = spawnSync('npm', ['run', '--silent', name, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

/** Newest modification time below `dir` (0 when it does not exist). */
export function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'gql') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** True when the built site or explorer is missing or older than its sources. */
export function buildIsStale(): boolean {
  const outputs = [
    'web/dist/index.html',
    'web/dist-server/entry-server.js',
    'gateway/explorer/dist/index.html',
    'gateway/generated/resolvers-types.ts',
    'gateway/generated/rest-types.ts',
  ];
  const built = Math.min(
    ...outputs.map((f) => (existsSync(join(root, f)) ? statSync(join(root, f)).mtimeMs : 0)),
  );
  const sources = ['web', 'schema', 'domain', 'api', 'gateway/explorer'].map((d) =>
    newestMtime(join(root, d)),
  );
  return built === 0 || Math.max(...sources) > built;
}

/** Start a long-running child whose lines are prefixed with its name; stopping one stops all. */
export function startAll(
  children: { name: string; command: string; args: string[]; env?: NodeJS.ProcessEnv }[],
) {
  const running: ChildProcess[] = [];
  const stop = (code: number) => {
    for (const child of running) child.kill('SIGTERM');
    process.exitCode = code;
  };
  for (const { name, command, args, env } of children) {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = (chunk: Buffer) =>
      chunk
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((line) => `[${name}] ${line}`)
        .join('\n');
    child.stdout?.on('data', (chunk: Buffer) => console.log(prefix(chunk)));
    child.stderr?.on('data', (chunk: Buffer) => console.error(prefix(chunk)));
    child.on('exit', (code) => {
      console.log(`[${name}] stopped (${code ?? 'signal'})`);
      stop(code ?? 0);
    });
    running.push(child);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop(0));
}
