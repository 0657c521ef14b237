import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { toAmount } from '../../domain/money.ts';
import { isUniqueViolation } from '../accounts/auth-input.ts';
import { customers } from '../customers/tables.ts';
import { countWhere } from '../db/count.ts';
import { privately } from '../http/cache.ts';
import type { Deps } from '../http/deps.ts';
import { badParam, HttpError, methodNotAllowed, notFound } from '../http/errors.ts';
import { Form } from '../http/form.ts';
import {
  Detail,
  FieldErrors,
  Id,
  type Json,
  json,
  listGet,
  type Paths,
  pathParam,
  queryParam,
  ref,
  Timestamp,
} from '../http/openapi.ts';
import { sendList } from '../http/paging.ts';
import { boolParam, idFromPath, stringParam } from '../http/params.ts';
import { send } from '../http/send.ts';
import { Address, addressAnswer } from '../orders/order-shapes.ts';
import { orders } from '../orders/tables.ts';
import { AuditEntry, audit, auditRows, refuseWholeList } from './audit.ts';
import {
  addCustomer,
  CUSTOMER_MESSAGES,
  type CustomerRow,
  changeCustomer,
  changedFields,
  givenFields,
  lockCustomer,
  lockPair,
  mergeCustomers,
  readCustomerFields,
} from './customer-changes.ts';
import { type ListRow, listColumns, listItem } from './order-list.ts';
import { DeskOrderListItem } from './order-shapes.ts';
import { requireStaff } from './staff.ts';
import { deskAudit } from './tables.ts';

// Customer records at the desk (api/desk/README.md "Customers"): found by name, company, e-mail,
// any spelling of a phone number or a street (their own, or of any of their orders); added for a
// walk-in or phone customer; changed under their version; a duplicate merged into another.

// ---- Shapes ----------------------------------------------------------------------------------

const version = z.int().min(1).describe('Send it with a change; it changes with every change of the record');

export const DeskCustomerListItem = z
  .object({
    id: Id,
    version,
    name: z.string().describe('First and last name ("" when only a company is known)'),
    company_name: z.string(),
    email: z.string().nullable(),
    phone: z.string(),
    is_business: z.boolean(),
    has_account: z.boolean().describe('The customer signs in to the shop with this address'),
    order_count: z.int().min(0),
    last_order_at: Timestamp.nullable(),
  })
  .meta({ id: 'DeskCustomerListItem', description: 'A customer as the desk lists it' });
type ListItemAnswer = z.output<typeof DeskCustomerListItem>;

export const DeskCustomer = DeskCustomerListItem.extend({
  first_name: z.string(),
  last_name: z.string(),
  address: Address.nullable().describe('The address the desk keeps on the record'),
  notes: z.string().describe('Seen by staff only'),
  discount_percent: z.int().min(0).max(100).describe('Taken off rental lines'),
  trusted: z.boolean().describe('Rents without borg'),
  hold_limit: z
    .string()
    .nullable()
    .describe(
      'A business customer’s own bound on the rental value kept unpaid (euro); null: every account’s',
    ),
  created_at: Timestamp,
  phones: z.array(z.string()).describe('Every phone number of its orders, as given'),
  addresses: z.array(Address).describe('Every billing and delivery address of its orders, newest first'),
  orders: z.array(DeskOrderListItem).describe('Its orders, newest first (at most 50)'),
  history: z.array(AuditEntry).describe('Its audit rows, newest first (at most 100)'),
  merged_into: Id.nullable().describe('The record it was merged into (its orders are there now), if any'),
}).meta({ id: 'DeskCustomer', description: 'A customer record with its orders and history' });
type CustomerAnswer = z.output<typeof DeskCustomer>;

const AddressInput = z.object({
  first_name: z.string(),
  last_name: z.string(),
  street: z.string(),
  house_number: z.string(),
  house_number_addition: z.string().optional(),
  postal_code: z.string(),
  city: z.string(),
  country: z.enum(['NL', 'BE', 'DE']),
});

export const DeskCustomerRequest = z
  .object({
    first_name: z.string().max(100).optional(),
    last_name: z.string().max(100).optional(),
    company_name: z.string().max(200).optional(),
    email: z.string().optional().describe('Needed unless a phone number is given'),
    phone: z.string().optional(),
    address: AddressInput.nullable().optional(),
    notes: z.string().max(4000).optional(),
    is_business: z.boolean().optional(),
    hold_limit: z.string().nullable().optional().describe('Euro, business customers only; "" or null: none'),
    discount_percent: z.int().min(0).max(100).optional(),
    trusted: z.boolean().optional(),
  })
  .meta({
    id: 'DeskCustomerRequest',
    description: 'Every field of a record; a change sends them all with `version` (left out: empty)',
  });

export const DeskCustomerMergeRequest = z
  .object({
    version: z.int().min(1).describe('This (duplicate) record’s version'),
    into: Id.describe('The record it goes into'),
    into_version: z.int().min(1).describe('That record’s version'),
  })
  .meta({ id: 'DeskCustomerMergeRequest' });

// ---- OpenAPI ---------------------------------------------------------------------------------

const staffOnly = {
  '401': json(ref(Detail), 'Log in bij de balie (no session, or no desk session).'),
  '403': json(ref(Detail), 'Je hebt geen toegang tot de balie (or CSRF-controle mislukt).'),
};
const customerId = pathParam('id', 'The record’s id', { type: 'integer', minimum: 1 });
const changed = (summary: string, description: string, body: z.ZodType) => ({
  post: {
    summary,
    description,
    parameters: [customerId],
    requestBody: { required: true, content: { 'application/json': { schema: ref(body) } } },
    responses: {
      '200': json(ref(DeskCustomer), 'The record after the change'),
      '400': json(ref(FieldErrors), 'Per field a list of Dutch messages; nothing changed'),
      ...staffOnly,
      '404': json(ref(Detail), 'Niet gevonden.'),
      '409': json(ref(Detail), 'The record changed since it was loaded (its version): load it again'),
    },
  },
});

export const customerPaths: Paths = {
  '/desk/customers/': (() => {
    const list = listGet('Customer records, by name (staff only)', DeskCustomerListItem, [
      queryParam(
        'q',
        'Part of a name, company, e-mail address or street, or a phone number in any spelling ' +
          '(06 12 34 56 78, +31612345678), of the record or any of its orders; at most 100 characters',
      ),
      queryParam('business', 'Only business customers (true) or only private ones (false)', {
        type: 'boolean',
      }),
    ]);
    const get = list.get as { responses: Record<string, unknown>; description?: string; parameters: Json[] };
    get.parameters = get.parameters.filter((p) => p.name !== 'no_page');
    get.description = 'Merged records are left out. Never cached; no_page is a 400.';
    Object.assign(get.responses, staffOnly);
    return {
      ...list,
      post: {
        summary: 'Add a customer record: a walk-in or phone customer (staff only)',
        description:
          'Needs X-CSRFToken. A name or company, and an e-mail address or phone number. An address ' +
          'a record has already is a 400 (find that record). Audited (customer_add).',
        requestBody: {
          required: true,
          content: { 'application/json': { schema: ref(DeskCustomerRequest) } },
        },
        responses: {
          '201': json(ref(DeskCustomer), 'The new record'),
          '400': json(ref(FieldErrors), 'Per field a list of Dutch messages; nothing added'),
          ...staffOnly,
        },
      },
    };
  })(),
  '/desk/customers/{id}/': {
    get: {
      summary: 'A customer record with its orders and history (staff only)',
      description: 'A merged record answers too (with `merged_into`); its orders are the other’s.',
      parameters: [customerId],
      responses: {
        '200': json(ref(DeskCustomer), 'The record'),
        ...staffOnly,
        '404': json(ref(Detail), 'Niet gevonden.'),
      },
    },
    ...changed(
      'Change a customer record (staff only)',
      'Needs X-CSRFToken. Every field with `version`. The address of a record with an account is the ' +
        'customer’s to change (400). Audited (customer_change: the fields that changed, before and after).',
      DeskCustomerRequest.extend({ version }).meta({ id: 'DeskCustomerChangeRequest' }),
    ),
  },
  '/desk/customers/{id}/merge/': changed(
    'Merge a duplicate record into another (staff only)',
    'Needs X-CSRFToken. Its orders move to `into`, whose empty fields it fills; it stays, merged, for ' +
      'the history. Two records with an account each cannot be merged. Audited (customer_merge, on both).',
    DeskCustomerMergeRequest,
  ),
};

// ---- Reading ---------------------------------------------------------------------------------

/** `%text%` for ILIKE, the text's own % _ and \ taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The record's id, qualified: drizzle writes a column of a one-table query unqualified, and inside
 * a subquery on orders a bare "id" would be the order's. */
const CUSTOMER_ID = sql.raw('"customers"."id"');
const ORDER_COUNT = sql<number>`(select cast(count(*) as integer) from ${orders} o where o.customer_id = ${CUSTOMER_ID})`;
const LAST_ORDER = sql<Date | null>`(select max(o.created_at) from ${orders} o where o.customer_id = ${CUSTOMER_ID})`;

/**
 * The search: a name, company, address or street of the record or of any of its orders; a phone
 * number compared by `phone_key` (migration 0023: digits, a Dutch 0 as 31), when the text is one.
 */
function searchFilter(q: string): SQL {
  const text = contains(q.trim());
  const street = (address: SQL) =>
    sql`((${address} ->> 'street') || ' ' || (${address} ->> 'house_number')) ilike ${text}`;
  const phoneLike = /^[+\d\s().-]+$/.test(q) && q.replace(/\D/g, '').length >= 4;
  const phone = (column: SQL) =>
    phoneLike ? sql` or phone_key(${column}) like '%' || phone_key(${q}) || '%'` : sql``;
  return sql`(
    trim(${customers.firstName} || ' ' || ${customers.lastName}) ilike ${text}
    or ${customers.companyName} ilike ${text} or ${customers.email} ilike ${text}
    or ${street(sql`${customers.address}`)}${phone(sql`${customers.phone}`)}
    or exists (select 1 from ${orders} o where o.customer_id = ${CUSTOMER_ID} and (
      o.email ilike ${text} or (o.sam_entity ->> 'company_name') ilike ${text}
      or trim((o.billing_address ->> 'first_name') || ' ' || (o.billing_address ->> 'last_name')) ilike ${text}
      or ${street(sql`o.billing_address`)} or ${street(sql`o.delivery_address`)}${phone(sql`o.phone`)})))`;
}

function listFilters(req: Request): SQL {
  const parts: SQL[] = [isNull(customers.mergedInto)];
  const q = stringParam(req, 'q');
  if (q !== undefined && q.trim() !== '') {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what it looks for
    if (q.length > 100 || /[\u0000-\u001f\u007f]/.test(q) || /\p{Surrogate}/u.test(q))
      throw badParam('q', CUSTOMER_MESSAGES.search);
    parts.push(searchFilter(q));
  }
  const business = boolParam(req, 'business');
  if (business !== undefined) parts.push(eq(customers.isBusiness, business));
  return and(...parts) as SQL;
}

const listColumnsOf = { row: customers, orderCount: ORDER_COUNT, lastOrderAt: LAST_ORDER };

function listAnswer(r: {
  row: CustomerRow;
  orderCount: number;
  lastOrderAt: Date | string | null;
}): ListItemAnswer {
  return {
    id: r.row.id,
    version: r.row.version,
    name: `${r.row.firstName} ${r.row.lastName}`.trim(),
    company_name: r.row.companyName,
    email: r.row.email,
    phone: r.row.phone,
    is_business: r.row.isBusiness,
    has_account: r.row.userId !== null,
    order_count: Number(r.orderCount),
    last_order_at: r.lastOrderAt === null ? null : new Date(r.lastOrderAt).toISOString(),
  };
}

type Db = Deps['db'];

/** A record's page: the record, its orders' phones and addresses, its orders and history. */
async function customerAnswer(db: Db, id: number): Promise<CustomerAnswer> {
  const [found] = await db.select(listColumnsOf).from(customers).where(eq(customers.id, id));
  if (!found) throw notFound();
  const { row } = found;
  const of = await db
    .select({
      ...listColumns,
      phone: orders.phone,
      billing: orders.billingAddress,
      delivery: orders.deliveryAddress,
    })
    .from(orders)
    .where(eq(orders.customerId, id))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(50);
  const addresses = new Map<string, z.output<typeof Address>>();
  for (const o of of)
    for (const a of [o.billing, o.delivery]) {
      if (!a) continue;
      const answer = addressAnswer(a);
      const key = [answer.street, answer.house_number, answer.house_number_addition, answer.postal_code].join(
        '|',
      );
      if (!addresses.has(key)) addresses.set(key, answer);
    }
  return {
    ...listAnswer(found),
    first_name: row.firstName,
    last_name: row.lastName,
    address: row.address ? addressAnswer(row.address) : null,
    notes: row.notes,
    discount_percent: row.discountPercent,
    trusted: row.trusted,
    hold_limit: row.holdLimitCents === null ? null : toAmount(Number(row.holdLimitCents)),
    created_at: row.createdAt.toISOString(),
    phones: [...new Set(of.map((o) => o.phone).filter((p) => p !== ''))],
    addresses: [...addresses.values()],
    orders: of.map((o) => listItem(o as ListRow)),
    history: await auditRows(db, eq(deskAudit.customerId, id), { limit: 100, offset: 0 }),
    merged_into: row.mergedInto,
  };
}

function customerIdOf(req: Request): number {
  const id = idFromPath(String(req.params.id ?? ''));
  if (id === null || id < 1 || id > 2_147_483_647) throw notFound();
  return id;
}

function readVersion(form: Form, field = 'version'): number {
  const value = form.integer(field, { required: true });
  if (form.has(field) || (value !== null && value < 1)) form.errors[field] = [CUSTOMER_MESSAGES.version];
  return value ?? 0;
}

const auditState = (row: CustomerRow) => ({ version: row.version });

// ---- Router ----------------------------------------------------------------------------------

export function customersRouter({ db, clock }: Deps): Router {
  const router = Router({ strict: true });

  router
    .route('/desk/customers/')
    .get(async (req: Request, res: Response) => {
      await requireStaff(db, clock, req);
      privately(res);
      refuseWholeList(req);
      const where = listFilters(req);
      await sendList(req, res, DeskCustomerListItem, {
        count: () => countWhere(db, customers, where),
        rows: async (page) => {
          const base = db
            .select(listColumnsOf)
            .from(customers)
            .where(where)
            .orderBy(
              asc(customers.lastName),
              asc(customers.firstName),
              asc(customers.companyName),
              asc(customers.id),
            );
          return (page ? await base.limit(page.limit).offset(page.offset) : await base).map(listAnswer);
        },
      });
    })
    .post(async (req: Request, res: Response) => {
      const { staff } = await requireStaff(db, clock, req);
      const form = new Form(req.body);
      const fields = readCustomerFields(form, req.body);
      form.check();
      const now = clock.now();
      const added = await db
        .transaction(async (tx) => {
          const row = await addCustomer(tx, fields, now);
          await audit(tx, staff, 'customer_add', { customerId: row.id, after: givenFields(fields) }, now);
          return row;
        })
        .catch(emailRace(fields.email));
      send(privately(res), DeskCustomer, await customerAnswer(db, added.id), 201);
    })
    .all(methodNotAllowed);

  router
    .route('/desk/customers/:id/')
    .get(async (req: Request, res: Response) => {
      await requireStaff(db, clock, req);
      send(privately(res), DeskCustomer, await customerAnswer(db, customerIdOf(req)));
    })
    .post(async (req: Request, res: Response) => {
      const { staff } = await requireStaff(db, clock, req);
      const id = customerIdOf(req);
      const form = new Form(req.body);
      const sent = readVersion(form);
      const fields = readCustomerFields(form, req.body);
      form.check();
      const now = clock.now();
      await db
        .transaction(async (tx) => {
          const row = await lockCustomer(tx, id, sent);
          const change = changedFields(row, fields);
          const saved = await changeCustomer(tx, row, fields, now);
          await audit(
            tx,
            staff,
            'customer_change',
            {
              customerId: id,
              before: { ...auditState(row), ...change.before },
              after: { ...auditState(saved), ...change.after },
            },
            now,
          );
        })
        .catch(emailRace(fields.email));
      send(privately(res), DeskCustomer, await customerAnswer(db, id));
    })
    .all(methodNotAllowed);

  router
    .route('/desk/customers/:id/merge/')
    .post(async (req: Request, res: Response) => {
      const { staff } = await requireStaff(db, clock, req);
      const id = customerIdOf(req);
      const form = new Form(req.body);
      const sent = readVersion(form);
      const into = form.integer('into', { required: true });
      if (form.has('into') || (into !== null && (into < 1 || into > 2_147_483_647)))
        form.errors.into = [CUSTOMER_MESSAGES.into];
      const intoSent = readVersion(form, 'into_version');
      form.check();
      if (into === id) throw new HttpError(400, { into: [CUSTOMER_MESSAGES.intoSelf] });
      const now = clock.now();
      await db.transaction(async (tx) => {
        const locked = await lockPair(tx, id, into as number);
        const duplicate = locked.get(id);
        const target = locked.get(into as number);
        if (!duplicate) throw notFound();
        if (!target) throw new HttpError(400, { into: [CUSTOMER_MESSAGES.into] });
        for (const [row, version] of [
          [duplicate, sent],
          [target, intoSent],
        ] as const) {
          if (row.mergedInto !== null)
            throw new HttpError(400, { non_field_errors: [CUSTOMER_MESSAGES.merged] });
          if (row.version !== version)
            throw new HttpError(409, { detail: CUSTOMER_MESSAGES.conflict(row.version, version) });
        }
        const { saved, orderNumbers } = await mergeCustomers(tx, duplicate, target, now);
        const facts = { merged: duplicate.id, into: target.id, orders: orderNumbers };
        await audit(
          tx,
          staff,
          'customer_merge',
          {
            customerId: duplicate.id,
            before: auditState(duplicate),
            after: { ...facts, version: duplicate.version + 1 },
          },
          now,
        );
        await audit(
          tx,
          staff,
          'customer_merge',
          { customerId: target.id, before: auditState(target), after: { ...facts, version: saved.version } },
          now,
        );
      });
      send(privately(res), DeskCustomer, await customerAnswer(db, into as number));
    })
    .all(methodNotAllowed);

  return router;
}

/** Two staff adding one address at once: the unique index refuses the second, in Dutch. */
function emailRace(email: string | null) {
  return (error: unknown): never => {
    if (isUniqueViolation(error))
      throw new HttpError(400, { email: [CUSTOMER_MESSAGES.emailTaken(email ?? '')] });
    throw error;
  };
}
