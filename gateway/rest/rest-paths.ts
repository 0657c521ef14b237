import type { paths } from '../generated/rest-paths.ts';

// The REST client's calls typed by the api's OpenAPI document (gateway/generated/rest-paths.ts,
// generated from api/openapi.ts): a call names a path template and a method the api declares, and
// passes exactly its path parameters, query, headers and body; it answers the declared 2xx JSON
// body. A path or parameter renamed in the api makes every call of the old one a type error.

export type { paths };

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The path templates that have method `M`. */
export type PathsWith<M extends Method> = {
  [P in keyof paths]: paths[P] extends { [K in M]: unknown } ? P : never;
}[keyof paths];

/** The operation of path `P` and method `M`. */
export type Operation<P extends keyof paths, M extends Method> = paths[P] extends { [K in M]: infer O }
  ? O
  : never;

/**
 * A path parameter's value: the value itself (encoded whole), or for a string parameter its
 * segments (each encoded, joined by `/`: a content page's path `over-ons/team`).
 */
type PathValues<T> = { [K in keyof T]: T[K] | (T[K] extends string ? readonly string[] : never) };

type ParamsOf<O> = O extends { parameters: infer X }
  ? { [K in keyof X as K extends 'cookie' ? never : K]: K extends 'path' ? PathValues<X[K]> : X[K] }
  : never;

type BodyOf<O> = O extends { requestBody: { content: { 'application/json': infer B } } }
  ? { body: B }
  : { body?: never };

// biome-ignore lint/complexity/noBannedTypes: `{}` is "nothing required" here.
type OptionalWhenEmpty<K extends string, V> = {} extends V ? { [k in K]?: V } : { [k in K]: V };

/** What a call of operation `O` passes: `params` (path, query, header) and `body`, as declared. */
export type CallInit<O> = OptionalWhenEmpty<'params', ParamsOf<O>> & BodyOf<O>;

/** The init argument: optional when the operation requires nothing. */
// biome-ignore lint/complexity/noBannedTypes: `{}` is "nothing required" here.
export type InitArgs<O> = {} extends CallInit<O> ? [init?: CallInit<O>] : [init: CallInit<O>];

type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;

/** The JSON body of an operation's success answers (200, 201, …). */
export type Answer<O> = O extends { responses: infer R }
  ? JsonOf<R[Extract<keyof R, 200 | 201 | 202 | 203 | 204>]>
  : never;

/** A list path's bare array (asked with `no_page`), and its page (asked without). */
export type ListItems<P extends keyof paths> = Extract<Answer<Operation<P, 'get'>>, readonly unknown[]>;
export type ListPage<P extends keyof paths> = Exclude<Answer<Operation<P, 'get'>>, readonly unknown[]>;

/** The list paths: a GET that takes `no_page`. */
export type ListPaths = {
  [P in PathsWith<'get'>]: QueryOf<Operation<P, 'get'>> extends infer Q
    ? [Q] extends [never]
      ? never
      : 'no_page' extends keyof Q
        ? P
        : never
    : never;
}[PathsWith<'get'>];

type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/**
 * A form's body as the visitor filled it in: the api validates it and names every field that is
 * missing (null) or wrong, so the gateway may send what the request schema would refuse (the
 * call passes it as the declared body).
 */
export type Unvalidated<T> = { [K in keyof T]: (T[K] extends boolean ? boolean : T[K]) | null };

/** The loose shape every call's init has at run time. */
export type AnyInit = {
  params?: {
    path?: Record<string, unknown>;
    query?: Record<string, unknown>;
    header?: Record<string, unknown>;
  };
  body?: unknown;
};

const encodePathValue = (value: unknown) =>
  Array.isArray(value)
    ? value.map((segment) => encodeURIComponent(String(segment))).join('/')
    : encodeURIComponent(String(value));

/**
 * The path with its parameters filled in and its query string: each value percent-encoded; a
 * list's items each encoded and joined by commas (the api reads a repeated parameter by its last
 * value, so a list is one comma-separated parameter); undefined and null are left out.
 */
export function buildPath(template: string, params: AnyInit['params'] = {}): string {
  const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params.path?.[name];
    if (value === undefined || value === null) throw new Error(`rest: no value for {${name}} of ${template}`);
    return encodePathValue(value);
  });
  const parts: string[] = [];
  for (const [name, value] of Object.entries(params.query ?? {})) {
    if (value === undefined || value === null) continue;
    const text = Array.isArray(value)
      ? value.map((item) => encodeURIComponent(String(item))).join(',')
      : encodeURIComponent(String(value));
    parts.push(`${encodeURIComponent(name)}=${text}`);
  }
  return parts.length > 0 ? `${path}?${parts.join('&')}` : path;
}

/** The path parameters of an operation as the api declares them. */
export type PathParams<P extends keyof paths, M extends Method> =
  Operation<P, M> extends {
    parameters: { path: infer T };
  }
    ? T
    : never;
