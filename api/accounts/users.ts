import { eq } from 'drizzle-orm';
import type { NextFunction, Request, Response } from 'express';
import { z } from 'zod';
import { type AccountTerms, ANONYMOUS } from '../../domain/pricing.ts';
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

export function userAnswer(row: UserRow): UserAnswer {
  return {
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    username: row.username,
    is_editor: row.isEditor,
    discount_percent: row.discountPercent,
    trusted: row.trusted,
  };
}

const userOfRequest = new WeakMap<Request, UserRow>();

/** Loads the session's user (an active account only) for `userOf` and `accountOf`. */
export function currentUser(db: Db) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const userId = sessionOf(req)?.userId ?? null;
    if (userId !== null) {
      const [row] = await db.select().from(users).where(eq(users.id, userId));
      if (row?.isActive) userOfRequest.set(req, row);
    }
    next();
  };
}

/** The signed-in user of the request, or null. */
export function userOf(req: Request): UserRow | null {
  return userOfRequest.get(req) ?? null;
}

/** After signing in or out within the request: what `userOf` answers from now on. */
export function setUserOf(req: Request, row: UserRow | null): void {
  if (row) userOfRequest.set(req, row);
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
  const user = userOf(req);
  return user ? { discountPercent: user.discountPercent, trusted: user.trusted } : ANONYMOUS;
}
