import { eq } from 'drizzle-orm';
import type { NextFunction, Request, Response } from 'express';
import { z } from 'zod';
import { type AccountTerms, ANONYMOUS } from '../../domain/pricing.ts';
import { customers } from '../customers/tables.ts';
import type { Db } from '../db/open-database.ts';
import { HttpError } from '../http/errors.ts';
import { sessionOf } from '../http/session.ts';
import { users } from './tables.ts';

// The signed-in user of a request: read once per request (after the session, app.ts) when the
// session has one, so the cart and the order can price with the account's terms (`accountOf`)
// and the account routes answer it (`userOf`).

export type UserRow = typeof users.$inferSelect;

export const User = z
  .object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    username: z.string(),
    is_editor: z.boolean(),
    discount_percent: z.int().min(0).max(100).describe('Taken off rental lines'),
    trusted: z.boolean().describe('A trusted customer rents without borg'),
  })
  .meta({ id: 'User' });
export type UserAnswer = z.output<typeof User>;

export const UserState = z
  .object({ user: User.nullable().describe('The signed-in user; null when signed out') })
  .meta({ id: 'UserState' });

/** The account's answer, with the terms of its customer record (`termsOf`). */
export function userAnswer(row: UserRow, terms: AccountTerms): UserAnswer {
  return {
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    username: row.username,
    is_editor: row.isEditor,
    discount_percent: terms.discountPercent,
    trusted: terms.trusted,
  };
}

const userOfRequest = new WeakMap<Request, { row: UserRow; terms: AccountTerms }>();

const termColumns = { discountPercent: customers.discountPercent, trusted: customers.trusted };

/** An account's pricing terms: its customer record's (api/customers/), ANONYMOUS without one. */
export async function termsOf(db: Pick<Db, 'select'>, userId: number): Promise<AccountTerms> {
  const [terms] = await db.select(termColumns).from(customers).where(eq(customers.userId, userId));
  return terms ?? ANONYMOUS;
}

/** Loads the session's user (an active account only) and its terms for `userOf` and `accountOf`. */
export function currentUser(db: Db) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const userId = sessionOf(req)?.userId ?? null;
    if (userId !== null) {
      const [found] = await db
        .select({ row: users, terms: termColumns })
        .from(users)
        .leftJoin(customers, eq(customers.userId, users.id))
        .where(eq(users.id, userId));
      if (found?.row.isActive)
        userOfRequest.set(req, {
          row: found.row,
          terms: found.terms ?? ANONYMOUS,
        });
    }
    next();
  };
}

/** The signed-in user of the request, or null. */
export function userOf(req: Request): UserRow | null {
  return userOfRequest.get(req)?.row ?? null;
}

/** After signing in or out within the request: what `userOf` and `accountOf` answer from now on. */
export function setUserOf(req: Request, row: UserRow | null, terms: AccountTerms = ANONYMOUS): void {
  if (row) userOfRequest.set(req, { row, terms });
  else userOfRequest.delete(req);
}

/** The signed-in user, or a 403 with `message`. */
export function requireUser(req: Request, message = 'Log in om verder te gaan.'): UserRow {
  const user = userOf(req);
  if (!user) throw new HttpError(403, { detail: message });
  return user;
}

/** The pricing terms of the request's account (domain/pricing.ts); ANONYMOUS without a user. */
export function accountOf(req: Request): AccountTerms {
  return userOfRequest.get(req)?.terms ?? ANONYMOUS;
}
