import { and, eq, ne } from 'drizzle-orm';
import type { Request, Response } from 'express';
import type { Db } from '../db/open-database.ts';
import { newSessionId, replaceSession, type Session, sessionExpiry, sessionOf } from '../http/session.ts';
import { sessions } from '../http/tables.ts';
import { orders } from '../orders/tables.ts';
import { carts } from '../shop/tables.ts';
import { users } from './tables.ts';
import { setUserOf, type UserRow } from './users.ts';

// Signing in rotates the session: a new row (with the user) takes over the old session's data,
// cart and orders, and the old row is deleted, so a session id known before signing in is
// worthless after it. Signing out deletes the session (its cart goes with it, as in Django).

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/**
 * In the caller's transaction: the new session of `userId`, carrying over `oldId`'s data, cart
 * and orders (when there was one), the old row deleted. Apply it with `applySignIn` after commit.
 */
export async function rotateSession(
  tx: Tx,
  old: Session | null,
  userId: number,
  now: Date,
): Promise<Session> {
  const fresh: Session = { id: newSessionId(), data: old?.data ?? {}, userId };
  await tx.insert(sessions).values({ id: fresh.id, data: fresh.data, userId, expiresAt: sessionExpiry(now) });
  if (old) {
    await tx.update(carts).set({ sessionId: fresh.id }).where(eq(carts.sessionId, old.id));
    await tx.update(orders).set({ sessionId: fresh.id }).where(eq(orders.sessionId, old.id));
    await tx.delete(sessions).where(eq(sessions.id, old.id));
  }
  await tx.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));
  return fresh;
}

/** The user's other sessions are signed out (a changed or reset password); their carts stay. */
export async function signOutOtherSessions(tx: Tx, userId: number, keep: string): Promise<void> {
  await tx
    .update(sessions)
    .set({ userId: null })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keep)));
}

/** After the commit: the new cookie, and the request's user from now on. */
export function applySignIn(req: Request, res: Response, session: Session, user: UserRow): void {
  replaceSession(req, res, session);
  setUserOf(req, user);
}

/** Signs in within its own transaction (login). */
export async function signIn(db: Db, req: Request, res: Response, user: UserRow, now: Date): Promise<void> {
  const session = await db.transaction((tx) => rotateSession(tx, sessionOf(req), user.id, now));
  applySignIn(req, res, session, user);
}

/** Deletes the session (and its cart) and clears the cookie. */
export async function signOut(db: Db, req: Request, res: Response): Promise<void> {
  const session = sessionOf(req);
  if (session) await db.delete(sessions).where(eq(sessions.id, session.id));
  replaceSession(req, res, null);
  setUserOf(req, null);
}
