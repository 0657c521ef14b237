import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const schemaDir = join(import.meta.dirname, '..', '..', 'schema');

/** The GraphQL contract: every `schema/*.graphql` file, base first. */
export function loadTypeDefs(): string {
  return readdirSync(schemaDir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(join(schemaDir, file), 'utf8'))
    .join('\n');
}
