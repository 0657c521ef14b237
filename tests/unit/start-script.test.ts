import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIsStale, siteEnv } from '../../scripts/lib.ts';

// `npm start` (scripts/start.ts): builds only when a source changed since the last build, and
// moves with PORT and API_PORT alone (issue 25, item 11).

let dir: string;
const SOURCES = [
  'web/src/main.tsx',
  'web/src/app/queries.graphql',
  'web/index.html',
  'schema/catalogue.graphql',
  'domain/pricing.ts',
  'api/openapi.ts',
  'gateway/server.ts',
  'gateway/catalogue/resolvers/enums.ts',
  'gateway/explorer/explorer.tsx',
  'codegen.ts',
  'vite.config.ts',
];
// What a build writes, in its order: codegen first, precompression last.
const OUTPUTS = [
  'gateway/generated/rest-types.ts',
  'gateway/generated/resolvers-types.ts',
  'web/src/gql/graphql.ts',
  'web/dist/index.html',
  'web/dist/assets/app.js',
  'web/dist-server/entry-server.js',
  'web/dist-server/assets/route.js',
  'web/dist-server/.vite/manifest.json',
  'gateway/explorer/dist/index.html',
  'web/dist/assets/app.js.br',
  'gateway/explorer/dist/index.html.gz',
];

/** Writes `path` below the temporary root with modification time `seconds` (and its folders). */
function write(path: string, seconds: number) {
  const file = join(dir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, path);
  utimesSync(file, seconds, seconds);
}
/** Sets the time of every folder on the way to `path`, as creating an entry in it does. */
function touchFolders(path: string, seconds: number) {
  for (let d = dirname(join(dir, path)); d.startsWith(dir) && d !== dir; d = dirname(d))
    utimesSync(d, seconds, seconds);
}

/** Sources at t = 1000; a build from t = 2000 on, each output a second later, folders touched as it goes. */
function build() {
  OUTPUTS.forEach((path, i) => {
    write(path, 2000 + i);
    touchFolders(path, 2000 + i);
  });
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'start-script-'));
  for (const path of SOURCES) write(path, 1000);
  for (const path of SOURCES) touchFolders(path, 1000);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('buildIsStale', () => {
  it('is stale without a build', () => {
    expect(buildIsStale(dir)).toBe(true);
  });

  it('is not stale right after a build: its own outputs (dist-server, gql, precompressed copies) are no sources', () => {
    build();
    expect(buildIsStale(dir)).toBe(false);
  });

  it('is not stale after codegen ran again (npm run typecheck), nor after the site ran (./data, test results)', () => {
    build();
    write('gateway/generated/resolvers-types.ts', 3000);
    write('web/src/gql/graphql.ts', 3000);
    touchFolders('web/src/gql/graphql.ts', 3000);
    write('data/PG_VERSION', 3000);
    write('test-results/shot.png', 3000);
    expect(buildIsStale(dir)).toBe(false);
  });

  it.each(SOURCES)('is stale when %s changed after the build', (path) => {
    build();
    write(path, 3000);
    expect(buildIsStale(dir)).toBe(true);
  });

  it('is not stale after a rebuild in which codegen left its unchanged files alone', () => {
    build();
    write('vite.config.ts', 3000);
    // Codegen writes a file only when its text changed: the generated files keep their time.
    OUTPUTS.filter((path) => !/generated|gql/.test(path)).forEach((path, i) => {
      write(path, 4000 + i);
      touchFolders(path, 4000 + i);
    });
    expect(buildIsStale(dir)).toBe(false);
  });

  it('is stale when a source is added or removed after the build', () => {
    build();
    rmSync(join(dir, 'domain/pricing.ts'));
    utimesSync(join(dir, 'domain'), 3000, 3000);
    expect(buildIsStale(dir)).toBe(true);
  });

  it('is stale when an output is missing', () => {
    build();
    rmSync(join(dir, 'web/dist-server'), { recursive: true });
    expect(buildIsStale(dir)).toBe(true);
    build();
    rmSync(join(dir, 'gateway/generated/rest-types.ts'));
    expect(buildIsStale(dir)).toBe(true);
  });
});

describe('siteEnv', () => {
  it('points the gateway at the api npm start runs: the default port', () => {
    expect(siteEnv({}).API_URL).toBe('http://127.0.0.1:8000/api');
  });

  it('follows API_PORT and API_HOST, so PORT and API_PORT are enough to move the site', () => {
    const env = siteEnv({ PORT: '4300', API_PORT: '8300' });
    expect(env.API_URL).toBe('http://127.0.0.1:8300/api');
    expect(env.PUBLIC_URL).toBe('http://localhost:4300');
    expect(siteEnv({ API_HOST: '192.168.1.5', API_PORT: '8300' }).API_URL).toBe(
      'http://192.168.1.5:8300/api',
    );
    expect(siteEnv({ API_HOST: '0.0.0.0', API_PORT: '8300' }).API_URL).toBe('http://127.0.0.1:8300/api');
    expect(siteEnv({ API_HOST: '::1' }).API_URL).toBe('http://[::1]:8000/api');
  });

  it('leaves an API_URL or PUBLIC_URL that is set alone', () => {
    const env = siteEnv({
      PORT: '4300',
      API_PORT: '8300',
      API_URL: 'https://api.example.nl/api',
      PUBLIC_URL: 'https://www.example.nl',
    });
    expect(env).toEqual({});
  });
});
