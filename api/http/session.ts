import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { CookieOptions, NextFunction, Request, Response } from 'express';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/open-database.ts';
import { HttpError } from './errors.ts';
import { sessions } from './tables.ts';

// Sessions live in the database (any api instance serves any request); the `sessionid` cookie
// holds only a random token. CSRF is a double submit: the `csrftoken` cookie, readable by
// scripts, must come back in the `X-CSRFToken` header of every state-changing request.

export const SESSION_COOKIE = 'sessionid';
export const CSRF_COOKIE = 'csrftoken';
const SESSION_DAYS = 14;
const CSRF_MAX_AGE_MS = 365 * 24 * 3600 * 1000;
const TOKEN = /^[A-Za-z0-9_-]{43}$/; // 32 random bytes, base64url

/** `userId`: the signed-in user (api/accounts), null for an anonymous visitor. */
export type Session = { id: string; data: Record<string, unknown>; userId: number | null };

type SessionState = { session: Session | null; start: () => Promise<Session> };

const stateOfRequest = new WeakMap<Request, SessionState>();

function stateOf(req: Request): SessionState {
  const state = stateOfRequest.get(req);
  if (!state) throw new Error('session middleware did not run');
  return state;
}

/** The request's existing session, or null: a GET never starts one by itself. */
export function sessionOf(req: Request): Session | null {
  return stateOf(req).session;
}

/**
 * The request's session, started now (a database row and the `sessionid` cookie) when it has
 * none: for a handler that must remember something for a visitor who has no session yet.
 */
export function ensureSession(req: Request): Promise<Session> {
  const state = stateOf(req);
  return state.session ? Promise.resolve(state.session) : state.start();
}

const newToken = () => randomBytes(32).toString('base64url');

/** A new session id (the `sessionid` cookie's value): 32 random bytes. */
export const newSessionId = newToken;

/** When a session started now expires. */
export function sessionExpiry(now: Date): Date {
  return new Date(now.getTime() + SESSION_DAYS * 24 * 3600 * 1000);
}

/**
 * The request continues on `session` (signing in rotates to a new one) or on none (signing out):
 * sets or clears the `sessionid` cookie. The caller has written or deleted the rows.
 */
export function replaceSession(req: Request, res: Response, session: Session | null): void {
  const state = stateOf(req);
  state.session = session;
  if (session) {
    res.cookie(SESSION_COOKIE, session.id, cookieOptions(req, SESSION_DAYS * 24 * 3600 * 1000, true));
  } else {
    const { maxAge: _, ...options } = cookieOptions(req, 0, true);
    res.clearCookie(SESSION_COOKIE, options);
  }
}

/**
 * Secure cookies when the client talks HTTPS to us, or to a proxy we trust: `req.secure` reads
 * `X-Forwarded-Proto` only from a trusted proxy (`trust proxy`, the addresses of env TRUST_PROXY, as
 * behind the gateway); otherwise anyone could send the header, so it is ignored.
 */
function isHttps(req: Request): boolean {
  return req.secure;
}

function cookieOptions(req: Request, maxAge: number, httpOnly: boolean): CookieOptions {
  return { httpOnly, sameSite: 'lax', secure: isHttps(req), path: '/', maxAge };
}

function cookie(req: Request, name: string): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && TOKEN.test(value) ? value : undefined;
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Issues `csrftoken` when the request has none and checks the double submit on unsafe methods.
 * Runs before the session so a forged request costs no database write.
 */
export function csrf() {
  return (req: Request, res: Response, next: NextFunction) => {
    const token = cookie(req, CSRF_COOKIE);
    if (!token) res.cookie(CSRF_COOKIE, newToken(), cookieOptions(req, CSRF_MAX_AGE_MS, false));
    if (UNSAFE.has(req.method)) {
      const header = req.get('x-csrftoken');
      if (!token || !header || !sameToken(header, token)) {
        throw new HttpError(403, { detail: 'CSRF-controle mislukt.' });
      }
    }
    next();
  };
}

/**
 * Lazy sessions, as Django keeps them: a request with a valid `sessionid` cookie gets its session
 * (one read); a request without one gets none until a handler calls `ensureSession`, which it
 * does only once it stores something (after validation passed). Only then is a row written and
 * the cookie set. So anonymous reads, the gateway's parallel first calls of a page view, and a
 * rejected post (a 400, 403, 404, 405 or 413) cost no session rows; the `csrftoken` cookie needs
 * no row and is issued on any answer (csrf()).
 */
export function session(db: Db, clock: Clock) {
  return async (req: Request, res: Response, next: NextFunction) => {
    let starting: Promise<Session> | undefined;
    const state: SessionState = {
      session: null,
      start: () => {
        starting ??= (async () => {
          const fresh: Session = { id: newToken(), data: {}, userId: null };
          const expiresAt = sessionExpiry(clock.now());
          await db.insert(sessions).values({ id: fresh.id, data: fresh.data, expiresAt });
          res.cookie(SESSION_COOKIE, fresh.id, cookieOptions(req, SESSION_DAYS * 24 * 3600 * 1000, true));
          state.session = fresh;
          return fresh;
        })();
        return starting;
      },
    };
    stateOfRequest.set(req, state);
    const id = cookie(req, SESSION_COOKIE);
    if (id) {
      const [row] = await db
        .select({ data: sessions.data, userId: sessions.userId })
        .from(sessions)
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, clock.now())));
      if (row) state.session = { id, data: row.data, userId: row.userId };
    }
    next();
  };
}

/** Remove expired sessions (at start and every hour, see start-api.ts; a valid one is never touched). */
export async function deleteExpiredSessions(db: Db, clock: Clock): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, clock.now()));
}
