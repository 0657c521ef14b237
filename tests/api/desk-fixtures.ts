import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { hashPassword } from '../../api/accounts/passwords.ts';
import type { Clock } from '../../api/clock.ts';
import { readConfig } from '../../api/config.ts';
import type { Db } from '../../api/db/open-database.ts';
import { deskAudit, users } from '../../api/db/schema.ts';
import type { StaffSignedInAnswer, StaffSignInPendingAnswer } from '../../api/desk/staff-auth.ts';
import type { AuditAction } from '../../api/desk/tables.ts';
import { codeAt, newTotpSecret } from '../../api/desk/totp.ts';
import { sealTotpSecret } from '../../api/desk/totp-sealing.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../../api/seed/demo-accounts.ts';
import { Member } from './accounts-fixtures.ts';
import type { Answer, Client } from './harness.ts';
import { Shopper } from './orders-fixtures.ts';

// What the desk suites share: staff members of their own (each with a TOTP secret of its own, so
// each account's codes are used by one test), a browser signed in at the desk with the code of the
// api's clock (never the real time), the other roles that may not use it, and the audit rows of an
// order.

/** The key the api under test seals TOTP secrets with (SECRET_KEY or the development default). */
const SECRET_KEY = readConfig(process.env).secretKey;

let staffCount = 0;
let hash: Promise<string> | undefined;

/**
 * A staff member of its own, with a TOTP secret (null: set up at the first sign-in), sealed with
 * `secretKey` (the api's SECRET_KEY; default the environment's).
 */
export async function createStaff(
  db: Db,
  options: { secret?: string | null; staff?: boolean; secretKey?: string } = {},
): Promise<{ id: number; email: string; secret: string | null }> {
  hash ??= hashPassword(DEMO_PASSWORD);
  const email = `medewerker.${Date.now()}.${++staffCount}@filmwinkel.test`;
  const secret = options.secret === undefined ? newTotpSecret() : options.secret;
  const [row] = await db
    .insert(users)
    .values({
      email,
      username: email,
      firstName: 'Mees',
      lastName: `Medewerker ${staffCount}`,
      passwordHash: await hash,
      isActive: true,
      isStaff: options.staff ?? true,
      totpSecret: secret ? sealTotpSecret(options.secretKey ?? SECRET_KEY, secret) : null,
      createdAt: new Date(),
    })
    .returning({ id: users.id });
  if (!row) throw new Error('no staff row');
  return { id: row.id, email, secret };
}

/** A browser at the desk: CSRF cookie, and after `signIn` a desk session. */
export class Desk extends Member {
  static async enter(base: string): Promise<Desk> {
    const desk = new Desk(base);
    await desk.get('/shop/categorydump/');
    return desk;
  }

  login(email: string, password = DEMO_PASSWORD): Promise<Answer<StaffSignInPendingAnswer>> {
    return this.post<StaffSignInPendingAnswer>('/desk/auth/login/', { email, password });
  }

  code(pending: string, code: string): Promise<Answer<StaffSignedInAnswer>> {
    return this.post<StaffSignedInAnswer>('/desk/auth/totp/', { pending_token: pending, code });
  }

  /**
   * Signs in with password and the code of `secret` at the api's clock (`clock`, the one the api
   * under test was started with), `offset` steps of 30 s away.
   */
  static async signedInAt(
    base: string,
    email: string,
    secret: string,
    clock: Clock,
    offset = 0,
  ): Promise<Desk> {
    const desk = await Desk.enter(base);
    const login = await desk.login(email);
    expect(login.status, login.text).toBe(200);
    const answer = await desk.code(
      login.body.pending_token,
      codeAt(secret, clock.now().getTime() + offset * 30_000),
    );
    expect(answer.status, answer.text).toBe(200);
    return desk;
  }
}

/** A fresh staff member signed in at the desk (with a code of the api's clock, `clock`). */
export async function staffDesk(
  base: string,
  db: Db,
  clock: Clock,
): Promise<{ desk: Desk; staff: { id: number; email: string } }> {
  const staff = await createStaff(db);
  return { desk: await Desk.signedInAt(base, staff.email, staff.secret ?? '', clock), staff };
}

/** Everyone who may not use the desk, each a browser of its own. */
export async function outsiders(base: string, db: Db): Promise<Record<string, Client>> {
  const staffWithoutCode = await createStaff(db);
  const visitor = (await Shopper.withCart(base, [['sony-fx30', 1]])).shopper;
  return {
    'no session': await Member.arrive(base),
    visitor,
    customer: await Member.signedIn(base, DEMO_USERS.demo),
    editor: await Member.signedIn(base, DEMO_USERS.editor),
    'staff signed in without code': await Member.signedIn(base, staffWithoutCode.email),
  };
}

/** The status each outsider must get. */
export const OUTSIDER_STATUS: Record<string, number> = {
  'no session': 401,
  visitor: 403,
  customer: 403,
  editor: 403,
  'staff signed in without code': 401,
};

/** The audit rows of an order (or of a staff member), oldest first. */
export async function auditOf(
  db: Db,
  where: { orderId?: number; staffId?: number; action?: AuditAction },
): Promise<(typeof deskAudit.$inferSelect)[]> {
  const parts = [
    where.orderId !== undefined ? eq(deskAudit.orderId, where.orderId) : undefined,
    where.staffId !== undefined ? eq(deskAudit.staffId, where.staffId) : undefined,
    where.action !== undefined ? eq(deskAudit.action, where.action) : undefined,
  ].filter((p) => p !== undefined);
  return db
    .select()
    .from(deskAudit)
    .where(and(...parts))
    .orderBy(deskAudit.id);
}
