import { eq } from 'drizzle-orm';
import type { Request, Response, Router } from 'express';
import { isOrderNumber } from '../../domain/order-number.ts';
import { orderStatusWords } from '../../domain/statuses.ts';
import { privately } from '../http/cache.ts';
import { HttpError, methodNotAllowed, notFound } from '../http/errors.ts';
import { Form } from '../http/form.ts';
import { send } from '../http/send.ts';
import { orders } from '../orders/tables.ts';
import { sendRefunds } from '../payments/refunds.ts';
import type { PayingDeps } from '../payments/settlement.ts';
import { audit } from './audit.ts';
import { deskOrderAnswer, type OrderRow, type Tx } from './order-page.ts';
import { DeskOrder } from './order-shapes.ts';
import { requireStaff, type StaffRow } from './staff.ts';
import type { AuditAction } from './tables.ts';

// The frame of every desk action on an order (api/desk/README.md "Orders"), and their messages.
// Every action names the order's `version` as the desk loaded it; the order row is locked, and
// when its version is another now, the action is refused with a Dutch 409 (never a silent
// overwrite). An action raises the version and writes its audit row in its own transaction; its
// mails go through the outbox after the commit.

export const DESK_ORDER_MESSAGES = {
  conflict: (now: number, sent: number) =>
    `Deze bestelling is intussen gewijzigd (nu versie ${now}, jij had versie ${sent}). Laad haar opnieuw en kijk of je actie nog nodig is.`,
  version: 'Geef de versie van de bestelling zoals je haar hebt geladen (een geheel getal vanaf 1).',
  notQuote: (status: string) =>
    `Alleen een offerte kun je bevestigen; deze bestelling is ${orderStatusWords(status)?.state ?? status}.`,
  unavailable:
    'Niet alles is nog vrij in de huurperiode; er is niets vastgehouden. Kies met de klant een andere periode of minder stuks.',
  cancelled: 'Deze bestelling is al geannuleerd.',
  handedOut: (status: string) =>
    `Deze bestelling is ${orderStatusWords(status)?.state ?? status}; annuleren kan alleen voordat de spullen zijn opgehaald.`,
  mailNotOfOrder: 'Deze e-mail hoort niet bij deze bestelling.',
  paymentNotOfOrder: 'Deze betaling hoort niet bij deze bestelling.',
  amount: 'Voer een bedrag in euro in, groter dan 0, zoals 12,50.',
  textLength: (max: number) => `Schrijf 1 tot ${max} tekens.`,
} as const;

/**
 * What an action did: for its audit row, and what follows the commit: the mails to send, and the
 * refund intents it wrote, for the provider to make (api/payments/refunds.ts).
 */
export type Done = {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  mailIds: number[];
  refundIds?: number[];
};

/** Reads the action's `version` (and its own fields, by `read`), all problems at once. */
function readVersion(form: Form): number {
  const version = form.integer('version', { required: true });
  if (version !== null && version < 1) form.add('version', DESK_ORDER_MESSAGES.version);
  if (form.has('version')) form.errors.version = [DESK_ORDER_MESSAGES.version];
  return version ?? 0;
}

export const state = (o: OrderRow) => ({ status: o.status, version: o.version });

/**
 * The frame of every action on an order: the staff member, the body (version and the action's
 * fields, a 400 with every problem before anything is read), the order locked, its version
 * compared, the work, the version raised and the audit row written, in one transaction; then the
 * mails and the page. `conflict` turns a database error of the work into an answer (a unique
 * index that refused, say) instead of a 500.
 */
export function mountOrderAction<F>(
  router: Router,
  { db, clock, config, mailer, provider }: PayingDeps,
  path: string,
  auditAction: AuditAction,
  read: (form: Form) => F,
  work: (tx: Tx, order: OrderRow, fields: F, staff: StaffRow, now: Date) => Promise<Done>,
  conflict?: (error: unknown) => HttpError | null,
): void {
  const at = () => ({ now: clock.now(), quoteHoldHours: config.orderLimits.quoteHoldHours });
  router
    .route(path)
    .post(async (req: Request, res: Response) => {
      const { staff } = await requireStaff(db, clock, req);
      const numberText = String(req.params.number ?? '');
      if (!numberText || !isOrderNumber(numberText)) throw notFound();
      const form = new Form(req.body);
      const version = readVersion(form);
      const fields = read(form);
      form.check();
      const now = clock.now();
      const { order, mailIds, refundIds } = await db
        .transaction(async (tx) => {
          const [locked] = await tx.select().from(orders).where(eq(orders.number, numberText)).for('update');
          if (!locked) throw notFound();
          if (locked.version !== version)
            throw new HttpError(409, { detail: DESK_ORDER_MESSAGES.conflict(locked.version, version) });
          const done = await work(tx, locked, fields, staff, now);
          const [saved] = await tx
            .update(orders)
            .set({ version: locked.version + 1, updatedAt: now })
            .where(eq(orders.id, locked.id))
            .returning();
          if (!saved) throw new Error('the locked order is gone');
          await audit(
            tx,
            staff,
            auditAction,
            { orderId: locked.id, before: done.before, after: { ...done.after, version: saved.version } },
            now,
          );
          return { order: saved, mailIds: done.mailIds, refundIds: done.refundIds ?? [] };
        })
        .catch((error: unknown) => {
          const answer = conflict?.(error);
          throw answer ?? error;
        });
      mailer.deliver(mailIds);
      // The intents are committed: a provider that is slow or away leaves them "in behandeling"
      // on the page answered below, for the refund sync, never to be asked twice.
      if (refundIds.length > 0) await sendRefunds({ db, clock, provider, mailer }, refundIds);
      send(privately(res), DeskOrder, await deskOrderAnswer(db, order, at()));
    })
    .all(methodNotAllowed);
}
