import { describe, expect, it } from 'vitest';
import { describe as describeReviews, reviewContracts } from '../../scripts/contracts/contracts.ts';
import { diffGraphQL } from '../../scripts/contracts/graphql-diff.ts';
import { diffOpenApi } from '../../scripts/contracts/openapi-diff.ts';
import { addMonths, type Change, unmarked } from '../../scripts/contracts/policy.ts';

const TODAY = '2027-02-01';
const breaking = (changes: Change[]) => unmarked(changes, []).map((c) => c.description);

const RUN = `type Query { agenda(first: Int): [Run!]! }
type Run {
  id: ID!
  startDate: String!
  FIELD
}`;
const sdl = (field: string) => RUN.replace('FIELD', field);

describe('GraphQL contract', () => {
  it('fails on a removed field that was not deprecated, and says so', () => {
    const changes = diffGraphQL(sdl('startTime: String'), sdl(''), TODAY);
    expect(breaking(changes)).toEqual(['Run.startTime was removed.']);
    expect(changes[0]?.note).toMatch(/not deprecated in the snapshot: deprecate it first/);
  });

  it('lets a field go once its deprecation names a removal date that has come', () => {
    const old = sdl('startTime: String @deprecated(reason: "Use `startsAt`. Removed after 2027-01-31.")');
    expect(breaking(diffGraphQL(old, sdl(''), TODAY))).toEqual([]);
    const early = diffGraphQL(old, sdl(''), '2027-01-30');
    expect(breaking(early)).toEqual(['Run.startTime was removed.']);
    expect(early[0]?.note).toMatch(/deprecated until 2027-01-31/);
    const undated = sdl('startTime: String @deprecated(reason: "Use `startsAt`.")');
    expect(breaking(diffGraphQL(undated, sdl(''), TODAY))).toEqual(['Run.startTime was removed.']);
  });

  it('lets a type go with the deprecated fields that were its only users', () => {
    const old = `${sdl('venue: Venue @deprecated(reason: "Use `location`. Removed after 2027-01-31.")')}
type Venue { name: String! }`;
    const changes = diffGraphQL(old, sdl(''), TODAY);
    expect(changes.map((c) => [c.level, c.description])).toEqual([
      ['safe', 'Run.venue was removed.'],
      ['safe', 'Venue was removed.'],
    ]);
  });

  it('accepts an added optional field or argument, and lists it', () => {
    const changes = diffGraphQL(
      sdl(''),
      sdl('endTime: String').replace('agenda(first: Int)', 'agenda(first: Int, after: String)'),
      TODAY,
    );
    expect(breaking(changes)).toEqual([]);
    expect(changes.map((c) => c.description)).toEqual([
      'An optional arg after on Query.agenda was added.',
      'Run.endTime was added.',
    ]);
  });

  it('fails on a new required argument or a field that may now be null', () => {
    const now = sdl('').replace('agenda(first: Int)', 'agenda(first: Int!)').replace('String!', 'String');
    expect(breaking(diffGraphQL(sdl(''), now, TODAY))).toEqual([
      'Query.agenda arg first has changed type from Int to Int!.',
      'Run.startDate changed type from String! to String.',
    ]);
  });

  it(`wants a new deprecation's removal date at least six months away`, () => {
    const soon = sdl('startTime: String @deprecated(reason: "Use `startsAt`. Removed after 2027-05-01.")');
    expect(breaking(diffGraphQL(sdl('startTime: String'), soon, TODAY))).toEqual([
      'Run.startTime was deprecated.',
    ]);
    const later = soon.replace('2027-05-01', '2027-08-01');
    const changes = diffGraphQL(sdl('startTime: String'), later, TODAY);
    expect(changes.map((c) => c.level)).toEqual(['dangerous']);
  });

  it('records a break listed in intended-breaks.json', () => {
    const changes = diffGraphQL(sdl('startTime: String'), sdl(''), TODAY);
    expect(unmarked(changes, [{ change: 'Run.startTime was removed.', reason: 'test' }])).toEqual([]);
  });
});

type Props = Record<string, unknown>;
function api(course: Props, params: Props[] = [], required = ['id', 'title']) {
  return {
    openapi: '3.1.0',
    paths: {
      '/courses/': {
        get: {
          parameters: params,
          responses: {
            '200': {
              description: 'Courses',
              content: {
                'application/json': {
                  schema: { type: 'array', items: { $ref: '#/components/schemas/Course' } },
                },
              },
            },
          },
        },
      },
    },
    components: { schemas: { Course: { type: 'object', properties: course, required } } },
  };
}
const COURSE = { id: { type: 'integer' }, title: { type: 'string' } };

describe('REST contract', () => {
  it('fails on a removed response property', () => {
    const changes = diffOpenApi(api(COURSE), api({ id: COURSE.id }, [], ['id']), TODAY);
    expect(breaking(changes)).toEqual(['Course.title (response) was removed.']);
  });

  it('lets a deprecated property go after its removal date', () => {
    const old = {
      ...COURSE,
      title: { type: 'string', deprecated: true, description: 'Use name. 2027-01-31' },
    };
    expect(breaking(diffOpenApi(api(old), api({ id: COURSE.id }, [], ['id']), TODAY))).toEqual([]);
  });

  it('fails on a new required query parameter, accepts an optional one', () => {
    const page = { name: 'page', in: 'query', schema: { type: 'integer' } };
    expect(breaking(diffOpenApi(api(COURSE), api(COURSE, [{ ...page, required: true }]), TODAY))).toEqual([
      'GET /courses/ query parameter page was added as required.',
    ]);
    const optional = diffOpenApi(api(COURSE), api(COURSE, [page]), TODAY);
    expect(optional.map((c) => [c.level, c.description])).toEqual([
      ['safe', 'GET /courses/ query parameter page was added.'],
    ]);
  });

  it('accepts an added response property; fails on a changed type, a new null or a removed value', () => {
    const more = { ...COURSE, level: { type: 'string', enum: ['basis', 'gevorderd'] } };
    expect(breaking(diffOpenApi(api(COURSE), api(more), TODAY))).toEqual([]);
    const changed = {
      id: { type: 'string' },
      title: { type: ['string', 'null'] },
      level: { type: 'string', enum: ['basis'] },
    };
    expect(breaking(diffOpenApi(api(more), api(changed), TODAY))).toEqual([
      'Course.id (response) type changed from integer to string.',
      'Course.title (response) may now be null.',
      'Course.level (response) value "gevorderd" was removed.',
    ]);
  });

  it('fails on a removed path', () => {
    expect(breaking(diffOpenApi(api(COURSE), { ...api(COURSE), paths: {} }, TODAY))).toEqual([
      'GET /courses/ was removed.',
    ]);
  });
});

describe('the committed snapshots', () => {
  it('are the contracts the code has now (else: npm run contracts)', () => {
    const { lines } = describeReviews(reviewContracts(TODAY), []);
    expect(lines).toEqual([
      'contracts/schema.graphql: matches the code',
      'contracts/openapi.json: matches the code',
    ]);
  });
});

it('adds months, clamped to the month', () => {
  expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
  expect(addMonths('2027-02-01', 6)).toBe('2027-08-01');
});
