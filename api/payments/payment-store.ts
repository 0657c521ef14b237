import { randomBytes } from 'node:crypto';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/open-database.ts';
import type { Limiter } from '../limits/rate-limit.ts';
import type { Mailer } from '../mail/mailer.ts';
import { orders } from '../orders/tables.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { HANDLE, type PaymentRow, returnPath } from './payment-shapes.ts';
import type { Settlement } from './settlement.ts';
import { type PaymentKind, payments } from './tables.ts';

// Creating payments and moving them by what the provider reports. A status moves only from
// open to a final one (paid, cancelled, failed, expired), in one conditional UPDATE, so a replayed
// or late webhook, or two at once, can never change a final status; in the same transaction the
// settlements (settlement.ts) record what it paid for: an order paid (api/orders/order-settlement.ts),
// an invoice paid (api/invoices/invoice-settlement.ts), with the "betaling ontvangen" mail (sent by
// the outbox relay after the commit), or an order's units let go when its payment ended unpaid.

/** Database handle or a transaction on it. */
type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/** An open payment is first asked about this long after it was made (payment-sync.ts). */
export const FIRST_CHECK_MS = 5 * 60_000;

/** 32 url-safe random characters (24 random bytes). */
export function newHandle(): string {
  return randomBytes(24).toString('base64url');
}

/** Whether `value` can be a handle at all (anything else is unknown without a query). */
export const isHandle = (value: string | undefined): value is string =>
  value !== undefined && HANDLE.test(value);

export async function createPayment(
  tx: Tx,
  provider: PaymentProvider,
  options: {
    kind: PaymentKind;
    orderId: number | null;
    /** The invoice it pays (kind "invoice", api/accounts). */
    invoiceId?: number | null;
    amountCents: number;
    description: string;
    publicUrl: string;
    now: Date;
  },
): Promise<PaymentRow> {
  const handle = newHandle();
  const { providerId, payUrl } = await provider.createPayment({
    handle,
    amountCents: options.amountCents,
    description: options.description,
    returnUrl: `${options.publicUrl}${returnPath(options.kind, handle)}`,
    webhookUrl: `${options.publicUrl}/api/payments/webhook/`,
  });
  const [row] = await tx
    .insert(payments)
    .values({
      handle,
      kind: options.kind,
      orderId: options.orderId,
      invoiceId: options.invoiceId ?? null,
      amountCents: options.amountCents,
      description: options.description,
      status: 'open',
      provider: provider.name,
      providerId,
      payUrl,
      createdAt: options.now,
      updatedAt: options.now,
      nextCheckAt: new Date(Date.now() + FIRST_CHECK_MS),
    })
    .returning();
  if (!row) throw new Error('payment insert returned nothing');
  return row;
}

/** A payment with the number of the order it pays (null for other kinds). */
export type PaymentWithOrder = { payment: PaymentRow; orderNumber: string | null };

async function withOrder(db: Db, where: SQL | undefined): Promise<PaymentWithOrder | null> {
  const [row] = await db
    .select({ payment: payments, orderNumber: orders.number })
    .from(payments)
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .where(where);
  return row ?? null;
}

export function paymentByHandle(db: Db, handle: string): Promise<PaymentWithOrder | null> {
  return withOrder(db, eq(payments.handle, handle));
}

export function paymentByProviderId(
  db: Db,
  provider: PaymentProvider,
  providerId: string,
): Promise<PaymentWithOrder | null> {
  return withOrder(db, and(eq(payments.provider, provider.name), eq(payments.providerId, providerId)));
}

/**
 * What moving a payment needs. With `limiter`, the provider is asked about one payment at most
 * `providerChecksPerPayment` times in its window (reads of the verify page and webhook calls
 * together, whoever sends them); past that the stored status is answered, so nobody can spend
 * our quota at the provider (the payment sync asks on its own schedule, without a limiter).
 */
export type PaymentDeps = {
  db: Db;
  clock: Clock;
  provider: PaymentProvider;
  mailer: Mailer;
  /** What the payment pays for hears of it being paid or ended (settlement.ts). */
  settlements: readonly Settlement[];
  limiter?: Limiter;
};

/** The asks at the provider under way, per payment: concurrent calls for one payment share one. */
const asking = new Map<number, Promise<PaymentWithOrder>>();

/**
 * Asks the provider for the payment's status and records a move from open to a final status
 * (and a paid order or invoice, with its mail). Answers the payment as it is afterwards; a payment
 * that is no longer open is answered as stored without asking. What a visitor triggers (the verify
 * page's reads) is capped per payment by `deps.limiter`; the provider's webhook (`heard:
 * 'webhook'`) always asks, so a payment is recorded as soon as the provider says so. Calls for one
 * payment while an ask is under way wait for that ask instead of making their own.
 */
export async function syncPayment(
  deps: PaymentDeps,
  found: PaymentWithOrder,
  options: { heard?: 'webhook' } = {},
): Promise<PaymentWithOrder> {
  const { payment } = found;
  if (payment.status !== 'open' || payment.provider !== deps.provider.name) return found;
  // Whoever started the ask read the payment with or without its order's number: keep ours.
  const join = (ask: Promise<PaymentWithOrder>) =>
    ask.then((r) => ({ payment: r.payment, orderNumber: found.orderNumber ?? r.orderNumber }));
  const running = asking.get(payment.id);
  if (running) return join(running);
  if (
    options.heard !== 'webhook' &&
    deps.limiter &&
    !(await deps.limiter.allows('providerChecksPerPayment', `payment:${payment.id}`))
  )
    return found;
  // Checked again: another call may have started asking while the limiter answered.
  const started = asking.get(payment.id);
  if (started) return join(started);
  const ask = askProvider(deps, found).finally(() => asking.delete(payment.id));
  asking.set(payment.id, ask);
  return ask;
}

async function askProvider(deps: PaymentDeps, found: PaymentWithOrder): Promise<PaymentWithOrder> {
  const { db, provider, clock, mailer } = deps;
  const { payment } = found;
  const status = await provider.fetchStatus(payment.providerId);
  if (status === 'open') return found;
  const now = clock.now();
  const { row: moved, mailIds } = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(payments)
      .set({ status, updatedAt: now })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'open')))
      .returning();
    const ids: number[] = [];
    if (row) {
      for (const settlement of deps.settlements) {
        if (status === 'paid') ids.push(...(await settlement.paid(tx, row, now)));
        else await settlement.ended(tx, row);
      }
    }
    return { row, mailIds: ids };
  });
  mailer.deliver(mailIds);
  if (moved) return { payment: moved, orderNumber: found.orderNumber };
  // Another call moved it first: answer what it stored.
  return (await paymentByHandle(db, payment.handle)) ?? found;
}
