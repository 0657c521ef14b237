// JSON Schemas (OpenAPI 3.1 dialect) of the answers of api/CONTRACT.md. Objects are closed
// (`additionalProperties: false`) so the contract test notices a field the contract lacks.

type Schema = Record<string, unknown>;

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const nullable = (type: string): Schema => ({ type: [type, 'null'] });
const object = (properties: Record<string, Schema>, required = Object.keys(properties)): Schema => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});
const array = (items: Schema): Schema => ({ type: 'array', items });

const date: Schema = { type: 'string', format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };
const money: Schema = { type: 'string', pattern: '^-?\\d+\\.\\d{2}$', description: 'Euro, two decimals' };
const id: Schema = { type: 'integer', minimum: 1 };
const idRef = object({ id });
const slugRef = object({ id, slug: { type: 'string' }, name: { type: 'string' } });
const block = ref('Block');

export const schemas: Record<string, Schema> = {
  Detail: object({ detail: { type: 'string' } }),
  FieldErrors: {
    type: 'object',
    description: 'Per parameter or field, a list of Dutch messages.',
    additionalProperties: array({ type: 'string' }),
  },
  Quote: object({ quote: { type: 'string' }, author: { type: 'string' }, author_age: nullable('integer') }),
  Faq: object({ id, question: { type: 'string' }, answer: { type: 'string' } }),
  Block: object({ id, name: { type: 'string' }, content: { type: 'string', description: 'HTML' } }),
  Section: object({
    id,
    slug: { type: 'string' },
    name: { type: 'string' },
    menu_name: nullable('string'),
    disabled: { type: 'boolean' },
    position: { type: 'integer' },
    page: { oneOf: [idRef, { type: 'null' }] },
    quotes: array(ref('Quote')),
    faqs: array(ref('Faq')),
  }),
  Course: object({
    id,
    slug: { type: 'string' },
    name: { type: 'string' },
    description: { type: 'string', description: 'Plain text; paragraphs separated by a blank line' },
    seo_description: { type: 'string' },
    price: money,
    banner: { type: ['string', 'null'], description: 'Root-relative image URL' },
    categories: array(slugRef),
    sections: array(slugRef),
    page: { oneOf: [idRef, { type: 'null' }] },
    quotes: array(ref('Quote')),
    faqs: array(ref('Faq')),
  }),
  Category: object({
    id,
    slug: { type: 'string' },
    name: { type: 'string' },
    data: object({ name: { type: 'string' }, canonical_name: { type: 'string' } }),
    children: array(ref('Category')),
  }),
  Run: object({
    id,
    course: { type: ['integer', 'null'], description: 'Course id' },
    start_date: date,
    start_date_header_text: nullable('string'),
    remarks: nullable('string'),
    days_of_week_remark: nullable('string'),
    holidays_remark: nullable('string'),
    number_of_lessons: { type: 'integer', minimum: 0 },
    price: money,
    dates: array(object({ date })),
  }),
  Program: object({
    id,
    courses: array(object({ id, slug: { type: 'string' } })),
    items: array(object({ name: { type: 'string' }, description: { type: 'string' } })),
  }),
  OpenDoorDay: object({
    id,
    subject: { type: 'string' },
    date,
    time: { type: 'string', pattern: '^\\d{2}:\\d{2}$' },
    location: { type: 'string' },
  }),
  HomepageConfig: object({
    banner_items: array(
      object({
        id,
        content: { type: 'string' },
        image: { type: 'string' },
        links: array(object({ id, link_name: { type: 'string' }, link_target: { type: 'string' } })),
      }),
    ),
  }),
  Page: object({
    id,
    title: { type: 'string' },
    slug: { type: 'string' },
    template: { type: 'string', enum: ['DEFAULT', 'CAMPAIGN', 'PAGEALTERNATEBLOCKS', 'MOVING'] },
    blocks: array(block),
  }),
  InternalPage: object({ id, title: { type: 'string' }, blocks: array(block) }),
  Widget: object({ id, ref: { type: 'string' }, title: { type: 'string' }, content: { type: 'string' } }),
  Health: object({ status: { type: 'string', enum: ['ok'] } }),
};

/** The paged form of a list, or (with `no_page`) the bare array. */
export function listOf(name: string): Schema {
  return {
    oneOf: [
      object({
        count: { type: 'integer', minimum: 0 },
        next: { type: ['string', 'null'], format: 'uri' },
        previous: { type: ['string', 'null'], format: 'uri' },
        results: array(ref(name)),
      }),
      array(ref(name)),
    ],
  };
}

export { ref };
