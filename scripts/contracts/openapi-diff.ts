import { type Change, deprecation, type Level, removal } from './policy.ts';

// The REST contract's changes, read from two OpenAPI 3.1 documents. A schema is compared by
// direction: what a client sends (request) may widen, what it reads (response) may narrow. A
// component is compared once per direction and named by itself (`Course.title`), not per path.
// Deprecation: `deprecated: true` on an operation, parameter or property, its `description`
// naming the replacement and the removal date (policy.ts).

type Json = Record<string, unknown>;
type Direction = 'request' | 'response';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const COMPONENT = '#/components/schemas/';
const CONSTRAINTS = [
  'format',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
];

const obj = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const show = (value: unknown) => JSON.stringify(value);
const refName = (node: Json) =>
  typeof node.$ref === 'string' && node.$ref.startsWith(COMPONENT)
    ? node.$ref.slice(COMPONENT.length)
    : undefined;
const deprecationOf = (node: Json) => (node.deprecated === true ? String(node.description ?? '') : undefined);
const isSuccess = (status: string) => status.startsWith('2');

/** A schema's alternatives (anyOf/oneOf flattened) without `null`, and whether `null` is one. */
function split(node: Json): { variants: Json[]; nullable: boolean } {
  const alternatives = list(node.anyOf ?? node.oneOf).map(obj);
  if (alternatives.length === 0) {
    const types = list(node.type);
    const nullable = types.includes('null') || list(node.enum).includes(null) || node.const === null;
    return { variants: [node], nullable };
  }
  const variants: Json[] = [];
  let nullable = false;
  for (const alternative of alternatives) {
    if (alternative.type === 'null') nullable = true;
    else if (alternative.anyOf || alternative.oneOf) {
      const inner = split(alternative);
      variants.push(...inner.variants);
      nullable ||= inner.nullable;
    } else variants.push(alternative);
  }
  return { variants, nullable };
}

const typesOf = (node: Json) =>
  (Array.isArray(node.type) ? node.type : node.type ? [node.type] : []).filter(
    (t) => t !== 'null',
  ) as string[];
const covers = (types: string[], type: string) =>
  types.includes(type) || (type === 'integer' && types.includes('number'));
const valuesOf = (node: Json) =>
  (node.enum ? list(node.enum) : node.const !== undefined ? [node.const] : undefined)?.filter(
    (v) => v !== null,
  );

export function diffOpenApi(before: Json, after: Json, today: string): Change[] {
  const changes: Change[] = [];
  const seen = new Set<string>();
  const add = (level: Level, description: string) => changes.push({ level, description });
  const gone = (description: string, node: Json) =>
    changes.push(removal(description, deprecationOf(node), today));
  const watch = (label: string, was: Json, now: Json) => {
    const reason = deprecationOf(now);
    if (reason !== undefined && deprecationOf(was) === undefined)
      changes.push(deprecation(`${label} was deprecated.`, reason, today));
  };
  const resolve = (doc: Json, node: Json): Json => {
    const name = refName(node);
    return name ? obj(obj(obj(doc.components).schemas)[name]) : node;
  };

  const oldPaths = obj(before.paths);
  const newPaths = obj(after.paths);
  for (const [path, item] of Object.entries(oldPaths))
    for (const method of METHODS) {
      const was = obj(item)[method];
      if (!was) continue;
      const label = `${method.toUpperCase()} ${path}`;
      const now = obj(newPaths[path])[method];
      if (now) operation(label, obj(was), obj(now));
      else gone(`${label} was removed.`, obj(was));
    }
  for (const [path, item] of Object.entries(newPaths))
    for (const method of METHODS)
      if (obj(item)[method] && !obj(oldPaths[path])[method])
        add('safe', `${method.toUpperCase()} ${path} was added.`);
  return changes;

  function operation(label: string, was: Json, now: Json) {
    watch(label, was, now);
    const key = (p: Json) => `${p.in} parameter ${p.name}`;
    const oldParams = new Map(list(was.parameters).map((p) => [key(obj(p)), obj(p)]));
    const newParams = new Map(list(now.parameters).map((p) => [key(obj(p)), obj(p)]));
    for (const [name, param] of oldParams) {
      const next = newParams.get(name);
      if (!next) {
        gone(`${label} ${name} was removed.`, param);
        continue;
      }
      if (!param.required && next.required) add('breaking', `${label} ${name} became required.`);
      watch(`${label} ${name}`, param, next);
      schema(obj(param.schema), obj(next.schema), 'request', `${label} ${name}`);
    }
    for (const [name, param] of newParams)
      if (!oldParams.has(name))
        add(
          param.required ? 'breaking' : 'safe',
          `${label} ${name} was added${param.required ? ' as required' : ''}.`,
        );

    const oldBody = obj(was.requestBody);
    const newBody = obj(now.requestBody);
    if (!was.requestBody && now.requestBody)
      add(
        newBody.required ? 'breaking' : 'safe',
        `${label} request body was added${newBody.required ? ' as required' : ''}.`,
      );
    else if (was.requestBody && !now.requestBody) add('breaking', `${label} request body was removed.`);
    else if (was.requestBody) {
      if (!oldBody.required && newBody.required) add('breaking', `${label} request body became required.`);
      content(`${label} request`, oldBody.content, newBody.content, 'request');
    }

    const oldAnswers = obj(was.responses);
    const newAnswers = obj(now.responses);
    for (const [status, answer] of Object.entries(oldAnswers)) {
      if (newAnswers[status])
        content(`${label} ${status}`, obj(answer).content, obj(newAnswers[status]).content, 'response');
      else add(isSuccess(status) ? 'breaking' : 'safe', `${label} ${status} answer was removed.`);
    }
    for (const status of Object.keys(newAnswers))
      if (!oldAnswers[status])
        add(isSuccess(status) ? 'dangerous' : 'safe', `${label} ${status} answer was added.`);
  }

  function content(loc: string, was: unknown, now: unknown, dir: Direction) {
    const oldTypes = obj(was);
    const newTypes = obj(now);
    for (const [type, media] of Object.entries(oldTypes)) {
      const at = type === 'application/json' ? loc : `${loc} ${type}`;
      if (newTypes[type]) schema(obj(obj(media).schema), obj(obj(newTypes[type]).schema), dir, at);
      else add('breaking', `${loc} ${type} was removed.`);
    }
    for (const type of Object.keys(newTypes)) if (!oldTypes[type]) add('safe', `${loc} ${type} was added.`);
  }

  function schema(wasNode: Json, nowNode: Json, dir: Direction, loc: string): void {
    const a = refName(wasNode);
    const b = refName(nowNode);
    if (a || b) {
      if (a && a === b) loc = a;
      const key = `${dir} ${a ?? loc} ${b ?? loc}`;
      if (seen.has(key)) return;
      seen.add(key);
    }
    const x = split(resolve(before, wasNode));
    const y = split(resolve(after, nowNode));
    const at = `${loc} (${dir})`;
    if (dir === 'response' && !x.nullable && y.nullable) add('breaking', `${at} may now be null.`);
    if (dir === 'request' && x.nullable && !y.nullable) add('breaking', `${at} no longer accepts null.`);

    const [p, q] = [x.variants[0] ?? {}, y.variants[0] ?? {}];
    if (x.variants.length !== 1 || y.variants.length !== 1) {
      variants(x.variants, y.variants, dir, loc);
      return;
    }
    if (refName(p) || refName(q)) {
      schema(p, q, dir, loc);
      return;
    }

    const [oldTypes, newTypes] = [typesOf(p), typesOf(q)];
    if (oldTypes.length > 0 && newTypes.length > 0 && show(oldTypes) !== show(newTypes)) {
      const [from, to] = dir === 'response' ? [oldTypes, newTypes] : [newTypes, oldTypes];
      const fits = to.every((type) => covers(from, type));
      add(
        fits ? 'safe' : 'breaking',
        `${at} type changed from ${oldTypes.join('|')} to ${newTypes.join('|')}.`,
      );
    }

    const [oldValues, newValues] = [valuesOf(p), valuesOf(q)];
    if (oldValues && newValues) {
      for (const v of oldValues)
        if (!newValues.some((w) => show(w) === show(v)))
          add('breaking', `${at} value ${show(v)} was removed.`);
      for (const v of newValues)
        if (!oldValues.some((w) => show(w) === show(v)))
          add(dir === 'response' ? 'dangerous' : 'safe', `${at} value ${show(v)} was added.`);
    } else if (oldValues || newValues) {
      const limited = Boolean(newValues);
      const breaks = dir === 'request' ? limited : !limited;
      add(
        breaks ? (dir === 'request' ? 'breaking' : 'dangerous') : 'safe',
        `${at} ${limited ? 'is now limited to' : 'is no longer limited to'} ${show(newValues ?? oldValues)}.`,
      );
    }

    for (const key of CONSTRAINTS)
      if (show(p[key]) !== show(q[key]))
        add(
          dir === 'request' ? 'dangerous' : 'safe',
          `${at} ${key} changed from ${show(p[key])} to ${show(q[key])}.`,
        );

    properties(p, q, dir, loc);
    if (p.items || q.items) schema(obj(p.items), obj(q.items), dir, `${loc}[]`);
    if (typeof p.additionalProperties === 'object' && typeof q.additionalProperties === 'object')
      schema(obj(p.additionalProperties), obj(q.additionalProperties), dir, `${loc}[*]`);
  }

  function properties(p: Json, q: Json, dir: Direction, loc: string) {
    const [oldProps, newProps] = [obj(p.properties), obj(q.properties)];
    const [oldRequired, newRequired] = [new Set(list(p.required)), new Set(list(q.required))];
    for (const [name, was] of Object.entries(oldProps)) {
      const at = `${loc}.${name} (${dir})`;
      const now = newProps[name];
      if (!now) {
        gone(`${at} was removed.`, obj(was));
        continue;
      }
      if (dir === 'response' && oldRequired.has(name) && !newRequired.has(name))
        add('breaking', `${at} may now be absent.`);
      if (dir === 'request' && !oldRequired.has(name) && newRequired.has(name))
        add('breaking', `${at} became required.`);
      watch(at, obj(was), obj(now));
      schema(obj(was), obj(now), dir, `${loc}.${name}`);
    }
    for (const name of Object.keys(newProps))
      if (!(name in oldProps)) {
        const required = dir === 'request' && newRequired.has(name);
        add(
          required ? 'breaking' : 'safe',
          `${loc}.${name} (${dir}) was added${required ? ' as required' : ''}.`,
        );
      }
  }

  function variants(xs: Json[], ys: Json[], dir: Direction, loc: string) {
    const keyed = (nodes: Json[]) => new Map(nodes.map((n, i) => [refName(n) ?? `variant ${i + 1}`, n]));
    const [was, now] = [keyed(xs), keyed(ys)];
    for (const [key, node] of was) {
      const next = now.get(key);
      if (next) schema(node, next, dir, refName(node) ? loc : `${loc}(${key})`);
      else add(dir === 'request' ? 'breaking' : 'safe', `${loc} (${dir}) ${key} was removed.`);
    }
    for (const key of now.keys())
      if (!was.has(key)) add(dir === 'request' ? 'safe' : 'dangerous', `${loc} (${dir}) ${key} was added.`);
  }
}
