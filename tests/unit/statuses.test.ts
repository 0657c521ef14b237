import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, type GraphQLEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import openapi from '../../contracts/openapi.json' with { type: 'json' };
import { ORDER_STATUSES, UNIT_STATUSES } from '../../domain/statuses.ts';

// The order and unit statuses have one owner (domain/statuses.ts): the REST enums are made from it,
// and the GraphQL schema's enums must name the same values, so a status added there is added
// everywhere or fails here (contracts/ holds the schema and the OpenAPI document as they are now).

const root = join(import.meta.dirname, '..', '..');
const schema = buildSchema(readFileSync(join(root, 'contracts', 'schema.graphql'), 'utf8'));
const enumValues = (name: string) =>
  (schema.getType(name) as GraphQLEnumType).getValues().map((value) => value.name.toLowerCase());
const restEnum = (shape: string) =>
  (openapi.components.schemas as unknown as Record<string, { properties: { status: { enum: string[] } } }>)[
    shape
  ]?.properties.status.enum;

describe('the statuses, one table per kind', () => {
  it("the schema's OrderStatus and the REST order's status are the domain's order statuses", () => {
    expect(enumValues('OrderStatus')).toEqual([...ORDER_STATUSES]);
    expect(restEnum('Order')).toEqual([...ORDER_STATUSES]);
  });

  it("the schema's DeskUnitStatus and the REST unit's status are the domain's unit statuses", () => {
    expect(enumValues('DeskUnitStatus')).toEqual([...UNIT_STATUSES]);
    expect(restEnum('RentalUnit')).toEqual([...UNIT_STATUSES]);
  });
});
