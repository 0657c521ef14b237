import {
  buildSchema,
  findBreakingChanges,
  findDangerousChanges,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isUnionType,
} from 'graphql';
import { type Change, deprecation, removal } from './policy.ts';

// The GraphQL contract's changes: graphql-js finds the breaking and dangerous ones; a removal is
// safe after its deprecation period (policy.ts), and a type may go once everything that used it
// has gone that way. Additions and new deprecations are listed too, so no change goes unseen.

type AnyField = GraphQLField<unknown, unknown> | GraphQLInputField;

const userTypes = (schema: GraphQLSchema) =>
  Object.values(schema.getTypeMap()).filter((type) => !isIntrospectionType(type));

function fieldsOf(type: GraphQLNamedType | undefined | null): Record<string, AnyField> {
  return isObjectType(type) || isInterfaceType(type) || isInputObjectType(type) ? type.getFields() : {};
}

const argsOf = (field: AnyField | undefined): readonly GraphQLArgument[] =>
  field && 'args' in field ? field.args : [];

/** The deprecation reason of a field, argument or enum value in the old schema, if deprecated. */
function deprecationIn(schema: GraphQLSchema, description: string): string | undefined {
  const field = description.match(/^(\w+)\.(\w+) was removed\.$/);
  if (field) return fieldsOf(schema.getType(field[1] ?? ''))[field[2] ?? '']?.deprecationReason ?? undefined;
  const arg = description.match(/^(\w+)\.(\w+) arg (\w+) was removed\.$/);
  if (arg) {
    const owner = fieldsOf(schema.getType(arg[1] ?? ''))[arg[2] ?? ''];
    return argsOf(owner).find((a) => a.name === arg[3])?.deprecationReason ?? undefined;
  }
  const value = description.match(/^(\w+) was removed from enum type (\w+)\.$/);
  const enumType = value && schema.getType(value[2] ?? '');
  if (value && isEnumType(enumType)) return enumType.getValue(value[1] ?? '')?.deprecationReason ?? undefined;
  return undefined;
}

/** Who refers to each type in `schema`: `Owner.field`, `Owner.field(arg)` or `Owner` (a union, an implementer). */
function referrers(schema: GraphQLSchema): Map<string, { owner: string; element: string[] }[]> {
  const refs = new Map<string, { owner: string; element: string[] }[]>();
  const add = (type: GraphQLNamedType, owner: string, element: string[]) =>
    refs.set(type.name, [...(refs.get(type.name) ?? []), { owner, element }]);
  for (const type of userTypes(schema)) {
    for (const field of Object.values(fieldsOf(type))) {
      const key = `${type.name}.${field.name}`;
      add(getNamedType(field.type), type.name, [key]);
      for (const arg of argsOf(field)) add(getNamedType(arg.type), type.name, [key, `${key}(${arg.name})`]);
    }
    if (isUnionType(type)) for (const member of type.getTypes()) add(member, type.name, []);
    if (isObjectType(type) || isInterfaceType(type))
      for (const iface of type.getInterfaces()) add(iface, type.name, []);
  }
  return refs;
}

export function diffGraphQL(oldSdl: string, newSdl: string, today: string): Change[] {
  const before = buildSchema(oldSdl);
  const after = buildSchema(newSdl);
  const changes: Change[] = [];

  // Removals of deprecated elements first: a removed type may depend on them.
  const removedTypes = new Map<string, string>();
  const retired = new Set<string>();
  for (const { description } of findBreakingChanges(before, after)) {
    const type = description.match(/^(?:Standard scalar )?(\w+) was removed(?:\.| because)/);
    if (type && before.getType(type[1] ?? '')) {
      removedTypes.set(type[1] ?? '', description);
      continue;
    }
    const removed = /^(\w+)\.(\w+)(?: arg (\w+))? was removed\.$|was removed from enum type/.test(
      description,
    );
    const change = removed
      ? removal(description, deprecationIn(before, description), today)
      : { level: 'breaking' as const, description };
    if (change.level === 'safe') {
      const m = description.match(/^(\w+\.\w+)(?: arg (\w+))?/);
      if (m) retired.add(m[2] ? `${m[1]}(${m[2]})` : (m[1] ?? ''));
    }
    changes.push(change);
  }

  // A removed type is retired when every old reference to it went away retired too.
  const refs = referrers(before);
  const typeRetired = new Set(removedTypes.keys());
  for (let changed = true; changed; ) {
    changed = false;
    for (const name of typeRetired) {
      const ok = (refs.get(name) ?? []).every(
        (ref) => typeRetired.has(ref.owner) || ref.element.some((key) => retired.has(key)),
      );
      if (!ok) {
        typeRetired.delete(name);
        changed = true;
      }
    }
  }
  for (const [name, description] of removedTypes)
    changes.push(
      typeRetired.has(name)
        ? { level: 'safe', description, note: 'only retired fields used it' }
        : {
            level: 'breaking',
            description,
            note: 'a field that was not retired (deprecated, its removal date come) used it',
          },
    );

  for (const { description } of findDangerousChanges(before, after))
    changes.push({ level: 'dangerous', description });

  // Additions graphql-js does not list, and new deprecations.
  for (const type of userTypes(after)) {
    const old = before.getType(type.name);
    if (!old) {
      changes.push({ level: 'safe', description: `${type.name} was added.` });
      continue;
    }
    const oldFields = fieldsOf(old);
    for (const field of Object.values(fieldsOf(type))) {
      const key = `${type.name}.${field.name}`;
      const was = oldFields[field.name];
      if (!was) {
        if (!isInputObjectType(type)) changes.push({ level: 'safe', description: `${key} was added.` });
        continue;
      }
      deprecated(key, was.deprecationReason, field.deprecationReason);
      for (const arg of argsOf(field)) {
        const oldArg = argsOf(was).find((a) => a.name === arg.name);
        if (oldArg) deprecated(`${key} arg ${arg.name}`, oldArg.deprecationReason, arg.deprecationReason);
      }
    }
    if (isEnumType(type) && isEnumType(old))
      for (const value of type.getValues())
        deprecated(
          `${type.name}.${value.name}`,
          old.getValue(value.name)?.deprecationReason,
          value.deprecationReason,
        );
  }
  for (const directive of after.getDirectives())
    if (!before.getDirective(directive.name))
      changes.push({ level: 'safe', description: `@${directive.name} was added.` });
  return changes;

  function deprecated(key: string, was: string | null | undefined, now: string | null | undefined) {
    if (now && now !== was) changes.push(deprecation(`${key} was deprecated.`, now, today, was ?? undefined));
    if (!now && was) changes.push({ level: 'safe', description: `${key} is no longer deprecated.` });
  }
}
