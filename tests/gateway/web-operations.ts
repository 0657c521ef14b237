import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type DefinitionNode, type FragmentDefinitionNode, Kind, parse, print, visit } from 'graphql';

// The site's own operations (web/src/**/*.graphql), so gateway tests run what the browser sends,
// not copies of it. `webOperation('CoursePage')` is the operation with every fragment it uses.

const root = join(import.meta.dirname, '..', '..');
const definitions: DefinitionNode[] = globSync('web/src/**/*.graphql', { cwd: root }).flatMap(
  (file) => parse(readFileSync(join(root, file), 'utf8')).definitions,
);
const fragments = new Map(
  definitions
    .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
    .map((d) => [d.name.value, d]),
);

function spreadsOf(node: DefinitionNode): string[] {
  const names: string[] = [];
  visit(node, { FragmentSpread: (spread) => void names.push(spread.name.value) });
  return names;
}

export function webOperation(name: string): string {
  const operation = definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === name);
  if (!operation) throw new Error(`web/ has no operation ${name}`);
  const used = new Map<string, FragmentDefinitionNode>();
  const pending = spreadsOf(operation);
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const fragment = fragments.get(next);
    if (!fragment || used.has(next)) continue;
    used.set(next, fragment);
    pending.push(...spreadsOf(fragment));
  }
  return [operation, ...used.values()].map((d) => print(d)).join('\n');
}
