import { z } from 'zod';

// What every route module uses to declare its answers and describe its paths for the OpenAPI
// document (api/openapi.ts): the shared zod shapes (ids, money, dates, the error bodies) and
// helpers that describe a list, a detail or a form post by the zod schema of its answer.
//
// A schema becomes a named component with `.meta({ id: 'Name' })`: zod's registry then turns every
// use of it into a `$ref` to `#/components/schemas/Name`. Answers are generated as zod's output
// type with closed objects (`additionalProperties: false`), so the contract test notices a field
// the declaration lacks; request bodies stay open (unknown fields are ignored).

/** A database id. */
export const Id = z.int().min(1);
/** Euro amount as a decimal string with two decimals (`"1295.00"`); never a float. */
export const Money = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .describe('Euro, two decimals');
/** A calendar date `YYYY-MM-DD` (Europe/Amsterdam). */
export const IsoDate = z.iso.date();
/** A time of day `HH:MM` (Europe/Amsterdam). */
export const HourMinute = z.string().regex(/^\d{2}:\d{2}$/);
/** A moment, ISO 8601 in UTC (`2026-11-23T12:00:00.000Z`). */
export const Timestamp = z.iso.datetime();

export const Detail = z.object({ detail: z.string() }).meta({ id: 'Detail' });
export type Detail = z.output<typeof Detail>;
export const FieldErrors = z
  .record(z.string(), z.array(z.string()))
  .meta({ id: 'FieldErrors', description: 'Per parameter or field, a list of Dutch messages.' });
export type FieldErrors = z.output<typeof FieldErrors>;
/** Every error body: a Detail or FieldErrors (thrown as an HttpError, see errors.ts). */
export const ErrorBody = z.union([Detail, FieldErrors]);
export type ErrorBody = z.output<typeof ErrorBody>;

/** A JSON Schema (OpenAPI 3.1 dialect) or a piece of an OpenAPI document. */
export type Json = Record<string, unknown>;
/** OpenAPI path items by path template (relative to `/api`). */
export type Paths = Record<string, Json>;

/** `$ref` to the component of a zod schema registered with `.meta({ id })`. */
export function ref(schema: z.ZodType): Json {
  const id = z.globalRegistry.get(schema)?.id;
  if (!id) throw new Error('ref(): the schema has no .meta({ id }), so it is no component');
  return { $ref: `#/components/schemas/${id}` };
}

/**
 * The JSON Schema of an answer that is no component (no `.meta({ id })`), written in place: an
 * answer only the api's own plumbing gives, which the gateway has no type for.
 */
export function inline(schema: z.ZodType): Json {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'output' });
  return rest;
}

const idOf = (schema: z.ZodType) => String(z.globalRegistry.get(schema)?.id);

export const queryParam = (name: string, description: string, schema: Json = { type: 'string' }): Json => ({
  name,
  in: 'query',
  required: false,
  description,
  schema,
});

export const pathParam = (name: string, description: string, schema: Json = { type: 'string' }): Json => ({
  name,
  in: 'path',
  required: true,
  description,
  schema,
});

export const boolQuery = { type: 'string', enum: ['true', 'True', '1', 'false', 'False', '0'] };
export const dateQuery = { type: 'string', format: 'date' };
export const commaList = { type: 'string', description: 'Comma-separated list' };
export const idIn = queryParam('id__in', 'Only these ids.', commaList);
export const slugIn = queryParam('slug__in', 'Only these slugs.', commaList);

const paging = [
  queryParam('no_page', 'Any value: answer a bare array instead of a page.'),
  queryParam('page', '1-based page number.', { type: 'integer', minimum: 1 }),
  queryParam('page_size', 'Items per page (default 20, at most 100).', { type: 'integer', minimum: 1 }),
  queryParam(
    'offset',
    '0-based index of the first item, instead of page (next/previous then carry offset); ' +
      'offset and page together are a 400; an offset past the end answers no results.',
    { type: 'integer', minimum: 0 },
  ),
];

export const json = (schema: Json, description: string): Json => ({
  description,
  content: { 'application/json': { schema } },
});

const notFound = () => json(ref(Detail), 'Niet gevonden.');

/** The paged form of a list, or (with `no_page`) the bare array. */
function listOf(item: z.ZodType): Json {
  return {
    oneOf: [
      {
        type: 'object',
        properties: {
          count: { type: 'integer', minimum: 0 },
          next: { type: ['string', 'null'], format: 'uri' },
          previous: { type: ['string', 'null'], format: 'uri' },
          results: { type: 'array', items: ref(item) },
        },
        required: ['count', 'next', 'previous', 'results'],
        additionalProperties: false,
      },
      { type: 'array', items: ref(item) },
    ],
  };
}

/** A list GET: filters plus paging; answers a page of `item` (or all of them with no_page). */
export function listGet(summary: string, item: z.ZodType, parameters: Json[]): Json {
  return {
    get: {
      summary,
      parameters: [...parameters, ...paging],
      responses: {
        '200': json(listOf(item), `A page of ${idOf(item)} (or all of them with no_page).`),
        '400': json(ref(FieldErrors), 'A parameter could not be understood.'),
        '404': json(ref(Detail), 'Ongeldige pagina.'),
      },
    },
  };
}

/** A detail GET: one `answer`, or 404. */
export function detailGet(summary: string, answer: z.ZodType, parameters: Json[]): Json {
  return {
    get: {
      summary,
      parameters,
      responses: { '200': json(ref(answer), idOf(answer)), '404': notFound() },
    },
  };
}

/** A form post: validated as a whole (400 lists every failing field), then stored and mailed. */
export function formPost(
  summary: string,
  request: z.ZodType,
  answer: z.ZodType,
  extra: Record<string, Json> = {},
): Json {
  return {
    post: {
      summary,
      description:
        'Needs the X-CSRFToken header. Every failing field is reported at once; a 400 stores ' +
        'nothing and sends no mail. A success stores the row and records one confirmation mail ' +
        'to the given address in the outbox (sent over SMTP when configured).',
      requestBody: { required: true, content: { 'application/json': { schema: ref(request) } } },
      responses: {
        '201': json(ref(answer), `The stored ${idOf(answer)}.`),
        ...extra,
        '400': json(
          ref(FieldErrors),
          'Per field a list of Dutch messages; non_field_errors for the body as a whole.',
        ),
        '403': json(
          ref(Detail),
          'CSRF-controle mislukt: no X-CSRFToken header equal to the csrftoken cookie.',
        ),
      },
    },
  };
}
