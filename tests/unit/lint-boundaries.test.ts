import { execFile } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

// The layout's lint rules (biome.json) each refuse a file that breaks them: probe files are written
// where a newcomer might put them, linted with the project's own Biome, and removed again.

const root = join(import.meta.dirname, '..', '..');
const run = promisify(execFile);

/** The Biome rules that fire for these files (each `path` relative to the repo, with its text). */
async function violations(files: Record<string, string>): Promise<string[]> {
  const paths = Object.keys(files);
  try {
    for (const [path, text] of Object.entries(files)) writeFileSync(join(root, path), text);
    const biome = join(root, 'node_modules', '.bin', 'biome');
    const { stdout } = await run(biome, ['lint', '--reporter=json', '--max-diagnostics=50', ...paths], {
      cwd: root,
    }).catch((failure: { stdout: string }) => ({ stdout: failure.stdout }));
    const report = JSON.parse(stdout) as {
      diagnostics: { category: string; location: { path: string } }[];
    };
    return report.diagnostics.map((d) => `${d.location.path} ${d.category}`);
  } finally {
    for (const path of paths) rmSync(join(root, path), { force: true });
  }
}

const RESTRICTED = 'lint/style/noRestrictedImports';

/** Each test's probe files; all are linted in one run of Biome (a run costs seconds), then removed. */
const PROBES = {
  features: {
    'web/src/features/catalogue/lint-probe.ts':
      "import { A } from '../course/course-page.tsx';\nimport { B } from '../../features/course/course-page.tsx';\nexport const x = [A, B];\n",
  },
  components: {
    'web/src/components/lint-probe.ts':
      "import { A } from '../features/catalogue/article-price.tsx';\nimport { routes } from '../app/routes.tsx';\nimport { C } from '../app/shell/cart-line.tsx';\nimport { paths } from '../../../domain/paths.ts';\nexport const x = [A, routes, C, paths];\n",
  },
  domain: {
    'domain/lint-probe.ts':
      "import express from 'express';\nimport { z } from 'zod';\nimport { readFileSync } from 'node:fs';\nimport { x } from '../api/config.ts';\nimport { formatEuro } from './money.ts';\nexport const y = [express, z, readFileSync, x, formatEuro];\n",
  },
  tiers: {
    'gateway/lint-probe.ts': "import { x } from '../api/config.ts';\nexport const y = x;\n",
    'web/src/lint-probe.ts': "import { x } from '../../gateway/context.ts';\nexport const y = x;\n",
    'api/lint-probe.ts': "import { x } from '../gateway/context.ts';\nexport const y = x;\n",
  },
  observability: {
    'observability/lint-probe.ts':
      "import { a } from '../api/config.ts';\nimport { g } from '../gateway/context.ts';\nimport { w } from '../web/src/app/apollo.ts';\nimport { logTo } from './logger.ts';\nexport const y = [a, g, w, logTo];\n",
  },
  cycle: {
    'api/lint-probe-a.ts': "import { b } from './lint-probe-b.ts';\nexport const a = () => b();\n",
    'api/lint-probe-b.ts': "import { a } from './lint-probe-a.ts';\nexport const b = () => a();\n",
  },
} satisfies Record<string, Record<string, string>>;

let found: string[] = [];
beforeAll(async () => {
  found = await violations(Object.assign({}, ...Object.values(PROBES)));
}, 60_000);

/** The rules that fired for one test's probe files, in file order. */
function violationsOf(probe: keyof typeof PROBES): string[] {
  const paths = Object.keys(PROBES[probe]);
  return found.filter((v) => paths.some((path) => v.startsWith(`${path} `))).sort();
}

describe('the layout lint rules', () => {
  it('refuses a feature importing another feature, also through ../../features', async () => {
    expect(violationsOf('features')).toEqual([
      `web/src/features/catalogue/lint-probe.ts ${RESTRICTED}`,
      `web/src/features/catalogue/lint-probe.ts ${RESTRICTED}`,
    ]);
  });

  it('refuses components/ importing a feature, the route table or the shell', async () => {
    expect(violationsOf('components')).toEqual(
      Array(3).fill(`web/src/components/lint-probe.ts ${RESTRICTED}`),
    );
  });

  it('refuses domain/ importing a package, node or the rest of the project', async () => {
    expect(violationsOf('domain')).toEqual(Array(4).fill(`domain/lint-probe.ts ${RESTRICTED}`));
  });

  it('refuses the gateway or the web importing the api, and the api importing them', async () => {
    expect(violationsOf('tiers')).toHaveLength(3);
  });

  it('refuses observability/ importing the api, the gateway or the web; allows its own files', async () => {
    expect(violationsOf('observability')).toEqual(Array(3).fill(`observability/lint-probe.ts ${RESTRICTED}`));
  });

  it('refuses an import cycle', async () => {
    expect(violationsOf('cycle')).toEqual([
      'api/lint-probe-a.ts lint/suspicious/noImportCycles',
      'api/lint-probe-b.ts lint/suspicious/noImportCycles',
    ]);
  });
});
