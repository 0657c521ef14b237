import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { formatEuro, parseEuroInput } from '../../domain/money.ts';
import { normaliseEmail } from '../../domain/validation.ts';
import { customers } from '../customers/tables.ts';
import { HttpError } from '../http/errors.ts';
import type { Form } from '../http/form.ts';
import { nested, readAddress } from '../orders/checkout-input.ts';
import type { StoredAddress } from '../orders/tables.ts';
import { orders } from '../orders/tables.ts';
import type { Tx } from './order-page.ts';

// Changing customer records at the desk (api/desk/README.md "Customers"): what a record's form
// may hold, adding one, changing one under its version, and merging a duplicate into another
// (its orders move). The router is customers.ts; every change is audited there.

export type CustomerRow = typeof customers.$inferSelect;

/** The highest own bound the desk may set on a business customer's unpaid holds. */
export const MAX_HOLD_LIMIT_CENTS = 1_000_000_00;

export const CUSTOMER_MESSAGES = {
  version: 'Geef de versie van de klant zoals je hem hebt geladen (een geheel getal vanaf 1).',
  conflict: (now: number, sent: number) =>
    `Deze klant is intussen gewijzigd (nu versie ${now}, jij had versie ${sent}). Laad hem opnieuw en kijk of je wijziging nog nodig is.`,
  emailTaken: (email: string) =>
    `Er is al een klant met ${email}. Zoek die klant op, en voeg de twee zo nodig samen.`,
  accountEmail: 'Deze klant heeft een account: het e-mailadres wijzigt de klant zelf, bij "Mijn account".',
  name: 'Geef een voor- en achternaam, of een bedrijfsnaam.',
  contact: 'Geef een e-mailadres of een telefoonnummer, zodat we de klant kunnen bereiken.',
  holdLimit: `Voer een bedrag in euro in, zoals 5000 of 5000,00, van 0 tot ${formatEuro(MAX_HOLD_LIMIT_CENTS)}; leeg: de grens van elk account.`,
  holdLimitPrivate: 'Een eigen grens geldt alleen voor een zakelijke klant: kies eerst "zakelijk".',
  discount: 'Geef een korting van 0 tot en met 100 procent (een geheel getal).',
  search: 'Gebruik maximaal 100 tekens, zonder stuurtekens.',
  into: 'Kies de klant waarin deze klant opgaat (het nummer, id, van een andere klant).',
  intoSelf: 'Een klant kun je niet met zichzelf samenvoegen; kies een andere klant.',
  merged: 'Deze klant is al samengevoegd met een andere klant; open die klant.',
  bothAccounts:
    'Beide klanten hebben een eigen account; die kun je niet samenvoegen (elk account logt apart in).',
} as const;

/** What a record's form holds (every field of POST /desk/customers/ and of a change). */
export type CustomerFields = {
  firstName: string;
  lastName: string;
  companyName: string;
  email: string | null;
  phone: string;
  address: StoredAddress | null;
  notes: string;
  isBusiness: boolean;
  holdLimitCents: number | null;
  discountPercent: number;
  trusted: boolean;
};

/** Euro text ("5000", "5.000,00") to cents within the desk's range, or null. */
function euroCents(text: string): number | null {
  const cents = parseEuroInput(text);
  return cents !== null && cents <= MAX_HOLD_LIMIT_CENTS ? cents : null;
}

/** Reads a record's fields: all problems at once, nothing looked up yet. */
export function readCustomerFields(form: Form, body: unknown): CustomerFields {
  const firstName = form.text('first_name', { max: 100 });
  const lastName = form.text('last_name', { max: 100 });
  const companyName = form.text('company_name', { max: 200 });
  const emailText = form.email('email');
  const phone = form.phone('phone');
  const notes = form.text('notes', { max: 4000 });
  const isBusiness = form.bool('is_business');
  const trusted = form.bool('trusted');
  const discount = form.integer('discount_percent');
  if (discount !== null && (discount < 0 || discount > 100))
    form.add('discount_percent', CUSTOMER_MESSAGES.discount);
  if (form.has('discount_percent')) form.errors.discount_percent = [CUSTOMER_MESSAGES.discount];
  const limitText = form.text('hold_limit', { max: 20 });
  let holdLimitCents: number | null = null;
  if (limitText !== '' && !form.has('hold_limit')) {
    holdLimitCents = euroCents(limitText);
    if (holdLimitCents === null) form.add('hold_limit', CUSTOMER_MESSAGES.holdLimit);
    else if (!isBusiness) form.add('hold_limit', CUSTOMER_MESSAGES.holdLimitPrivate);
  }
  const raw = (body ?? {}) as Record<string, unknown>;
  const address =
    raw.address === undefined || raw.address === null ? null : nested(form, body, 'address', readAddress);
  if (firstName === '' && lastName === '' && companyName === '' && !form.has('first_name'))
    form.add('first_name', CUSTOMER_MESSAGES.name);
  if (emailText === '' && phone === '' && !form.has('email') && !form.has('phone'))
    form.add('email', CUSTOMER_MESSAGES.contact);
  return {
    firstName,
    lastName,
    companyName,
    email: emailText === '' ? null : normaliseEmail(emailText),
    phone,
    address,
    notes,
    isBusiness,
    holdLimitCents,
    discountPercent: discount ?? 0,
    trusted,
  };
}

const COLUMNS = {
  firstName: 'first_name',
  lastName: 'last_name',
  companyName: 'company_name',
  email: 'email',
  phone: 'phone',
  address: 'address',
  notes: 'notes',
  isBusiness: 'is_business',
  holdLimitCents: 'hold_limit_cents',
  discountPercent: 'discount_percent',
  trusted: 'trusted',
} as const satisfies Record<keyof CustomerFields, string>;

/** The fields that differ, as the audit row's before and after (snake_case, as the api speaks). */
export function changedFields(
  row: CustomerRow,
  fields: CustomerFields,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(COLUMNS) as [keyof CustomerFields, string][]) {
    const was = row[key] ?? null;
    const is = fields[key] ?? null;
    if (JSON.stringify(was) === JSON.stringify(is)) continue;
    before[column] = was;
    after[column] = is;
  }
  return { before, after };
}

/** What a new record was given (its filled-in fields), as the audit row's after. */
export function givenFields(fields: CustomerFields): Record<string, unknown> {
  const given: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(COLUMNS) as [keyof CustomerFields, string][]) {
    const value = fields[key];
    if (value !== '' && value !== null && value !== false && value !== 0) given[column] = value;
  }
  return given;
}

/** A live record (not merged away) with this address other than `except`: its id, or null. */
async function emailOwner(tx: Tx, email: string, except: number | null): Promise<number | null> {
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.email, email), isNull(customers.mergedInto), ne(customers.id, except ?? 0)));
  return row?.id ?? null;
}

/** Adds a record in the caller's transaction; an address a record has is a 400. */
export async function addCustomer(tx: Tx, fields: CustomerFields, now: Date): Promise<CustomerRow> {
  if (fields.email && (await emailOwner(tx, fields.email, null)) !== null)
    throw new HttpError(400, { email: [CUSTOMER_MESSAGES.emailTaken(fields.email)] });
  const [row] = await tx
    .insert(customers)
    .values({ ...fields, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('customer insert returned nothing');
  return row;
}

/** Locks a live record and checks the version the desk loaded: 404, or 409 in Dutch. */
export async function lockCustomer(tx: Tx, id: number, version: number): Promise<CustomerRow> {
  const [row] = await tx.select().from(customers).where(eq(customers.id, id)).for('update');
  if (!row) throw new HttpError(404, { detail: 'Niet gevonden.' });
  if (row.mergedInto !== null) throw new HttpError(400, { non_field_errors: [CUSTOMER_MESSAGES.merged] });
  if (row.version !== version)
    throw new HttpError(409, { detail: CUSTOMER_MESSAGES.conflict(row.version, version) });
  return row;
}

/** Changes a locked record to `fields`; an account's address is its own to change. */
export async function changeCustomer(
  tx: Tx,
  row: CustomerRow,
  fields: CustomerFields,
  now: Date,
): Promise<CustomerRow> {
  if (row.userId !== null && fields.email !== row.email)
    throw new HttpError(400, { email: [CUSTOMER_MESSAGES.accountEmail] });
  if (fields.email && fields.email !== row.email && (await emailOwner(tx, fields.email, row.id)) !== null)
    throw new HttpError(400, { email: [CUSTOMER_MESSAGES.emailTaken(fields.email)] });
  const [saved] = await tx
    .update(customers)
    .set({ ...fields, version: row.version + 1, updatedAt: now })
    .where(eq(customers.id, row.id))
    .returning();
  if (!saved) throw new Error('the locked customer is gone');
  return saved;
}

/**
 * Merges `duplicate` into `into` (both locked by the caller, lower id first): its orders move, an
 * account moves with it when `into` has none, its empty fields fill `into`'s, and it is kept,
 * marked merged, for the history (the orders it had are named in the audit row).
 */
export async function mergeCustomers(
  tx: Tx,
  duplicate: CustomerRow,
  into: CustomerRow,
  now: Date,
): Promise<{ saved: CustomerRow; orderNumbers: string[] }> {
  if (duplicate.id === into.id) throw new HttpError(400, { into: [CUSTOMER_MESSAGES.intoSelf] });
  if (duplicate.userId !== null && into.userId !== null)
    throw new HttpError(400, { into: [CUSTOMER_MESSAGES.bothAccounts] });
  const moved = await tx
    .update(orders)
    .set({ customerId: into.id })
    .where(eq(orders.customerId, duplicate.id))
    .returning({ number: orders.number });
  // Records merged into the duplicate before now follow it, so an address finds one live record.
  await tx.update(customers).set({ mergedInto: into.id }).where(eq(customers.mergedInto, duplicate.id));
  await tx
    .update(customers)
    .set({ mergedInto: into.id, userId: null, version: duplicate.version + 1, updatedAt: now })
    .where(eq(customers.id, duplicate.id));
  const fill = <T>(mine: T, theirs: T, empty: (v: T) => boolean) => (empty(mine) ? theirs : mine);
  const blank = (v: string) => v === '';
  const [saved] = await tx
    .update(customers)
    .set({
      userId: into.userId ?? duplicate.userId,
      email: into.email ?? duplicate.email,
      firstName: fill(into.firstName, duplicate.firstName, blank),
      lastName: fill(into.lastName, duplicate.lastName, blank),
      companyName: fill(into.companyName, duplicate.companyName, blank),
      phone: fill(into.phone, duplicate.phone, blank),
      address: into.address ?? duplicate.address,
      notes: [into.notes, duplicate.notes]
        .filter((n) => n !== '')
        .join('\n\n')
        .slice(0, 4000),
      version: into.version + 1,
      updatedAt: now,
    })
    .where(eq(customers.id, into.id))
    .returning();
  if (!saved) throw new Error('the locked customer is gone');
  return { saved, orderNumbers: moved.map((o) => o.number).sort() };
}

/** Locks two records, lower id first (two staff merging crosswise cannot deadlock). */
export async function lockPair(tx: Tx, a: number, b: number): Promise<Map<number, CustomerRow>> {
  const rows = await tx
    .select()
    .from(customers)
    .where(or(eq(customers.id, a), eq(customers.id, b)))
    .orderBy(customers.id)
    .for('update');
  return new Map(rows.map((r) => [r.id, r]));
}
