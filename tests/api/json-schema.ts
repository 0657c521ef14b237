// A small JSON Schema validator for the subset the OpenAPI document uses: $ref, type (also a
// list), properties, required, additionalProperties, items, enum, const, oneOf, anyOf, pattern,
// minimum, maximum.

export type Schema = Record<string, unknown>;

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function typeMatches(expected: string, value: unknown): boolean {
  const actual = typeOf(value);
  return actual === expected || (expected === 'number' && actual === 'integer');
}

/** Errors of `value` against `schema` (empty: valid); `root` resolves `#/...` references. */
export function validate(schema: Schema, value: unknown, root: Schema, path = '$'): string[] {
  if (typeof schema.$ref === 'string') {
    const target = schema.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], root);
    if (!target) return [`${path}: unresolved ${schema.$ref}`];
    return validate(target as Schema, value, root, path);
  }
  if (Array.isArray(schema.oneOf)) {
    const matching = (schema.oneOf as Schema[]).filter((s) => validate(s, value, root, path).length === 0);
    if (matching.length !== 1) {
      const details = (schema.oneOf as Schema[]).map((s) =>
        validate(s, value, root, path).slice(0, 3).join('; '),
      );
      return [`${path}: matches ${matching.length} of oneOf (${details.join(' | ')})`];
    }
    return [];
  }
  if (Array.isArray(schema.anyOf)) {
    const results = (schema.anyOf as Schema[]).map((s) => validate(s, value, root, path));
    if (results.every((r) => r.length > 0)) {
      return [`${path}: matches none of anyOf (${results.map((r) => r.slice(0, 3).join('; ')).join(' | ')})`];
    }
  }
  const errors: string[] = [];
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
    if (!types.some((t) => typeMatches(t, value)))
      return [`${path}: expected ${types.join('|')}, got ${typeOf(value)}`];
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) {
    errors.push(`${path}: ${JSON.stringify(value)} not in ${JSON.stringify(schema.enum)}`);
  }
  if ('const' in schema && schema.const !== value) {
    errors.push(`${path}: ${JSON.stringify(value)} is not ${JSON.stringify(schema.const)}`);
  }
  if (
    typeof value === 'string' &&
    typeof schema.pattern === 'string' &&
    !new RegExp(schema.pattern).test(value)
  ) {
    errors.push(`${path}: ${JSON.stringify(value)} does not match ${schema.pattern}`);
  }
  if (typeof value === 'number' && typeof schema.minimum === 'number' && value < schema.minimum) {
    errors.push(`${path}: ${value} < ${schema.minimum}`);
  }
  if (typeof value === 'number' && typeof schema.maximum === 'number' && value > schema.maximum) {
    errors.push(`${path}: ${value} > ${schema.maximum}`);
  }
  if (Array.isArray(value) && schema.items) {
    value.forEach((item, i) => {
      errors.push(...validate(schema.items as Schema, item, root, `${path}[${i}]`));
    });
  }
  if (typeOf(value) === 'object') {
    const object = value as Record<string, unknown>;
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    for (const key of (schema.required ?? []) as string[]) {
      if (!(key in object)) errors.push(`${path}: missing ${key}`);
    }
    for (const [key, item] of Object.entries(object)) {
      const property = properties[key];
      if (property) errors.push(...validate(property, item, root, `${path}.${key}`));
      else if (schema.additionalProperties === false) errors.push(`${path}: unexpected property ${key}`);
      else if (typeof schema.additionalProperties === 'object') {
        errors.push(...validate(schema.additionalProperties as Schema, item, root, `${path}.${key}`));
      }
    }
  }
  return errors;
}
