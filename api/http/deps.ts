import type { Clock } from '../clock.ts';
import type { ApiConfig } from '../config.ts';
import type { Db } from '../db/open-database.ts';
import type { Mailer } from '../mail/mailer.ts';

/** What every router needs; the routers that take or move money get more (payments/settlement.ts `PayingDeps`). */
export type Deps = { db: Db; clock: Clock; config: ApiConfig; mailer: Mailer };
