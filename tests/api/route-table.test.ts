import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_MODULES } from '../../api/openapi.ts';
import { README, readmeWithTable } from '../../scripts/route-table.ts';

// The api README's route→file table says which file serves each REST path: it is generated, it is
// current, and each file it names really declares those paths.

describe('the route→file table', () => {
  it('is current in api/README.md (npm run route-table writes it)', () => {
    const readme = readFileSync(README, 'utf8');
    expect(readmeWithTable(readme) === readme, 'api/README.md: run `npm run route-table`').toBe(true);
  });

  it('names, for each path, the module that declares it', async () => {
    for (const { file, paths } of ROUTE_MODULES) {
      const module = (await import(join('../../api', file))) as Record<string, unknown>;
      expect(Object.values(module), file).toContain(paths);
    }
  });
});
