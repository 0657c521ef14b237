import { existsSync, globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildSchema,
  type DefinitionNode,
  type DocumentNode,
  type GraphQLInputType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  Lexer,
  NoUnusedFragmentsRule,
  type OperationDefinitionNode,
  parse,
  Source,
  specifiedRules,
  TokenKind,
  typeFromAST,
  validate,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { LIMITS, limits, operationCost } from '../../gateway/graphql/limits.ts';
import { loadTypeDefs } from '../../gateway/graphql/type-defs.ts';

// Every operation the site sends passes the limits with headroom: each one also passes limits of
// half the size. The real documents of web/, not copies.

const root = join(import.meta.dirname, '..', '..');
const schema = buildSchema(loadTypeDefs());
const files = globSync('web/src/**/*.graphql', { cwd: root });
const definitions: DefinitionNode[] = files.flatMap(
  (file) => parse(readFileSync(join(root, file), 'utf8')).definitions,
);
const fragments = definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
const operations = definitions.flatMap((d) => (d.kind === Kind.OPERATION_DEFINITION ? [d] : []));

// Each operation is checked with every fragment of the site beside it.
const rules = specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);

const half = Object.fromEntries(
  Object.entries(LIMITS).map(([name, value]) => [name, Math.floor(value / 2)]),
) as Record<keyof typeof LIMITS, number>;

/** A value for each required variable, so the cost can be computed (sizes take their default). */
function sampleValue(type: GraphQLInputType): unknown {
  const inner = getNullableType(type);
  if (isListType(inner)) return [];
  if (isEnumType(inner)) return inner.getValues()[0]?.value;
  if (isInputObjectType(inner)) {
    const fields = Object.values(inner.getFields()).filter((field) => isNonNullType(field.type));
    return Object.fromEntries(fields.map((field) => [field.name, sampleValue(field.type)]));
  }
  return { Int: 1, Boolean: true, Date: '2027-01-01' }[inner.name] ?? 'x';
}

function sampleVariables(operation: OperationDefinitionNode): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const type = typeFromAST(schema, definition.type) as GraphQLInputType;
    const name = definition.variable.name.value;
    // Page sizes as the site asks them (the agenda loads 20 runs a page).
    if (name === 'first') variables[name] = 20;
    else if (isNonNullType(type)) variables[name] = sampleValue(type);
  }
  return variables;
}

function tokens(document: string): number {
  const lexer = new Lexer(new Source(document));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count++;
  return count;
}

describe('operation limits', () => {
  it('finds the web operations', () => {
    expect(operations.length).toBeGreaterThan(10);
  });

  for (const operation of operations) {
    const name = operation.name?.value ?? 'anonymous';
    it(`${name} passes half the limits`, () => {
      const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [operation, ...fragments] };
      const errors = validate(schema, document, [...rules, ...limits(half).validationRules]);
      expect(errors.map((e) => e.message)).toEqual([]);
      const cost = operationCost({ schema, query: document, variables: sampleVariables(operation) });
      expect(cost, `${name} costs ${cost}`).toBeLessThanOrEqual(half.cost);
      const source = operation.loc?.source.body ?? '';
      expect(tokens(source)).toBeLessThanOrEqual(half.tokens);
    });
  }

  // What the gateway runs for the browser: the trusted documents' texts (codegen.ts), with their
  // fragments and the `__typename`s added for Apollo's cache.
  const trustedFile = join(root, 'web', 'src', 'gql', 'persisted-documents.json');
  const trusted = existsSync(trustedFile)
    ? Object.values(JSON.parse(readFileSync(trustedFile, 'utf8')) as Record<string, string>)
    : [];
  for (const text of trusted) {
    const document = parse(text);
    const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
    if (!operation) continue;
    it(`${operation.name?.value ?? 'anonymous'} as a trusted document passes half the limits`, () => {
      expect(validate(schema, document, [...specifiedRules, ...limits(half).validationRules])).toEqual([]);
      const cost = operationCost({ schema, query: document, variables: sampleVariables(operation) });
      expect(cost).toBeLessThanOrEqual(half.cost);
      expect(tokens(text)).toBeLessThanOrEqual(half.tokens);
    });
  }
});
