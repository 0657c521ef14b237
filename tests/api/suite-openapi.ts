import { describe, expect, it } from 'vitest';
import { Client } from './harness.ts';
import { type Schema, validate } from './json-schema.ts';

type Operation = {
  parameters?: { name: string; in: string }[];
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};
type Document = Schema & {
  paths: Record<
    string,
    { get?: Operation; post?: Operation; put?: Operation; patch?: Operation; delete?: Operation }
  >;
};

/** Fill a path template with real values from the running api. */
async function samplePath(client: Client, template: string): Promise<string> {
  const [run] = await client.ok<{ id: number }[]>('/runs/?no_page');
  const course = await client.ok<{ page: { id: number } | null }>('/courses/montage-basis/');
  const values: Record<string, string> = {
    '/sections/{slug}/': 'opleidingen',
    '/courses/{slug}/': 'montage-basis',
    '/runs/{id}/': String(run?.id),
    '/main/pages/{path}/': 'home',
    '/main/internalpages/{id}/': String(course.page?.id),
    '/shop/articles/{slug}/': 'sony-fx6',
    '/shop/sales/{slug}/': 'black-friday',
  };
  if (template === '/media/{kind}/{name}.svg') return '/media/courses/montage-basis.svg';
  // The availability calls need their articles and dates (tests/api/availability.test.ts checks
  // them further).
  if (template === '/shop/availability/' || template === '/shop/availability/days/') {
    const [fx6] = await client.ok<{ id: number }[]>('/shop/articles/?no_page&slug__in=sony-fx6');
    const range =
      template === '/shop/availability/'
        ? 'start_date=2026-11-24&pickup_slot=0&end_date=2026-11-27&return_slot=3'
        : 'from=2026-11-23&to=2026-12-31';
    return `${template}?article__in=${fx6?.id}&${range}`;
  }
  const value = values[template];
  if (template.includes('{') && value === undefined) throw new Error(`no sample for ${template}`);
  return value === undefined ? template : template.replace(/\{[^}]+\}/, value);
}

const ORDER_PATHS = new Set(['/shop/orders/{number}/', '/payments/{handle}/', '/shop/quotes/confirmation/']);
// An editor's reads need a signed-in editor: tests/api/content-editor.ts validates those answers.
const EDITOR_PATHS = new Set(['/main/{type}/{id}/revisions/']);
// Invoices need a signed-in user, a token or an invoice's handle: tests/api/accounts-invoices.ts
// validates those answers.
const ACCOUNT_PATHS = new Set([
  '/myinvoices/',
  '/invoices/',
  '/invoices/{handle}/',
  '/invoices/{handle}/pdf/',
]);

export function openapiSuite(base: () => string) {
  describe('OpenAPI description', () => {
    it('is OpenAPI 3.1 and every documented GET answers what its schema says', async () => {
      const client = new Client(base());
      const doc = await client.ok<Document>('/openapi.json');
      expect(doc.openapi).toMatch(/^3\.1\./);
      const paths = Object.entries(doc.paths);
      expect(paths.length).toBeGreaterThanOrEqual(22);
      for (const [template, item] of paths) {
        // Every path is read (GET), a form (POST, checked by the forms suite) or, like a cart
        // line, changed and removed (PATCH, DELETE: checked by the shop suites).
        expect(item.get ?? item.post ?? item.put ?? item.patch ?? item.delete, template).toBeDefined();
        const operation = item.get;
        // An order, a payment and a quote's confirmation exist only once placed: tests/api/orders-*.ts
        // validate those
        // answers against this document.
        if (
          !operation ||
          ORDER_PATHS.has(template) ||
          EDITOR_PATHS.has(template) ||
          ACCOUNT_PATHS.has(template) ||
          // The rental desk needs a staff member signed in with a code: tests/api/desk-*.test.ts
          // validate those answers.
          template.startsWith('/desk/')
        ) {
          continue;
        }
        const path = await samplePath(client, template);
        const isList = operation.parameters?.some((p) => p.name === 'no_page') ?? false;
        for (const url of isList ? [path, `${path}?no_page=true`, `${path}?page_size=1`] : [path]) {
          const answer = await client.get(url);
          expect(answer.status, url).toBe(200);
          const content = operation.responses['200']?.content ?? {};
          const [type, media] = Object.entries(content)[0] ?? [];
          expect(answer.headers.get('content-type'), url).toContain(type);
          if (type === 'application/json' && media) {
            expect(validate(media.schema, answer.body, doc), url).toEqual([]);
          }
        }
      }
    });

    it('declares the run and course figures as components PaymentOption and GapYear', async () => {
      const doc = await new Client(base()).ok<
        Document & {
          components: { schemas: Record<string, Schema & { properties?: Record<string, Schema> }> };
        }
      >('/openapi.json');
      const { schemas } = doc.components;
      expect(Object.keys(schemas.PaymentOption?.properties ?? {}).sort()).toEqual(
        ['first_term', 'label', 'number_of_terms', 'per_term', 'terms', 'total'].sort(),
      );
      expect(schemas.PaymentOption?.required).toHaveLength(6);
      expect(Object.keys(schemas.GapYear?.properties ?? {}).sort()).toEqual(
        ['days_per_week', 'rental_credit', 'rental_discount_percent', 'rental_discount_years'].sort(),
      );
      const run = schemas.Run?.properties ?? {};
      expect(run.registration_open).toMatchObject({ type: 'boolean' });
      expect(JSON.stringify(run.payment_options)).toContain('#/components/schemas/PaymentOption');
      expect(JSON.stringify(schemas.Course?.properties?.gap_year)).toContain('#/components/schemas/GapYear');
      expect(schemas.Run?.required).toEqual(expect.arrayContaining(['registration_open', 'payment_options']));
      expect(schemas.Course?.required).toContain('gap_year');
    });

    it('documents the course list as Course items, or CourseCard items with view=card', async () => {
      const client = new Client(base());
      const doc = await client.ok<
        Document & {
          components: { schemas: Record<string, Schema & { properties?: Record<string, Schema> }> };
        }
      >('/openapi.json');
      const card = doc.components.schemas.CourseCard;
      expect(Object.keys(card?.properties ?? {}).sort()).toEqual(['banner', 'id', 'name', 'price', 'slug']);
      expect(card?.required).toHaveLength(5);
      expect(card?.additionalProperties).toBe(false);
      const list = doc.paths['/courses/']?.get;
      const names = list?.parameters?.map((p) => p.name) ?? [];
      expect(names).toEqual(expect.arrayContaining(['view', 'exclude', 'page_size', 'no_page']));
      const schema = list?.responses['200']?.content?.['application/json']?.schema ?? {};
      for (const url of [
        '/courses/?view=card&page_size=3&exclude=1&with_runs=true',
        '/courses/?view=card&no_page',
        '/courses/?no_page&exclude=1',
      ]) {
        const answer = await client.ok(url);
        expect(validate(schema, answer, doc), url).toEqual([]);
      }
      // A card is no Course and a Course no card: each answer matches exactly one item shape.
      const [full] = await client.ok<Schema[]>('/courses/?no_page&slug__in=montage-basis');
      expect(validate({ $ref: '#/components/schemas/CourseCard' }, full, doc)).not.toEqual([]);
      const [lean] = await client.ok<Schema[]>('/courses/?no_page&view=card&slug__in=montage-basis');
      expect(validate({ $ref: '#/components/schemas/Course' }, lean, doc)).not.toEqual([]);
    });

    it('documents the catalogue: full articles in a list, a search with q and its 400', async () => {
      const client = new Client(base());
      const doc = await client.ok<Document>('/openapi.json');
      const schemaOf = (path: string, status: string) =>
        doc.paths[path]?.get?.responses[status]?.content?.['application/json']?.schema ?? {};
      for (const url of [
        '/shop/articles/?view=full&page_size=2&type=RENTAL',
        '/shop/articles/?no_page&view=full&slug__in=sony-fx6,sony-fx3-kopen,sony-fx6-occasion',
        '/shop/articles/?no_page&type=SALE',
      ]) {
        expect(validate(schemaOf('/shop/articles/', '200'), await client.ok(url), doc), url).toEqual([]);
      }
      for (const url of [
        '/search/?q=sennhiser&start=0&end=20',
        '/search/?type=SALE&facets=sale:black-friday,stock:in_stock',
        '/search/?cat=0',
      ]) {
        expect(validate(schemaOf('/search/', '200'), await client.ok(url), doc), url).toEqual([]);
      }
      const bad = await client.get('/search/?facets=foo');
      expect(bad.status).toBe(400);
      expect(validate(schemaOf('/search/', '400'), bad.body, doc)).toEqual([]);
      // An Article is no ArticleSummary (closed objects): each list item matches one shape only.
      const [full] = await client.ok<Schema[]>('/shop/articles/?no_page&view=full&slug__in=sony-fx6');
      expect(validate({ $ref: '#/components/schemas/ArticleSummary' }, full, doc)).not.toEqual([]);
    });

    it('documents the error answers: a 404 of a detail path and a 400 of a list', async () => {
      const client = new Client(base());
      const doc = await client.ok<Document>('/openapi.json');
      const notFound = doc.paths['/courses/{slug}/']?.get?.responses['404']?.content?.['application/json'];
      const answer = await client.get('/courses/bestaat-niet/');
      expect(validate(notFound?.schema ?? {}, answer.body, doc)).toEqual([]);
      const bad = doc.paths['/runs/']?.get?.responses['400']?.content?.['application/json'];
      const badAnswer = await client.get('/runs/?ordering=x');
      expect(badAnswer.status).toBe(400);
      expect(validate(bad?.schema ?? {}, badAnswer.body, doc)).toEqual([]);
      // The validator itself must be able to fail.
      expect(validate(notFound?.schema ?? {}, { detail: 5 }, doc)).not.toEqual([]);
    });
  });
}
