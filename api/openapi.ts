import { z } from 'zod';
import { authEmailPaths } from './accounts/auth-email.ts';
import { authProfilePaths } from './accounts/auth-profile.ts';
import { authRegisterPaths } from './accounts/auth-register.ts';
import { authSessionPaths } from './accounts/auth-session.ts';
import { articlesPaths } from './catalogue/articles.ts';
import { categoryDumpPaths } from './catalogue/categories.ts';
import { salesPaths } from './catalogue/sales.ts';
import { searchPaths } from './catalogue/search.ts';
import { contactPaths } from './content/contact.ts';
import { duplicationPaths } from './content/duplication.ts';
import { editorPaths } from './content/editor.ts';
import { homepageConfigPaths } from './content/homepage-config.ts';
import { internalPagesPaths } from './content/internal-pages.ts';
import { mailingListPaths } from './content/mailing-list.ts';
import { mediaPaths } from './content/media.ts';
import { pagesPaths } from './content/pages.ts';
import { revisionsPaths } from './content/revisions.ts';
import { widgetsPaths } from './content/widgets.ts';
import { auditPaths } from './desk/audit.ts';
import { availabilityLookupPaths } from './desk/availability-lookup.ts';
import { counterOrderPaths } from './desk/counter-orders.ts';
import { customerPaths } from './desk/customers.ts';
import { handoverPaths } from './desk/handovers.ts';
import { orderChangePaths } from './desk/order-changes.ts';
import { deskOrdersPaths } from './desk/orders.ts';
import { plannerPaths } from './desk/planner.ts';
import { recoveryCodesPaths } from './desk/recovery-codes.ts';
import { staffAuthPaths } from './desk/staff-auth.ts';
import { unitPaths } from './desk/units.ts';
import { categoriesPaths } from './education/categories.ts';
import { courseRegistrationsPaths } from './education/course-registrations.ts';
import { coursesPaths } from './education/courses.ts';
import { faqsPaths } from './education/faqs.ts';
import { openDayRegistrationsPaths } from './education/open-day-registrations.ts';
import { openDoorDaysPaths } from './education/open-door-days.ts';
import { programsPaths } from './education/programs.ts';
import { runsPaths } from './education/runs.ts';
import { sectionsPaths } from './education/sections.ts';
import { healthPaths } from './http/health.ts';
import { type Json, json, type Paths } from './http/openapi.ts';
import { invoicesPaths } from './invoices/invoices.ts';
import { devOutboxPaths } from './mail/dev-outbox.ts';
import { orderPaths } from './orders/order.ts';
import { orderTermsPaths } from './orders/order-terms.ts';
import { ordersPaths } from './orders/orders.ts';
import { quoteConfirmationPaths } from './orders/quote-confirmation.ts';
import { paymentsPaths } from './payments/payments.ts';
import { availabilityPaths } from './shop/availability.ts';
import { pcartPaths } from './shop/pcart.ts';
import { pcartLinesPaths } from './shop/pcart-lines.ts';
import { pricesPaths } from './shop/prices.ts';

// The OpenAPI 3.1 description of api/CONTRACT.md, served at /api/openapi.json. Nothing here is
// written by hand twice: each route module declares its answer in zod (`.meta({ id })` makes it a
// component) and describes its own paths; this file gathers the paths and generates the
// components from the zod schemas. A test calls every path and validates the answers against
// it, and checks every served route is listed. The gateway generates its REST types from
// `openapiDocument.components.schemas` (scripts/generate-rest-types.ts).

/**
 * Every route module and the paths it serves, in the document's order. The api README's
 * route→file table is generated from it (`npm run route-table`); a REST path's first segment does
 * not always name its folder (`/shop/order/` is api/orders/), the table does.
 */
export const ROUTE_MODULES: readonly { file: string; paths: Paths }[] = [
  { file: 'education/sections.ts', paths: sectionsPaths },
  { file: 'education/courses.ts', paths: coursesPaths },
  { file: 'education/categories.ts', paths: categoriesPaths },
  { file: 'education/runs.ts', paths: runsPaths },
  { file: 'education/programs.ts', paths: programsPaths },
  { file: 'education/faqs.ts', paths: faqsPaths },
  { file: 'education/open-door-days.ts', paths: openDoorDaysPaths },
  { file: 'content/homepage-config.ts', paths: homepageConfigPaths },
  { file: 'content/pages.ts', paths: pagesPaths },
  { file: 'content/widgets.ts', paths: widgetsPaths },
  { file: 'content/internal-pages.ts', paths: internalPagesPaths },
  { file: 'education/course-registrations.ts', paths: courseRegistrationsPaths },
  { file: 'education/open-day-registrations.ts', paths: openDayRegistrationsPaths },
  { file: 'content/mailing-list.ts', paths: mailingListPaths },
  { file: 'content/contact.ts', paths: contactPaths },
  { file: 'content/duplication.ts', paths: duplicationPaths },
  { file: 'content/editor.ts', paths: editorPaths },
  { file: 'content/revisions.ts', paths: revisionsPaths },
  { file: 'catalogue/categories.ts', paths: categoryDumpPaths },
  { file: 'catalogue/search.ts', paths: searchPaths },
  { file: 'catalogue/articles.ts', paths: articlesPaths },
  { file: 'catalogue/sales.ts', paths: salesPaths },
  { file: 'shop/pcart.ts', paths: pcartPaths },
  { file: 'shop/pcart-lines.ts', paths: pcartLinesPaths },
  { file: 'shop/prices.ts', paths: pricesPaths },
  { file: 'shop/availability.ts', paths: availabilityPaths },
  { file: 'orders/order.ts', paths: orderPaths },
  { file: 'orders/orders.ts', paths: ordersPaths },
  { file: 'orders/quote-confirmation.ts', paths: quoteConfirmationPaths },
  { file: 'orders/order-terms.ts', paths: orderTermsPaths },
  { file: 'payments/payments.ts', paths: paymentsPaths },
  { file: 'accounts/auth-session.ts', paths: authSessionPaths },
  { file: 'accounts/auth-register.ts', paths: authRegisterPaths },
  { file: 'accounts/auth-profile.ts', paths: authProfilePaths },
  { file: 'accounts/auth-email.ts', paths: authEmailPaths },
  { file: 'invoices/invoices.ts', paths: invoicesPaths },
  { file: 'desk/staff-auth.ts', paths: staffAuthPaths },
  { file: 'desk/recovery-codes.ts', paths: recoveryCodesPaths },
  { file: 'desk/orders.ts', paths: deskOrdersPaths },
  { file: 'desk/audit.ts', paths: auditPaths },
  { file: 'desk/units.ts', paths: unitPaths },
  { file: 'desk/customers.ts', paths: customerPaths },
  { file: 'desk/counter-orders.ts', paths: counterOrderPaths },
  { file: 'desk/order-changes.ts', paths: orderChangePaths },
  { file: 'desk/availability-lookup.ts', paths: availabilityLookupPaths },
  { file: 'desk/handovers.ts', paths: handoverPaths },
  { file: 'desk/planner.ts', paths: plannerPaths },
  { file: 'mail/dev-outbox.ts', paths: devOutboxPaths },
  { file: 'content/media.ts', paths: mediaPaths },
  { file: 'http/health.ts', paths: healthPaths },
];

const paths: Paths = {
  // A path may be served by two modules (GET /desk/orders/ lists, POST makes one at the counter):
  // their methods are merged.
  ...ROUTE_MODULES.reduce<Paths>((all, module) => {
    for (const [path, item] of Object.entries(module.paths)) all[path] = { ...all[path], ...item };
    return all;
  }, {}),
  '/openapi.json': {
    get: {
      summary: 'This description',
      responses: { '200': json({ type: 'object', required: ['openapi', 'paths'] }, 'OpenAPI 3.1') },
    },
  },
};

const COMPONENT = '#/components/schemas/';
const SAFE_BOUNDS = new Set([Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]);

/**
 * zod's JSON Schema in the document's plain style: no `$schema`/`$id` per component, no integer
 * bounds that only repeat JavaScript's safe range, no `propertyNames` that only says "string",
 * and `X | null` of a plain value as `type: [X, "null"]` (an enum gains `null`).
 */
function tidy(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(tidy);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$schema' || key === '$id') continue;
    if ((key === 'minimum' || key === 'maximum') && SAFE_BOUNDS.has(value as number)) continue;
    if (key === 'propertyNames' && JSON.stringify(value) === '{"type":"string"}') continue;
    out[key] = tidy(value);
  }
  const anyOf = out.anyOf as Json[] | undefined;
  if (anyOf?.length === 2 && anyOf[1]?.type === 'null' && Object.keys(anyOf[1]).length === 1) {
    const [plain] = anyOf;
    if (plain && typeof plain.type === 'string' && plain.type !== 'object' && plain.type !== 'array') {
      const { anyOf: _, ...rest } = out;
      const merged: Json = { ...plain, ...rest, type: [plain.type, 'null'] };
      if (Array.isArray(plain.enum)) merged.enum = [...plain.enum, null];
      return merged;
    }
  }
  return out;
}

/** The schema ids a path posts as its request body: generated as input (open objects). */
function requestIds(all: Paths): Set<string> {
  const ids = new Set<string>();
  for (const item of Object.values(all)) {
    for (const operation of Object.values(item) as Json[]) {
      const body = operation.requestBody as { content?: Record<string, { schema?: Json }> } | undefined;
      const target = body?.content?.['application/json']?.schema?.$ref;
      if (typeof target === 'string') ids.add(target.slice(COMPONENT.length));
    }
  }
  return ids;
}

function components(): Record<string, Json> {
  const options = { target: 'draft-2020-12', uri: (id: string) => `${COMPONENT}${id}` } as const;
  // Answers as zod's output type, objects closed; request bodies as its input type, objects open.
  const answers = z.toJSONSchema(z.globalRegistry, { ...options, io: 'output' }).schemas;
  const requests = z.toJSONSchema(z.globalRegistry, { ...options, io: 'input' }).schemas;
  const posted = requestIds(paths);
  return Object.fromEntries(
    Object.keys(answers).map((id) => [id, tidy(posted.has(id) ? requests[id] : answers[id]) as Json]),
  );
}

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
  components: { schemas: components() },
};
