import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/open-database.ts';
import { authTokens, PASSWORD_PURPOSES, type PasswordPurpose, type TokenPurpose, users } from './tables.ts';

// Activation, reset and address-change tokens: `<nonce>.<signature>`, the nonce 24 random bytes (base64url)
// stored in auth_tokens, the signature HMAC-SHA256(SECRET_KEY, `purpose:nonce`). A forged token
// is refused without a query; an expired or used one by its row. The invoice list's token is an
// HMAC of the address (no row).

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

const HOUR_MS = 3600 * 1000;
export const TOKEN_VALIDITY_MS: Record<TokenPurpose, number> = {
  activate: 3 * 24 * HOUR_MS,
  reset: 24 * HOUR_MS,
  change_email: 24 * HOUR_MS,
};

const NONCE = /^[A-Za-z0-9_-]{32}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

function signature(secretKey: string, purpose: TokenPurpose, nonce: string): Buffer {
  return createHmac('sha256', secretKey).update(`${purpose}:${nonce}`).digest();
}

/** A new token for the user: its row, and the text for the link. */
export async function createToken(
  tx: Tx,
  secretKey: string,
  input: {
    userId: number;
    purpose: TokenPurpose;
    redirect: string | null;
    now: Date;
    /** The new address, for `change_email` only. */
    email?: string;
  },
): Promise<string> {
  const nonce = randomBytes(24).toString('base64url');
  await tx.insert(authTokens).values({
    userId: input.userId,
    purpose: input.purpose,
    nonce,
    redirect: input.redirect,
    email: input.email ?? null,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + TOKEN_VALIDITY_MS[input.purpose]),
  });
  return `${nonce}.${signature(secretKey, input.purpose, nonce).toString('base64url')}`;
}

/** The nonce and purpose of a token whose signature checks out, or null (no query needed). */
function verifySignature(
  secretKey: string,
  token: string,
  accepted: readonly TokenPurpose[],
): { nonce: string; purposes: TokenPurpose[] } | null {
  const [nonce = '', sig = '', ...rest] = token.split('.');
  if (rest.length > 0 || !NONCE.test(nonce) || !SIGNATURE.test(sig)) return null;
  const given = Buffer.from(sig, 'base64url');
  // The purpose is not in the token: the signature says which one it was made for.
  const purposes = accepted.filter((p) => timingSafeEqual(signature(secretKey, p, nonce), given));
  return purposes.length > 0 ? { nonce, purposes } : null;
}

/** A token found valid; its purpose is one of those the finder accepted. */
export type ValidToken<P extends TokenPurpose = TokenPurpose> = {
  id: number;
  userId: number;
  purpose: P;
  redirect: string | null;
  /** The account's address now. */
  email: string;
  /** The new address of a `change_email` token; null for the others. */
  newEmail: string | null;
};

/**
 * The token's row when it is signed for one of `accepted` (the password purposes unless told),
 * unused and not expired; null otherwise. A token of another purpose is none here: an address
 * link never sets a password, a password link never changes an address.
 */
export async function findValidToken(
  db: Tx,
  secretKey: string,
  token: string,
  now: Date,
): Promise<ValidToken<PasswordPurpose> | null>;
export async function findValidToken<P extends TokenPurpose>(
  db: Tx,
  secretKey: string,
  token: string,
  now: Date,
  accepted: readonly P[],
): Promise<ValidToken<P> | null>;
export async function findValidToken(
  db: Tx,
  secretKey: string,
  token: string,
  now: Date,
  accepted: readonly TokenPurpose[] = PASSWORD_PURPOSES,
): Promise<ValidToken | null> {
  const verified = verifySignature(secretKey, token, accepted);
  if (!verified) return null;
  const [row] = await db
    .select({
      id: authTokens.id,
      userId: authTokens.userId,
      purpose: authTokens.purpose,
      redirect: authTokens.redirect,
      email: users.email,
      newEmail: authTokens.email,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(eq(authTokens.nonce, verified.nonce), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)),
    );
  return row && verified.purposes.includes(row.purpose) ? row : null;
}

/** What a link's page says of its token before anything is done with it. */
export type TokenState = 'open' | 'used' | 'expired' | 'invalid';

/**
 * The state of a token signed for `purpose`, changing nothing: `invalid` when forged, unknown or
 * revoked (a newer link or a changed password deleted it), `used`, `expired` or `open`.
 */
export async function tokenState(
  db: Tx,
  secretKey: string,
  token: string,
  now: Date,
  purpose: TokenPurpose,
): Promise<TokenState> {
  const verified = verifySignature(secretKey, token, [purpose]);
  if (!verified) return 'invalid';
  const [row] = await db
    .select({ usedAt: authTokens.usedAt, expiresAt: authTokens.expiresAt })
    .from(authTokens)
    .where(and(eq(authTokens.nonce, verified.nonce), eq(authTokens.purpose, purpose)));
  if (!row) return 'invalid';
  if (row.usedAt) return 'used';
  return row.expiresAt > now ? 'open' : 'expired';
}

/**
 * Deletes the user's unused tokens (activation, reset, address change): a changed password or
 * address makes a link mailed before it worthless (it could otherwise take the account back from
 * its owner).
 */
export async function revokeOpenTokens(tx: Tx, userId: number): Promise<void> {
  await tx.delete(authTokens).where(and(eq(authTokens.userId, userId), isNull(authTokens.usedAt)));
}

/**
 * Marks the token used (a conditional UPDATE: of two requests at once, one wins) and deletes the
 * user's other tokens of that purpose. False when another request used it first.
 */
export async function consumeToken(tx: Tx, token: ValidToken, now: Date): Promise<boolean> {
  const [used] = await tx
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.id, token.id), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)))
    .returning({ id: authTokens.id });
  if (!used) return false;
  await tx
    .delete(authTokens)
    .where(
      and(
        eq(authTokens.userId, token.userId),
        eq(authTokens.purpose, token.purpose),
        ne(authTokens.id, token.id),
      ),
    );
  return true;
}

/** The invoice list's token of an address: hex HMAC-SHA256(SECRET_KEY, `invoices:` + email). */
export function invoicesToken(secretKey: string, email: string): string {
  return createHmac('sha256', secretKey).update(`invoices:${email.trim().toLowerCase()}`).digest('hex');
}

/** Whether `token` is the address's invoice token (constant time). */
export function isInvoicesToken(secretKey: string, email: string, token: string | undefined): boolean {
  if (token === undefined || !/^[0-9a-f]{64}$/.test(token)) return false;
  return timingSafeEqual(Buffer.from(invoicesToken(secretKey, email), 'hex'), Buffer.from(token, 'hex'));
}
