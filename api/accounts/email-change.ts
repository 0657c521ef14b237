import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/open-database.ts';
import { HttpError } from '../http/errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { ACCOUNT_MESSAGES, isUniqueViolation } from './auth-input.ts';
import { confirmEmailMail, emailChangeNotice } from './mails.ts';
import { authTokens, invoices, users } from './tables.ts';
import { consumeToken, createToken, revokeOpenTokens, type ValidToken } from './tokens.ts';
import type { UserRow } from './users.ts';

// A new address is the account's only once its owner proves it: the profile records a
// `change_email` token holding the new address and mails its link there (and a notice to the old
// address); following the link (confirm-email/) makes it the address. Until then the old one
// stays. README "Changing the address".

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/** The address waiting for its link to be followed (the newest open change), or null. */
export async function pendingEmail(db: Tx, userId: number, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ email: authTokens.email })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.userId, userId),
        eq(authTokens.purpose, 'change_email'),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(authTokens.id))
    .limit(1);
  return row?.email ?? null;
}

/**
 * In `tx`: replaces the user's open address change by one to `newEmail`, and records the link to
 * the new address and the notice to the old one. Answers the mails' ids (deliver after commit).
 */
export async function requestEmailChange(
  tx: Db,
  deps: { mailer: Mailer; secretKey: string; publicUrl: string },
  user: UserRow,
  newEmail: string,
  now: Date,
): Promise<number[]> {
  await tx
    .delete(authTokens)
    .where(
      and(eq(authTokens.userId, user.id), eq(authTokens.purpose, 'change_email'), isNull(authTokens.usedAt)),
    );
  const token = await createToken(tx, deps.secretKey, {
    userId: user.id,
    purpose: 'change_email',
    redirect: null,
    email: newEmail,
    now,
  });
  const firstName = user.firstName;
  return [
    await deps.mailer.record(
      tx,
      confirmEmailMail({ to: newEmail, firstName, publicUrl: deps.publicUrl, token }),
    ),
    await deps.mailer.record(tx, emailChangeNotice({ to: user.email, firstName, newEmail })),
  ];
}

/**
 * In `tx`: uses the token and makes its address the account's. A username that was the old
 * address follows it (as registering makes it the address). The unique indexes decide whether the
 * address is still free: taken meanwhile, a 400 and nothing changes (the token stays unused).
 * The invoices of the address without an account become the account's (the link proved it), and
 * every other open link of the account is revoked.
 */
export async function confirmEmailChange(tx: Tx, token: ValidToken, now: Date): Promise<UserRow> {
  const newEmail = token.newEmail;
  if (newEmail === null) throw new Error('a change_email token without its address');
  if (!(await consumeToken(tx, token, now))) {
    throw new HttpError(400, { token: [ACCOUNT_MESSAGES.badEmailToken] });
  }
  const [updated] = await tx
    .update(users)
    .set({
      email: newEmail,
      username: sql`case when lower(${users.username}) = ${token.email} then ${newEmail} else ${users.username} end`,
    })
    .where(eq(users.id, token.userId))
    .returning()
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new HttpError(400, { email: [ACCOUNT_MESSAGES.emailTakenNow] });
      throw error;
    });
  if (!updated) throw new Error('user of a token vanished');
  await tx
    .update(invoices)
    .set({ userId: updated.id })
    .where(and(eq(invoices.email, newEmail), isNull(invoices.userId)));
  await revokeOpenTokens(tx, updated.id);
  return updated;
}
