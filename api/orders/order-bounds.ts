import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { type OrderLimits, orderBoundProblems } from '../../domain/order-bounds.ts';
import type { Prices } from '../../domain/pricing.ts';
import { articles } from '../catalogue/tables.ts';
import type { Db } from '../db/open-database.ts';
import type { Form } from '../http/form.ts';
import type { StoredCart } from '../shop/cart-store.ts';
import { checkUnpaidHolds, type Holder, type NewHold } from './order-holds.ts';
import { cartWindow, rentalLines } from './reservations.ts';

// The bounds of one online order (domain/order-bounds.ts), checked the same way by `validate=true`
// and by placing (README "Holds and bounds"): rental days, units per line, the total, and the
// unpaid holds of the address or account, the client and its /48 (their number and value), and
// per article. Run after checkCart and before the availability
// check, which leaves a line past its article's units to the message recorded here.

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

const PERIOD_FIELDS = ['start_date', 'end_date', 'pickup_slot', 'return_slot'];

export async function checkOrderBounds(
  tx: Tx,
  form: Form,
  input: {
    cart: StoredCart;
    prices: Prices;
    /** The rental articles' units as locked when placing; read here when only checking. */
    units?: Map<number, number>;
    /** Whose holds to count: the body's address (when valid), the client and the account. */
    holder: Omit<Holder, 'email'> & { email: string | null };
    limits: OrderLimits;
    now: Date;
  },
): Promise<void> {
  const { cart, prices, limits } = input;
  if (cart.lines.length === 0) return;
  const lines = rentalLines(cart);
  const units =
    input.units ??
    (await readUnits(
      tx,
      lines.map((l) => l.articleId),
    ));
  const problems = orderBoundProblems(
    {
      // The period's own problems come first: its days are counted once it is a valid period.
      rentalDays: PERIOD_FIELDS.some((f) => form.has(f)) ? 0 : prices.rentalDays,
      hasRentals: lines.length > 0,
      rentalLines: lines.map((l) => ({
        key: `lines.${l.lineId}`,
        name: l.name,
        count: l.count,
        units: units.get(l.articleId) ?? null,
      })),
      totalCents: prices.totalCents,
    },
    limits,
  );
  for (const [field, messages] of Object.entries(problems)) for (const m of messages) form.add(field, m);
  // Only an order that will hold rental units counts against the unpaid holds (a sale holds none),
  // and only one within the bounds of a single order (past those, the shop talks to the customer).
  const { email } = input.holder;
  const withinBounds = Object.keys(problems).length === 0;
  if (lines.length > 0 && email !== null && !form.has('email') && withinBounds) {
    const hold: NewHold = {
      valueCents: prices.rentalLines.reduce((sum, l) => sum + l.priceCents + l.btwCents, 0),
      // The period's own problems come first (its window is not checked then).
      window: PERIOD_FIELDS.some((f) => form.has(f)) ? null : cartWindow(cart),
      lines: lines.map((l) => ({
        key: `lines.${l.lineId}`,
        name: l.name,
        articleId: l.articleId,
        count: l.count,
      })),
      units,
    };
    await checkUnpaidHolds(tx, form, { ...input.holder, email }, hold, limits, input.now);
  }
}

async function readUnits(tx: Tx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: articles.id, units: articles.units })
    .from(articles)
    .where(
      and(inArray(articles.id, [...new Set(ids)]), eq(articles.type, 'RENTAL'), isNotNull(articles.units)),
    );
  return new Map(rows.map((r) => [r.id, r.units ?? 0]));
}
