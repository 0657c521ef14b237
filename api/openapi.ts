import { MEDIA_KINDS } from './content/media.ts';
import { listOf, ref, schemas } from './openapi/schemas.ts';

// The OpenAPI 3.1 description of api/CONTRACT.md, served at /api/openapi.json. A test calls every
// path in it and validates the answers against these schemas, and checks every route is listed.

type Obj = Record<string, unknown>;

const query = (name: string, description: string, schema: Obj = { type: 'string' }): Obj => ({
  name,
  in: 'query',
  required: false,
  description,
  schema,
});
const pathParam = (name: string, description: string, schema: Obj = { type: 'string' }): Obj => ({
  name,
  in: 'path',
  required: true,
  description,
  schema,
});
const bool = { type: 'string', enum: ['true', 'True', '1', 'false', 'False', '0'] };
const date = { type: 'string', format: 'date' };
const commaList = { type: 'string', description: 'Comma-separated list' };

const paging = [
  query('no_page', 'Any value: answer a bare array instead of a page.'),
  query('page', '1-based page number.', { type: 'integer', minimum: 1 }),
  query('page_size', 'Items per page (default 20, at most 100).', { type: 'integer', minimum: 1 }),
  query(
    'offset',
    '0-based index of the first item, instead of page (next/previous then carry offset); ' +
      'offset and page together are a 400; an offset past the end answers no results.',
    { type: 'integer', minimum: 0 },
  ),
];
const idIn = query('id__in', 'Only these ids.', commaList);
const slugIn = query('slug__in', 'Only these slugs.', commaList);

const json = (schema: Obj, description: string): Obj => ({
  description,
  content: { 'application/json': { schema } },
});
const notFound = json(ref('Detail'), 'Niet gevonden.');
const badRequest = json(ref('FieldErrors'), 'A parameter could not be understood.');

function listGet(summary: string, schemaName: string, parameters: Obj[]): Obj {
  return {
    get: {
      summary,
      parameters: [...parameters, ...paging],
      responses: {
        '200': json(listOf(schemaName), `A page of ${schemaName} (or all of them with no_page).`),
        '400': badRequest,
        '404': json(ref('Detail'), 'Ongeldige pagina.'),
      },
    },
  };
}

const csrfRefused = json(
  ref('Detail'),
  'CSRF-controle mislukt: no X-CSRFToken header equal to the csrftoken cookie.',
);

/** A form post: validated as a whole (400 lists every failing field), then stored and mailed. */
function formPost(summary: string, request: string, answer: string, extra: Record<string, Obj> = {}): Obj {
  return {
    post: {
      summary,
      description:
        'Needs the X-CSRFToken header. Every failing field is reported at once; a 400 stores ' +
        'nothing and sends no mail. A success stores the row and records one confirmation mail ' +
        'to the given address in the outbox (sent over SMTP when configured).',
      requestBody: { required: true, content: { 'application/json': { schema: ref(request) } } },
      responses: {
        '201': json(ref(answer), `The stored ${answer}.`),
        ...extra,
        '400': json(
          ref('FieldErrors'),
          'Per field a list of Dutch messages; non_field_errors for the body as a whole.',
        ),
        '403': csrfRefused,
      },
    },
  };
}

function detailGet(summary: string, schemaName: string, parameters: Obj[]): Obj {
  return {
    get: {
      summary,
      parameters,
      responses: { '200': json(ref(schemaName), schemaName), '404': notFound },
    },
  };
}

const paths: Record<string, Obj> = {
  '/sections/': listGet('Sections in menu order', 'Section', [idIn, slugIn]),
  '/sections/{slug}/': detailGet('One section', 'Section', [pathParam('slug', 'Section slug')]),
  '/courses/': listGet('Courses by name', 'Course', [
    query('sections__slug', 'Only courses in this section.'),
    query('categories__slug', 'Only courses in this category.'),
    query('category__slug', 'Only courses in any of these categories.', commaList),
    query('with_runs', 'true: only courses with a run starting today or later; false: the others.', bool),
    idIn,
    slugIn,
  ]),
  '/courses/{slug}/': detailGet('One course', 'Course', [pathParam('slug', 'Course slug')]),
  '/categories/': listGet('Course categories by name, children nested', 'Category', [
    query('courses__sections__slug', 'Only categories with a course in this section.'),
    idIn,
    slugIn,
  ]),
  '/runs/': listGet('Course runs', 'Run', [
    query('has_course', 'true: only runs of a course; false: the others.', bool),
    query('course__slug', 'Only runs of this course.'),
    query('course__slug__in', 'Only runs of these courses.', commaList),
    query('course__categories__slug', 'Only runs of courses in this category.'),
    query('starts_later', 'Only runs starting on or after this date.', date),
    query('starts_before', 'Only runs starting on or before this date.', date),
    query('ordering', 'Sort order (default start_date, then id).', {
      type: 'string',
      enum: ['start_date', '-start_date'],
    }),
    idIn,
  ]),
  '/runs/{id}/': detailGet('One run', 'Run', [pathParam('id', 'Run id', { type: 'integer' })]),
  '/programs/': listGet('Course programmes', 'Program', [
    query('courses__slug', 'Only the programme of this course.'),
    query('courses__slug__in', 'Only programmes of these courses.', commaList),
    idIn,
  ]),
  '/faqs/': listGet('FAQs', 'Faq', [
    query('everywhere', 'true: only FAQs shown on every page; false: the others.', bool),
    idIn,
  ]),
  '/opendoordays/': listGet('Open days by date', 'OpenDoorDay', [
    query('upcoming', 'true: only open days today or later; false: past ones.', bool),
    idIn,
  ]),
  '/homepageconfig/': {
    get: { summary: 'Home page banners', responses: { '200': json(ref('HomepageConfig'), 'Banner items') } },
  },
  '/main/pages/{path}/': detailGet('A content page by path', 'Page', [
    pathParam('path', 'Page path; may contain slashes (over-ons/team); home is the home page'),
  ]),
  '/main/widgets/': listGet('Widgets', 'Widget', [query('ref__in', 'Only these refs.', commaList), idIn]),
  '/main/internalpages/': listGet('Pages by id (the blocks of courses and sections)', 'InternalPage', [idIn]),
  '/main/internalpages/{id}/': detailGet('One page by id', 'InternalPage', [
    pathParam('id', 'Page id', { type: 'integer' }),
  ]),
  '/courseregistration/': formPost(
    'Register for a run of a course',
    'CourseRegistrationRequest',
    'CourseRegistration',
  ),
  '/opendoordayregistration/': formPost(
    'Register for an open day',
    'OpenDayRegistrationRequest',
    'OpenDayRegistration',
  ),
  '/mailinglist/': formPost('Sign up for the newsletter', 'MailingListRequest', 'MailingListSubscriber', {
    '200': json(ref('MailingListSubscriber'), 'Already signed up: the existing row; no mail is sent.'),
  }),
  '/dev/outbox/': listGet('Recorded mails, newest first (not in production: 404 there)', 'OutboxMail', [
    query('to', 'Only mails to this address (case-insensitive).'),
  ]),
  '/media/{kind}/{name}.svg': {
    get: {
      summary: 'A generated image (gradient and title)',
      parameters: [
        pathParam('kind', 'Image kind', { type: 'string', enum: [...MEDIA_KINDS] }),
        pathParam('name', 'Image name (a slug)', { type: 'string', pattern: '^[a-z0-9]+([-_][a-z0-9]+)*$' }),
      ],
      responses: {
        '200': { description: 'SVG image', content: { 'image/svg+xml': { schema: { type: 'string' } } } },
        '404': notFound,
      },
    },
  },
  '/openapi.json': {
    get: {
      summary: 'This description',
      responses: { '200': json({ type: 'object', required: ['openapi', 'paths'] }, 'OpenAPI 3.1') },
    },
  },
  '/health/': {
    get: {
      summary: 'Liveness, including the database',
      responses: {
        '200': json(ref('Health'), 'The api and its database answer.'),
        '503': json({ type: 'object' }, 'The database does not answer.'),
      },
    },
  },
};

export const openapiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'Studio Lumen REST api',
    version: '1.0.0',
    description:
      'The REST api of api/CONTRACT.md. Paths keep their trailing slash. Lists are paged ' +
      '({count, next, previous, results}) unless no_page is given. State-changing calls need the ' +
      'X-CSRFToken header equal to the csrftoken cookie. Messages are Dutch.',
  },
  servers: [{ url: '/api' }],
  paths,
  components: { schemas },
};
