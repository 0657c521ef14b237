import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Request, Response } from 'express';
import type { AccountTerms } from '../../domain/pricing.ts';
import type { Db } from '../db/open-database.ts';
import { newSessionId, replaceSession, type Session, sessionExpiry, sessionOf } from '../http/session.ts';
import { sessions } from '../http/tables.ts';
import { orders } from '../orders/tables.ts';
import { carts } from '../shop/tables.ts';
import { users } from './tables.ts';
import { setUserOf, termsOf, type UserRow } from './users.ts';

// Signing in rotates the session: a new row (with the user) takes over what the old session
// held for this visitor, and the old row is deleted, so a session id known before signing in is
// worthless after it. What comes along (README "Sessions"): from a guest's session or the same
// account's, the data and cart, and the orders that are no other account's; from another
// account's session (B signing in where A still was), nothing. An order placed while signed in
// belongs to its account (orders.user_id) and never moves. Signing out deletes the session (its
// cart goes with it, as in Django).

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/**
 * In the caller's transaction: the new session of `userId`, carrying over what `old` held for
 * this visitor (see above), the old row deleted. Apply it with `applySignIn` after commit.
 */
export async function rotateSession(
  tx: Tx,
  old: Session | null,
  userId: number,
  now: Date,
): Promise<Session> {
  // The session of another account: its cart and data are that account's, not this visitor's.
  const carried = old !== null && (old.userId === null || old.userId === userId) ? old : null;
  const fresh: Session = { id: newSessionId(), data: carried?.data ?? {}, userId };
  await tx.insert(sessions).values({ id: fresh.id, data: fresh.data, userId, expiresAt: sessionExpiry(now) });
  if (carried) {
    await tx.update(carts).set({ sessionId: fresh.id }).where(eq(carts.sessionId, carried.id));
    // A guest's orders (what "log in to see my order" expects) and this account's own; an order
    // of another account stays where it is, read by that account only.
    await tx
      .update(orders)
      .set({ sessionId: fresh.id })
      .where(and(eq(orders.sessionId, carried.id), or(isNull(orders.userId), eq(orders.userId, userId))));
  }
  // Its cart goes with it (when it did not come along); its orders keep their account.
  if (old) await tx.delete(sessions).where(eq(sessions.id, old.id));
  await tx.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));
  return fresh;
}

/**
 * The user's other sessions are signed out (a changed or reset password) as signing out does:
 * deleted, their carts with them, so nothing of the account stays in a browser that is no longer
 * signed in to it (and a later sign-in there by someone else finds none of it).
 */
export async function signOutOtherSessions(tx: Tx, userId: number, keep: string): Promise<void> {
  await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keep)));
}

/** After the commit: the new cookie, and the request's user from now on. */
export function applySignIn(
  req: Request,
  res: Response,
  session: Session,
  user: UserRow,
  terms: AccountTerms,
): void {
  replaceSession(req, res, session);
  setUserOf(req, user, terms);
}

/** Signs in within its own transaction (login). */
export async function signIn(db: Db, req: Request, res: Response, user: UserRow, now: Date): Promise<void> {
  const session = await db.transaction((tx) => rotateSession(tx, sessionOf(req), user.id, now));
  applySignIn(req, res, session, user, await termsOf(db, user.id));
}

/** Deletes the session (and its cart) and clears the cookie. */
export async function signOut(db: Db, req: Request, res: Response): Promise<void> {
  const session = sessionOf(req);
  if (session) await db.delete(sessions).where(eq(sessions.id, session.id));
  replaceSession(req, res, null);
  setUserOf(req, null);
}
