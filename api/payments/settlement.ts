import type { Db } from '../db/open-database.ts';
import type { Deps } from '../http/deps.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { PaymentRow } from './payment-shapes.ts';

// What a payment pays for (an order, an invoice) lives in a domain above payments (api/README.md
// "Layout"), so payments tells it through these, in the transaction that records the provider's
// news: each settlement looks at the payment and acts only on its own kind. app.ts lists them.

export type Settlement = {
  /** The payment was paid: record what it pays for as paid; answers the ids of the mails to deliver. */
  paid(tx: Db, payment: PaymentRow, now: Date): Promise<number[]>;
  /** The payment ended unpaid (cancelled, failed or expired). */
  ended(tx: Db, payment: PaymentRow): Promise<void>;
};

/** What the routers that take or move money need besides the common deps. */
export type PayingDeps = Deps & { provider: PaymentProvider; settlements: readonly Settlement[] };
