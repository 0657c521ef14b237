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
const time: Schema = { type: 'string', pattern: '^\\d{2}:\\d{2}$' };
const id: Schema = { type: 'integer', minimum: 1 };
const timestamp: Schema = { type: 'string', format: 'date-time' };
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
    start_time: { ...time, type: ['string', 'null'], description: 'Lesson start, Europe/Amsterdam' },
    end_time: { ...time, type: ['string', 'null'], description: 'Lesson end, Europe/Amsterdam' },
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
    time,
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
  ...formSchemas(),
};

// The forms: request bodies are open (unknown fields are ignored), answers closed.
function formSchemas(): Record<string, Schema> {
  const text = { type: 'string' };
  const optionalText = { type: ['string', 'null'], description: 'Optional; "" or null when not given' };
  const request = (description: string, properties: Record<string, Schema>, required: string[]) => ({
    type: 'object',
    description: `${description} Unknown fields are ignored.`,
    properties,
    required,
  });
  return {
    CourseRegistrationRequest: request(
      'A registration for a run. With apply_for_stap true, payer, payer_details, payment, ' +
        'payment_terms and iban are ignored (STAP settles the payment).',
      {
        run: { ...id, description: 'Run id; the run must belong to `course` and start today or later' },
        course: { type: 'string', description: 'Course slug' },
        first_name: text,
        last_name: text,
        email: { type: 'string', format: 'email' },
        phone: { type: 'string', description: '10-15 digits; +, spaces, dashes, parentheses allowed' },
        street: optionalText,
        house_number: optionalText,
        postal_code: { ...optionalText, description: 'Dutch postcode, stored as "1234 AB"' },
        city: optionalText,
        date_of_birth: { type: ['string', 'null'], format: 'date', description: '1940-01-01 up to today' },
        experience: optionalText,
        remarks: optionalText,
        payer: { type: 'string', enum: ['S', 'O'], description: 'S: self, O: someone else' },
        payer_details: { ...optionalText, description: 'Required when payer is O' },
        payment: { type: 'string', enum: ['T', 'I', 'V'], description: 'Transfer, dIrect debit, tentatiVe' },
        payment_terms: {
          type: ['string', 'null'],
          enum: ['ON', 'TH', 'SI', null],
          description: 'Required with payment I (and allowed by the course length), otherwise null',
        },
        iban: { ...optionalText, description: 'Required with payment I; mod-97 checked' },
        open_door_day: { type: 'boolean', description: 'Already attended an open day' },
        accept: { type: 'boolean', enum: [true], description: 'Accepts the terms; must be true' },
        apply_for_stap: { type: 'boolean' },
      },
      ['run', 'course', 'first_name', 'last_name', 'email', 'phone', 'accept'],
    ),
    CourseRegistration: object({
      id,
      run: id,
      course: { type: 'string', description: 'Course slug' },
      first_name: text,
      last_name: text,
      email: text,
      phone: text,
      street: text,
      house_number: text,
      postal_code: { type: 'string', pattern: '^(\\d{4} [A-Z]{2})?$' },
      city: text,
      date_of_birth: { oneOf: [date, { type: 'null' }] },
      experience: text,
      remarks: text,
      payer: { type: 'string', enum: ['S', 'O', 'STAP'] },
      payer_details: text,
      payment: { type: 'string', enum: ['T', 'I', 'V', 'STAP'] },
      payment_terms: { type: ['string', 'null'], enum: ['ON', 'TH', 'SI', null] },
      open_door_day: { type: 'boolean' },
      accept: { type: 'boolean' },
      apply_for_stap: { type: 'boolean' },
      price: { ...money, description: 'The run price' },
      surcharge: { ...money, description: 'Instalment surcharge: TH + 30.00, SI + 60.00' },
      total: { ...money, description: 'price + surcharge' },
      created_at: timestamp,
    }),
    OpenDayRegistrationRequest: request(
      'A registration for an upcoming open day.',
      {
        open_door_day: id,
        name: text,
        email: { type: 'string', format: 'email' },
        phone: { ...optionalText, description: 'Optional; 10-15 digits when given' },
        persons: { type: 'integer', minimum: 1, maximum: 10 },
        remarks: optionalText,
      },
      ['open_door_day', 'name', 'email', 'persons'],
    ),
    OpenDayRegistration: object({
      id,
      open_door_day: id,
      name: text,
      email: text,
      phone: text,
      persons: { type: 'integer', minimum: 1 },
      remarks: text,
      created_at: timestamp,
    }),
    MailingListRequest: request(
      'A newsletter sign-up.',
      { email_address: { type: 'string', format: 'email' } },
      ['email_address'],
    ),
    MailingListSubscriber: object({
      id,
      email_address: { type: 'string', description: 'Lowercased' },
      created_at: timestamp,
    }),
    OutboxMail: object({
      id,
      to: text,
      subject: text,
      text,
      html: nullable('string'),
      created_at: timestamp,
      sent_at: {
        type: ['string', 'null'],
        format: 'date-time',
        description: 'Null: not (yet) sent over SMTP',
      },
    }),
  };
}

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
