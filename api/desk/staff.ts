import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { Request } from 'express';
import { z } from 'zod';
import { type UserRow, userOf } from '../accounts/users.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/open-database.ts';
import { HttpError } from '../http/errors.ts';
import { Id, Timestamp } from '../http/openapi.ts';
import { sessionOf } from '../http/session.ts';
import { sessions } from '../http/tables.ts';

// Who may use the desk, checked by the api on every desk call (never only by the gateway): a
// signed-in staff member (users.is_staff) whose session passed password and TOTP code
// (sessions.staff_verified_at). Such a session lives 12 hours after its last desk call: each call
// moves its expiry (one UPDATE that also checks it), so a desk left alone for 12 hours is signed out.

export const STAFF_IDLE_MS = 12 * 3600_000;

export const DESK_ACCESS_MESSAGES = {
  /** 401: no session at all. */
  signIn: 'Log in bij de balie om verder te gaan.',
  /** 401: a staff member signed in without the code (or a desk session that expired). */
  needsCode: 'Log in bij de balie met je wachtwoord en de code uit je authenticator-app.',
  /** 403: a visitor, a customer or an editor. */
  forbidden: 'Je hebt geen toegang tot de balie.',
} as const;

export type StaffRow = UserRow;

export const Staff = z
  .object({
    id: Id,
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
  })
  .meta({ id: 'Staff', description: 'A staff member of the rental desk' });
export type StaffAnswer = z.output<typeof Staff>;

export const DeskSession = z
  .object({
    staff: Staff,
    expires_at: Timestamp.describe('The desk session ends then unless another desk call comes first (12 h)'),
  })
  .meta({ id: 'DeskSession', description: 'The signed-in staff member and their desk session' });

export const staffAnswer = (row: StaffRow): StaffAnswer => ({
  id: row.id,
  email: row.email,
  first_name: row.firstName,
  last_name: row.lastName,
});

/** When a desk session that is used now expires. */
export const staffSessionExpiry = (now: Date) => new Date(now.getTime() + STAFF_IDLE_MS);

/**
 * The staff member of a desk call, or a 401/403 with a Dutch detail. Moves the desk session's
 * expiry to 12 hours from now.
 */
export async function requireStaff(
  db: Db,
  clock: Clock,
  req: Request,
): Promise<{ staff: StaffRow; expiresAt: Date }> {
  const session = sessionOf(req);
  if (!session) throw new HttpError(401, { detail: DESK_ACCESS_MESSAGES.signIn });
  const user = userOf(req);
  if (!user?.isStaff) throw new HttpError(403, { detail: DESK_ACCESS_MESSAGES.forbidden });
  const now = clock.now();
  const expiresAt = staffSessionExpiry(now);
  const [row] = await db
    .update(sessions)
    .set({ expiresAt })
    .where(
      and(
        eq(sessions.id, session.id),
        eq(sessions.userId, user.id),
        isNotNull(sessions.staffVerifiedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .returning({ id: sessions.id });
  if (!row) throw new HttpError(401, { detail: DESK_ACCESS_MESSAGES.needsCode });
  return { staff: user, expiresAt };
}
