import type { Clock } from '../clock.ts';
import type { ApiConfig } from '../config.ts';
import type { Db } from '../db/open-database.ts';
import type { Mailer } from '../mail/mailer.ts';

/** What every router needs. */
export type Deps = { db: Db; clock: Clock; config: ApiConfig; mailer: Mailer };
