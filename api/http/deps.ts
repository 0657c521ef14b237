import type { Clock } from '../clock.ts';
import type { ApiConfig } from '../config.ts';
import type { Db } from '../db/open-database.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';

/** What every router needs; `provider` is the one payment provider of the process (PAYMENT_PROVIDER). */
export type Deps = { db: Db; clock: Clock; config: ApiConfig; mailer: Mailer; provider: PaymentProvider };
