import type { Clock } from '../clock.ts';
import type { Db } from '../db/open-database.ts';

/** What every router needs. */
export type Deps = { db: Db; clock: Clock };
