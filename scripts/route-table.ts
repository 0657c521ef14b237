import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_MODULES } from '../api/openapi.ts';
import { root } from './lib.ts';

// The api README's route→file table, generated from the OpenAPI document's route modules
// (api/openapi.ts `ROUTE_MODULES`): which file serves each REST path. `npm run route-table` writes
// it between the README's markers; tests/api/route-table.test.ts fails while it is stale.

export const README = join(root, 'api', 'README.md');
const START = '<!-- route-table:start (npm run route-table) -->';
const END = '<!-- route-table:end -->';

export function renderRouteTable(): string {
  const rows = ROUTE_MODULES.flatMap(({ file, paths }) =>
    Object.entries(paths).map(
      ([path, item]) =>
        `| \`${Object.keys(item)
          .map((m) => m.toUpperCase())
          .join(', ')}\` | \`/api${path}\` | [\`${file}\`](${file}) |`,
    ),
  );
  return [START, '| methods | path | served by |', '|---|---|---|', ...rows, END].join('\n');
}

/** The README with the table as it is now. */
export function readmeWithTable(readme: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`api/README.md lacks the markers ${START} … ${END}`);
  return readme.slice(0, start) + renderRouteTable() + readme.slice(end + END.length);
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  writeFileSync(README, readmeWithTable(readFileSync(README, 'utf8')));
  console.log('route-table: api/README.md updated');
}
