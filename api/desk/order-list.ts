import { and, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Request } from 'express';
import { toAmount } from '../../domain/money.ts';
import { ORDER_STATUSES, type OrderStatus } from '../../domain/statuses.ts';
import { badParam } from '../http/errors.ts';
import { dateParam, listParam, stringParam } from '../http/params.ts';
import { orderLines, orders } from '../orders/tables.ts';
import type { DeskOrderListItemAnswer } from './order-shapes.ts';

// The desk's list of orders (api/desk/README.md "Orders"): its search (number, name, company,
// e-mail, article, status, rental period, placed) as SQL, and its rows.

/** `%text%` for ILIKE, the text's own % _ and \ taken literally. */
/** The order's id, qualified: drizzle writes a column of a one-table query unqualified, and inside
 * a subquery on order lines a bare "id" would be the line's. */
const ORDER_ID = sql.raw('"orders"."id"');

const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const name = sql<string>`trim((${orders.billingAddress} ->> 'first_name') || ' ' || (${orders.billingAddress} ->> 'last_name'))`;
const company = sql<string>`coalesce(${orders.samEntity} ->> 'company_name', '')`;

export function listFilters(req: Request): SQL | undefined {
  const parts: SQL[] = [];
  const text = (param: string) => {
    const value = stringParam(req, param);
    if (value !== undefined && value.length > 100) throw badParam(param, 'Gebruik maximaal 100 tekens.');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what it looks for
    if (value !== undefined && (/[\u0000-\u001f\u007f]/.test(value) || /\p{Surrogate}/u.test(value)))
      throw badParam(param, 'Deze tekst bevat ongeldige tekens.');
    return value === undefined ? undefined : contains(value);
  };
  const line = (pattern: string) =>
    sql`exists (select 1 from ${orderLines} l where l.order_id = ${ORDER_ID} and (l.name ilike ${pattern} or l.sam_id ilike ${pattern} or l.brand ilike ${pattern}))`;
  const q = text('q');
  if (q) {
    // A phone number in any spelling (`phone_key`, migration 0023), and the street of either address.
    const raw = stringParam(req, 'q') ?? '';
    const phone =
      /^[+\d\s().-]+$/.test(raw) && raw.replace(/\D/g, '').length >= 4
        ? sql` or phone_key(${orders.phone}) like '%' || phone_key(${raw}) || '%'`
        : sql``;
    const street = (address: SQL) =>
      sql`((${address} ->> 'street') || ' ' || (${address} ->> 'house_number')) ilike ${q}`;
    parts.push(
      sql`(${orders.number} ilike ${q} or ${orders.email} ilike ${q} or ${name} ilike ${q} or ${company} ilike ${q} or ${line(q)} or ${street(sql`${orders.billingAddress}`)} or ${street(sql`${orders.deliveryAddress}`)}${phone})`,
    );
  }
  const email = text('email');
  if (email) parts.push(sql`${orders.email} ilike ${email}`);
  const article = text('article');
  if (article) parts.push(line(article));
  const statuses = listParam(req, 'status');
  if (statuses) {
    for (const s of statuses)
      if (!(ORDER_STATUSES as readonly string[]).includes(s))
        throw badParam(
          'status',
          `Kies uit: ${ORDER_STATUSES.join(', ')} ("${s.slice(0, 40)}" is geen status).`,
        );
    parts.push(inArray(orders.status, statuses as OrderStatus[]));
  }
  const periodFrom = dateParam(req, 'period_from');
  if (periodFrom) parts.push(gte(orders.endDate, periodFrom));
  const periodTo = dateParam(req, 'period_to');
  if (periodTo) parts.push(lte(orders.startDate, periodTo));
  const createdFrom = dateParam(req, 'created_from');
  if (createdFrom)
    parts.push(sql`(${orders.createdAt} at time zone 'Europe/Amsterdam')::date >= ${createdFrom}::date`);
  const createdTo = dateParam(req, 'created_to');
  if (createdTo)
    parts.push(sql`(${orders.createdAt} at time zone 'Europe/Amsterdam')::date <= ${createdTo}::date`);
  return parts.length > 0 ? and(...parts) : undefined;
}

export const listColumns = {
  number: orders.number,
  version: orders.version,
  status: orders.status,
  attention: orders.attention,
  createdAt: orders.createdAt,
  email: orders.email,
  name,
  company,
  startDate: orders.startDate,
  endDate: orders.endDate,
  totalCents: orders.totalCents,
  articles: sql<
    string[]
  >`array(select l.name from ${orderLines} l where l.order_id = ${ORDER_ID} order by l.position)`,
};

export type ListRow = { [K in keyof typeof listColumns]: unknown } & {
  number: string;
  version: number;
  status: OrderStatus;
  attention: 'late_payment' | null;
  createdAt: Date;
  email: string;
  name: string;
  company: string;
  startDate: string | null;
  endDate: string | null;
  totalCents: number;
  articles: string[];
};

export function listItem(row: ListRow): DeskOrderListItemAnswer {
  return {
    number: row.number,
    version: row.version,
    status: row.status,
    attention: row.attention,
    created_at: row.createdAt.toISOString(),
    email: row.email,
    name: row.name,
    company_name: row.company,
    start_date: row.startDate,
    end_date: row.endDate,
    total: toAmount(Number(row.totalCents)),
    articles: row.articles ?? [],
  };
}
