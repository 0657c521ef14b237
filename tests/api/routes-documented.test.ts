import { describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { createClock } from '../../api/clock.ts';
import type { Db } from '../../api/db/open-database.ts';
import { openapiDocument } from '../../api/openapi.ts';

type Layer = {
  rawPath?: string;
  route?: { path: string | RegExp; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
};

/** Every route the Express app serves, as [mount + path, methods]. */
function servedRoutes(
  stack: Layer[],
  prefix = '',
): { path: string | RegExp; prefix: string; methods: string[] }[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const methods = Object.keys(layer.route.methods).filter((m) => m !== '_all');
      return [{ path: layer.route.path, prefix, methods }];
    }
    const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
    return layer.handle?.stack ? servedRoutes(layer.handle.stack, prefix + mount) : [];
  });
}

const toTemplate = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('OpenAPI covers the app', () => {
  // Building the app touches no database: routes only use it per request.
  const app = createApp({ db: {} as Db, clock: createClock('2026-11-23') });
  const routes = servedRoutes((app as unknown as { router: { stack: Layer[] } }).router.stack);
  const documented = Object.keys(openapiDocument.paths);

  it('documents every route the app serves, with its methods', () => {
    expect(routes.length).toBeGreaterThanOrEqual(18);
    for (const route of routes) {
      expect(route.prefix).toBe('/api');
      if (route.path instanceof RegExp) {
        const regex = route.path;
        // A pattern route is documented when a documented template, filled in, is what it matches.
        const match = documented.find((t) => regex.test(t.replace(/\{[^}]+\}/, 'over-ons/team')));
        expect(match, String(regex)).toBeDefined();
      } else {
        expect(documented, route.path).toContain(toTemplate(route.path));
      }
      const item = openapiDocument.paths[toTemplate(String(route.path))] as
        | Record<string, unknown>
        | undefined;
      for (const method of route.methods)
        if (item) expect(item[method], `${method} ${route.path}`).toBeDefined();
    }
  });

  it('documents nothing the app does not serve', () => {
    const served = routes.map((r) => (r.path instanceof RegExp ? r.path : toTemplate(r.path)));
    for (const template of documented) {
      const found = served.some((s) =>
        s instanceof RegExp ? s.test(template.replace(/\{[^}]+\}/, 'x/y')) : s === template,
      );
      expect(found, template).toBe(true);
    }
  });
});

describe('OpenAPI components (generated from the zod declarations)', () => {
  const schemas = openapiDocument.components.schemas as Record<string, Record<string, unknown>>;

  it('keeps the component names the gateway generates its REST types from', () => {
    expect(Object.keys(schemas).sort()).toEqual(
      [
        'AbsentKind',
        'Address',
        'Article',
        'ArticleAvailability',
        'ArticleCategory',
        'ArticleDays',
        'ArticleListItem',
        'ArticleSummary',
        'AuditEntry',
        'Availability',
        'AvailabilityDays',
        'Block',
        'BlockCreateRequest',
        'BlockSaveRequest',
        'Cart',
        'CartLine',
        'CartLineCountRequest',
        'CartLineRequest',
        'CartPeriodRequest',
        'Category',
        'CategoryDump',
        'ChangePasswordRequest',
        'CheckEmailRequest',
        'CheckoutRequest',
        'CheckoutValid',
        'ContactRequest',
        'Course',
        'CourseCard',
        'CourseListItem',
        'CourseRegistration',
        'CourseRegistrationRequest',
        'DayAvailability',
        'DeskCancelRequest',
        'DeskCollision',
        'DeskHandedUnit',
        'DeskMail',
        'DeskNote',
        'DeskNoteRequest',
        'DeskOrder',
        'DeskOrderListItem',
        'DeskPayment',
        'DeskPickupRequest',
        'DeskRefund',
        'DeskRefundRequest',
        'DeskRentalLine',
        'DeskResendMailRequest',
        'DeskReservation',
        'DeskReturnRequest',
        'DeskSession',
        'DeskVersionRequest',
        'Detail',
        'DuplicationService',
        'EditorState',
        'EmailConfirmed',
        'EmailStatus',
        'EmailTokenState',
        'Faq',
        'FieldErrors',
        'GapYear',
        'HandoverOrder',
        'Handovers',
        'Health',
        'Hold',
        'HomepageConfig',
        'InternalPage',
        'InvoiceItem',
        'InvoiceLinkRequest',
        'InvoiceSummary',
        'LoginRequest',
        'MailingListRequest',
        'MailingListSubscriber',
        'OpenDayRegistration',
        'OpenDayRegistrationRequest',
        'OpenDoorDay',
        'Order',
        'OrderLine',
        'OrderTerms',
        'OutboxMail',
        'Page',
        'PageSummary',
        'Payment',
        'PaymentOption',
        'PaymentOutcomeRequest',
        'PaymentWebhookRequest',
        'Planner',
        'PlannerArticle',
        'PlannerReservation',
        'PlannerUnit',
        'PriceLine',
        'PriceTotals',
        'Prices',
        'PricesRequest',
        'ProfileRequest',
        'ProfileState',
        'Program',
        'Quote',
        'QuoteConfirmation',
        'RegisterRequest',
        'RentalUnit',
        'CounterOrderRequest',
        'OrderChangeRequest',
        'CounterPaymentRequest',
        'DeskAvailability',
        'DeskUnitSwapRequest',
        'DeskCustomer',
        'DeskCustomerChangeRequest',
        'DeskCustomerListItem',
        'DeskCustomerMergeRequest',
        'DeskCustomerRequest',
        'RentalUnitCreateRequest',
        'RentalUnitPage',
        'RentalUnitStatusRequest',
        'ResetPasswordRequest',
        'Revision',
        'Run',
        'Sale',
        'SamEntity',
        'SearchResult',
        'Section',
        'SetPasswordRequest',
        'SignedIn',
        'SlotAvailability',
        'Staff',
        'StaffCodeRequest',
        'StaffLoginRequest',
        'StaffMember',
        'StaffRecoveryCodes',
        'StaffRecoveryCodesRequest',
        'StaffSignInPending',
        'StaffSignedIn',
        'TokenCheck',
        'TokenRequest',
        'TotalsRow',
        'User',
        'UserState',
        'Widget',
        'WidgetSaveRequest',
      ].sort(),
    );
  });

  it('closes answers, leaves request bodies open, and every $ref resolves', () => {
    for (const [name, schema] of Object.entries(schemas)) {
      if (name === 'FieldErrors') continue;
      if (schema.oneOf) {
        // An item that is one of several answers (CourseListItem: Course or CourseCard), each a
        // closed component of its own.
        expect(Object.keys(schema).sort(), name).toEqual(['description', 'oneOf']);
        for (const option of schema.oneOf as { $ref?: string }[]) {
          const target = schemas[String(option.$ref).replace('#/components/schemas/', '')];
          expect(target?.additionalProperties, `${name}: ${option.$ref}`).toBe(false);
        }
        continue;
      }
      expect(schema.type, name).toBe('object');
      expect(schema.additionalProperties, name).toBe(name.endsWith('Request') ? undefined : false);
      expect(schema).not.toHaveProperty('$schema');
      expect(schema).not.toHaveProperty('$id');
    }
    const refs = JSON.stringify(openapiDocument).match(/"\$ref":"[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(30);
    for (const ref of refs) {
      const name = ref.replace(/^"\$ref":"#\/components\/schemas\//, '').replace(/"$/, '');
      expect(schemas[name], ref).toBeDefined();
    }
  });

  it('says null where the answer may be null, and nowhere else', () => {
    const nullable = (schema: Record<string, unknown> | undefined) =>
      JSON.stringify(schema).includes('"null"');
    const properties = (name: string) =>
      (schemas[name]?.properties ?? {}) as Record<string, Record<string, unknown>>;
    const nullableFields = (name: string) =>
      Object.entries(properties(name))
        .filter(([, schema]) => nullable(schema))
        .map(([field]) => field);
    expect(nullableFields('Section')).toEqual(['menu_name', 'page']);
    expect(nullableFields('Course')).toEqual(['banner', 'page', 'gap_year']);
    expect(nullableFields('CourseCard')).toEqual(['banner']);
    expect(nullableFields('Run')).toEqual([
      'course',
      'start_date_header_text',
      'remarks',
      'days_of_week_remark',
      'holidays_remark',
      'start_time',
      'end_time',
    ]);
    expect(nullableFields('Quote')).toEqual(['author_age']);
    expect(nullableFields('CourseRegistration')).toEqual(['date_of_birth', 'payment_terms']);
    expect(nullableFields('OutboxMail')).toEqual(['html', 'reply_to', 'sent_at']);
    expect(nullableFields('ArticleSummary')).toEqual(['special_price', 'deposit']);
    expect(nullableFields('Article')).toEqual(['special_price', 'deposit']);
    expect(nullableFields('Sale')).toEqual(['ends_on']);
    expect(nullableFields('SearchResult')).toEqual(['suggestion', 'absent_kind']);
    expect(nullableFields('AbsentKind')).toEqual(['category_id']);
    for (const name of [
      'Faq',
      'Block',
      'Category',
      'Program',
      'OpenDoorDay',
      'Page',
      'PageSummary',
      'InternalPage',
      'Widget',
      'PaymentOption',
      'GapYear',
      'ArticleCategory',
      'CategoryDump',
    ])
      expect(nullableFields(name), name).toEqual([]);
    expect(schemas.CourseRegistration?.required).toHaveLength(25);
    expect(schemas.CourseRegistrationRequest?.required).toEqual([
      'run',
      'course',
      'first_name',
      'last_name',
      'email',
      'phone',
      'accept',
    ]);
  });
});
