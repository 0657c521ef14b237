import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { users } from '../accounts/tables.ts';
import type { Db } from '../db/open-database.ts';

type Tx = Pick<Db, 'update'>;

/**
 * Takes the 30-second step of a valid code for the account, so the code works once: only a step
 * later than the last one taken, in one conditional UPDATE (two tabs sending one code: one wins).
 * `secret` is the stored (sealed) secret the code was checked against, null at a set-up; `setUp`
 * the sealed secret a set-up makes the account's. False: used already, or the secret changed.
 */
export async function takeTotpStep(
  tx: Tx,
  userId: number,
  step: number,
  secret: { stored: string | null; setUp?: string },
): Promise<boolean> {
  const [taken] = await tx
    .update(users)
    .set({ totpLastStep: step, ...(secret.setUp ? { totpSecret: secret.setUp } : {}) })
    .where(
      and(
        eq(users.id, userId),
        or(isNull(users.totpLastStep), lt(users.totpLastStep, step)),
        secret.stored === null ? isNull(users.totpSecret) : eq(users.totpSecret, secret.stored),
      ),
    )
    .returning({ id: users.id });
  return taken !== undefined;
}
