import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../api/accounts/auth-input.ts';
import { readConfig } from '../../api/config.ts';
import { deskAudit, staffRecoveryCodes, staffSignIns, users } from '../../api/db/schema.ts';
import type { AuditEntryAnswer } from '../../api/desk/audit.ts';
import { DESK_ACCESS_MESSAGES } from '../../api/desk/staff.ts';
import { STAFF_AUTH_MESSAGES, type StaffSignedInAnswer } from '../../api/desk/staff-auth.ts';
import { codeAt } from '../../api/desk/totp.ts';
import { openTotpSecret, sealPlainTotpSecrets, sealTotpSecret } from '../../api/desk/totp-sealing.ts';
import { DEMO_STAFF, DEMO_TOTP_SECRET, DEMO_USERS } from '../../api/seed/demo-accounts.ts';
import type { RunningApi } from '../../api/start-api.ts';
import { Member } from './accounts-fixtures.ts';
import { auditOf, createStaff, Desk } from './desk-fixtures.ts';
import {
  type MovableClock,
  movableClock,
  type Paged,
  pgliteWith,
  postgresTarget,
  type Target,
  TEST_DATABASE_URL,
} from './harness.ts';
import { expectShape } from './orders-fixtures.ts';

// Signing in at the desk (api/desk/README.md "Signing in"): password, then a TOTP code (RFC 6238,
// on the api's clock, each code once) or a recovery code; set-up at the first sign-in; the customers'
// sign-in unchanged; desk sessions ending 12 hours after the last desk call; the audit log that
// nobody changes. On PGlite always, on PostgreSQL when TEST_DATABASE_URL is set.

const SECRET_KEY = readConfig(process.env).secretKey;
const STEP = 30_000;

function deskAuth(target: Target, moving: MovableClock) {
  let api: RunningApi | undefined;
  beforeAll(async () => {
    api = await target.start();
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });
  beforeEach(() => moving.reset());
  // The api checks codes against its clock (NOW, moved where a test needs it): codes are computed
  // from it, never from the real time, so no test waits for a 30-second step.
  const now = () => moving.clock.now().getTime();
  const base = () => (api as RunningApi).url;
  const db = () => (api as RunningApi).db;

  it('the demo staff member signs in with password and the code of the fixed secret', async () => {
    const desk = await Desk.enter(base());
    const login = await desk.login(DEMO_STAFF);
    expect(login.status, login.text).toBe(200);
    expect(login.body.state).toBe('code_required');
    expect(login.body.setup).toBeNull();
    await expectShape(base(), 'StaffSignInPending', login.body);
    // The password alone signs nobody in.
    expect((await desk.get('/desk/auth/session/')).status).toBe(401);
    const signed = await desk.code(login.body.pending_token, codeAt(DEMO_TOTP_SECRET, now() - STEP));
    expect(signed.status, signed.text).toBe(200);
    await expectShape(base(), 'StaffSignedIn', signed.body);
    expect(signed.body.staff.email).toBe(DEMO_STAFF);
    expect(signed.body.recovery_codes).toBeNull();
    const session = await desk.get<{ staff: { email: string }; expires_at: string }>('/desk/auth/session/');
    expect(session.status).toBe(200);
    expect(session.headers.get('cache-control')).toContain('no-store');
    await expectShape(base(), 'DeskSession', session.body);
    expect(session.body.staff.email).toBe(DEMO_STAFF);
    // The customers' own view of who is signed in works as before.
    expect((await desk.who())?.email).toBe(DEMO_STAFF);
  });

  it('leaves the customers’ sign-in as it was; a staff password there is no desk session', async () => {
    const customer = await Member.signedIn(base(), DEMO_USERS.demo);
    expect((await customer.who())?.email).toBe(DEMO_USERS.demo);
    const staff = await createStaff(db());
    const plain = await Member.signedIn(base(), staff.email);
    expect((await plain.who())?.email).toBe(staff.email);
    const refused = await plain.get('/desk/auth/session/');
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ detail: DESK_ACCESS_MESSAGES.needsCode });
  });

  it('refuses a wrong password and an account that is no staff, storing nothing', async () => {
    const desk = await Desk.enter(base());
    const before = (await db().select().from(staffSignIns)).length;
    const wrong = await desk.login(DEMO_STAFF, 'Niet-Het-Wachtwoord-1');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ non_field_errors: [ACCOUNT_MESSAGES.wrongLogin] });
    const customer = await desk.login(DEMO_USERS.demo);
    expect(customer.status).toBe(400);
    expect(customer.body).toEqual({ non_field_errors: [STAFF_AUTH_MESSAGES.notStaff] });
    const editor = await desk.login(DEMO_USERS.editor);
    expect(editor.body).toEqual({ non_field_errors: [STAFF_AUTH_MESSAGES.notStaff] });
    for (const body of [{}, { email: 'geen-adres', password: 1 }, [], 'tekst', { email: ['a'] }]) {
      const bad = await desk.post('/desk/auth/login/', body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    expect((await db().select().from(staffSignIns)).length).toBe(before);
    expect(desk.session).toBeUndefined();
  });

  it('accepts a code once: the same code again is refused, a later one accepted', async () => {
    const staff = await createStaff(db());
    const secret = staff.secret ?? '';
    const first = await Desk.enter(base());
    const code = codeAt(secret, now());
    const pending1 = (await first.login(staff.email)).body.pending_token;
    expect((await first.code(pending1, code)).status).toBe(200);
    const second = await Desk.enter(base());
    const pending2 = (await second.login(staff.email)).body.pending_token;
    const again = await second.code(pending2, code);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ code: [STAFF_AUTH_MESSAGES.wrongCode] });
    // An older code than the last accepted one is refused too.
    expect((await second.code(pending2, codeAt(secret, now() - STEP))).status).toBe(400);
    const later = await second.code(pending2, codeAt(secret, now() + STEP));
    expect(later.status, later.text).toBe(200);
    expect(second.session).toBeDefined();
    expect(second.session).not.toBe(first.session);
  });

  it('counts the 30-second steps on the api’s clock: moved on, the old step’s code is refused', async () => {
    const staff = await createStaff(db());
    const secret = staff.secret ?? '';
    const desk = await Desk.enter(base());
    const pending = (await desk.login(staff.email)).body.pending_token;
    const before = codeAt(secret, now());
    // Four steps later (inside the pending sign-in's 5 minutes): NOW's code is too old.
    moving.set('2026-11-23T12:02:00Z');
    const old = await desk.code(pending, before);
    expect(old.status).toBe(400);
    expect(old.body).toEqual({ code: [STAFF_AUTH_MESSAGES.wrongCode] });
    const current = await desk.code(pending, codeAt(secret, now()));
    expect(current.status, current.text).toBe(200);
  });

  it('refuses malformed codes with a Dutch 400, and a pending token only 5 codes', async () => {
    const staff = await createStaff(db());
    const desk = await Desk.enter(base());
    const pending = (await desk.login(staff.email)).body.pending_token;
    const cases: [unknown, string][] = [
      [{ pending_token: pending }, 'code'],
      [{ pending_token: pending, code: '12345' }, 'code'],
      [{ pending_token: pending, code: 123456 }, 'code'],
      [{ pending_token: pending, code: 'abcdef' }, 'code'],
      [{ pending_token: pending, recovery_code: 'zz' }, 'recovery_code'],
      [{ pending_token: pending, code: '123456', recovery_code: 'abcde-fghjk' }, 'non_field_errors'],
      [{ code: '123456' }, 'pending_token'],
      [{ pending_token: 'x'.repeat(5000), code: '123456' }, 'pending_token'],
      // Its last character changed (to another one: a token may end in A).
      [
        { pending_token: `${pending.slice(0, -1)}${pending.endsWith('A') ? 'B' : 'A'}`, code: '123456' },
        'pending_token',
      ],
    ];
    for (const [body, field] of cases) {
      const answer = await desk.post<Record<string, string[]>>('/desk/auth/totp/', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.body), JSON.stringify(body)).toContain(field);
    }
    // Malformed bodies counted nothing: five wrong codes may still be tried, the sixth not.
    const wrong = codeAt(staff.secret ?? '', now() + 10 * STEP);
    for (let i = 0; i < 5; i++) expect((await desk.code(pending, wrong)).status).toBe(400);
    const sixth = await desk.code(pending, codeAt(staff.secret ?? '', now()));
    expect(sixth.status === 400 || sixth.status === 429).toBe(true);
    expect(desk.session).toBeUndefined();
  });

  it('limits wrong codes per account (5 in 15 minutes), whatever the pending token', async () => {
    const staff = await createStaff(db());
    const wrong = codeAt(staff.secret ?? '', now() + 10 * STEP);
    let refused = 0;
    for (let round = 0; round < 3; round++) {
      const desk = await Desk.enter(base());
      const pending = (await desk.login(staff.email)).body.pending_token;
      for (let i = 0; i < 3; i++) {
        const answer = await desk.code(pending, wrong);
        if (answer.status === 429) {
          refused++;
          expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
        }
      }
    }
    expect(refused).toBe(4);
    // Even the right code waits now.
    const desk = await Desk.enter(base());
    const pending = (await desk.login(staff.email)).body.pending_token;
    expect((await desk.code(pending, codeAt(staff.secret ?? '', now()))).status).toBe(429);
  });

  it('a pending sign-in lives 5 minutes', async () => {
    const staff = await createStaff(db());
    const desk = await Desk.enter(base());
    const pending = (await desk.login(staff.email)).body.pending_token;
    moving.set('2026-11-23T12:05:01Z');
    const late = await desk.code(pending, codeAt(staff.secret ?? '', now()));
    expect(late.status).toBe(400);
    expect(late.body).toEqual({ pending_token: [STAFF_AUTH_MESSAGES.expired] });
  });

  it('sets up the app at the first sign-in: QR, first code, 10 recovery codes once, each usable once', async () => {
    const staff = await createStaff(db(), { secret: null });
    const desk = await Desk.enter(base());
    const login = await desk.login(staff.email);
    expect(login.status).toBe(200);
    expect(login.body.state).toBe('setup_required');
    const setup = login.body.setup;
    if (!setup) throw new Error('no setup');
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauth_uri).toMatch(/^otpauth:\/\/totp\//);
    const uri = new URL(setup.otpauth_uri);
    expect(uri.searchParams.get('secret')).toBe(setup.secret);
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(setup.qr_svg).toMatch(/^<svg/);
    // Nothing is the account's before the first code.
    const [before] = await db().select().from(users).where(eq(users.id, staff.id));
    expect(before?.totpSecret).toBeNull();
    // A recovery code cannot finish a set-up.
    const recoveryFirst = await desk.post('/desk/auth/totp/', {
      pending_token: login.body.pending_token,
      recovery_code: 'abcde-fghjk',
    });
    expect(recoveryFirst.status).toBe(400);
    const done = await desk.code(login.body.pending_token, codeAt(setup.secret, now()));
    expect(done.status, done.text).toBe(200);
    const codes = done.body.recovery_codes ?? [];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(done.body.recovery_codes_left).toBe(10);
    const [after] = await db().select().from(users).where(eq(users.id, staff.id));
    // Stored sealed: the database alone does not give the secret.
    expect(after?.totpSecret).not.toContain(setup.secret);
    expect(openTotpSecret(SECRET_KEY, after?.totpSecret ?? '')).toBe(setup.secret);
    // Stored hashed, never as shown.
    const stored = await db()
      .select()
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.userId, staff.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(codes.map((c) => c.replace('-', ''))).not.toContain(row.codeHash);
    expect(JSON.stringify(stored)).not.toContain(codes[0]?.slice(0, 5));

    // A recovery code signs in (any case and spacing), once.
    const other = await Desk.enter(base());
    const second = (await other.login(staff.email)).body;
    expect(second.state).toBe('code_required');
    const typed = ` ${(codes[3] ?? '').toUpperCase().replace('-', ' ')} `;
    const byRecovery = await other.post<StaffSignedInAnswer>('/desk/auth/totp/', {
      pending_token: second.pending_token,
      recovery_code: typed,
    });
    expect(byRecovery.status, byRecovery.text).toBe(200);
    expect(byRecovery.body.recovery_codes).toBeNull();
    expect(byRecovery.body.recovery_codes_left).toBe(9);
    const third = await Desk.enter(base());
    const pending3 = (await third.login(staff.email)).body.pending_token;
    const reused = await third.post('/desk/auth/totp/', { pending_token: pending3, recovery_code: codes[3] });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ recovery_code: [STAFF_AUTH_MESSAGES.wrongRecovery] });

    const actions = (await auditOf(db(), { staffId: staff.id })).map((r) => r.action);
    expect(actions).toEqual(['totp_setup', 'sign_in', 'recovery_code_used', 'sign_in']);
  });

  it('makes new recovery codes with the app’s current code; the old ones stop working', async () => {
    const staff = await createStaff(db());
    const secret = staff.secret ?? '';
    // Only at the desk: no session, a customer, a password-only staff session.
    const outsider = await Desk.enter(base());
    expect((await outsider.post('/desk/auth/recovery-codes/', { code: '123456' })).status).toBe(401);
    const customer = await Member.signedIn(base(), DEMO_USERS.demo);
    expect((await customer.post('/desk/auth/recovery-codes/', { code: '123456' })).status).toBe(403);

    // Three codes in a row: the previous step's signs in, this step's and the next one's make codes.
    const desk = await Desk.signedInAt(base(), staff.email, secret, moving.clock, -1);
    const used = codeAt(secret, now() - STEP);
    // The code of the sign-in is used up; a malformed one is refused in Dutch.
    const again = await desk.post('/desk/auth/recovery-codes/', { code: used });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ code: [STAFF_AUTH_MESSAGES.wrongCode] });
    const malformed = await desk.post('/desk/auth/recovery-codes/', { code: '12ab' });
    expect(malformed.body).toEqual({ code: [STAFF_AUTH_MESSAGES.codeFormat] });
    expect(
      await db().select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, staff.id)),
    ).toHaveLength(0);

    type Codes = { recovery_codes: string[]; recovery_codes_left: number };
    const first = await desk.post<Codes>('/desk/auth/recovery-codes/', { code: codeAt(secret, now()) });
    expect(first.status, first.text).toBe(200);
    expect(first.headers.get('cache-control')).toContain('no-store');
    await expectShape(base(), 'StaffRecoveryCodes', first.body);
    expect(first.body.recovery_codes).toHaveLength(10);
    expect(first.body.recovery_codes_left).toBe(10);
    // A second set replaces the first: an old code no longer signs in, a new one does.
    const fresh = await desk.post<Codes>('/desk/auth/recovery-codes/', {
      code: codeAt(secret, now() + STEP),
    });
    expect(fresh.status, fresh.text).toBe(200);
    const old = await Desk.enter(base());
    const oldPending = (await old.login(staff.email)).body.pending_token;
    const refused = await old.post('/desk/auth/totp/', {
      pending_token: oldPending,
      recovery_code: first.body.recovery_codes[0],
    });
    expect(refused.body).toEqual({ recovery_code: [STAFF_AUTH_MESSAGES.wrongRecovery] });
    const signed = await old.post<StaffSignedInAnswer>('/desk/auth/totp/', {
      pending_token: oldPending,
      recovery_code: fresh.body.recovery_codes[0],
    });
    expect(signed.status, signed.text).toBe(200);
    expect(signed.body.recovery_codes_left).toBe(9);
    const actions = (await auditOf(db(), { staffId: staff.id })).map((r) => r.action);
    expect(actions).toEqual([
      'sign_in',
      'recovery_codes_new',
      'recovery_codes_new',
      'recovery_code_used',
      'sign_in',
    ]);
  });

  it('stores TOTP secrets sealed with SECRET_KEY; plain ones are sealed, another key opens none', async () => {
    // The demo secret is public, yet not in the database as it is.
    const [demo] = await db().select().from(users).where(eq(users.email, DEMO_STAFF));
    expect(demo?.totpSecret).toMatch(/^v1\./);
    expect(demo?.totpSecret).not.toContain(DEMO_TOTP_SECRET);
    expect(openTotpSecret(SECRET_KEY, demo?.totpSecret ?? '')).toBe(DEMO_TOTP_SECRET);
    expect(openTotpSecret('another-secret-key-of-the-same-shop', demo?.totpSecret ?? '')).toBeNull();
    // A secret stored in plain text (before sealing existed) is sealed at the next start, and works.
    const staff = await createStaff(db());
    const secret = staff.secret ?? '';
    await db().update(users).set({ totpSecret: secret }).where(eq(users.id, staff.id));
    expect(await sealPlainTotpSecrets(db(), SECRET_KEY)).toBe(1);
    const [sealed] = await db().select().from(users).where(eq(users.id, staff.id));
    expect(sealed?.totpSecret).not.toContain(secret);
    await Desk.signedInAt(base(), staff.email, secret, moving.clock);
    // Sealed under another SECRET_KEY: no code is right (and nothing is signed in).
    const other = await createStaff(db());
    await db()
      .update(users)
      .set({ totpSecret: sealTotpSecret('another-secret-key-of-the-same-shop', other.secret ?? '') })
      .where(eq(users.id, other.id));
    const desk = await Desk.enter(base());
    const login = await desk.login(other.email);
    expect(login.status, login.text).toBe(200);
    const refused = await desk.code(login.body.pending_token, codeAt(other.secret ?? '', now()));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ code: [STAFF_AUTH_MESSAGES.wrongCode] });
    expect((await desk.get('/desk/auth/session/')).status).toBe(401);
  });

  it('ends a desk session 12 hours after the last desk call', async () => {
    const staff = await createStaff(db());
    const desk = await Desk.signedInAt(base(), staff.email, staff.secret ?? '', moving.clock);
    moving.set('2026-11-23T23:59:00Z');
    expect((await desk.get('/desk/auth/session/')).status).toBe(200);
    moving.set('2026-11-24T11:58:00Z');
    expect((await desk.get('/desk/auth/session/')).status).toBe(200);
    moving.set('2026-11-24T23:58:01Z');
    const gone = await desk.get('/desk/auth/session/');
    expect(gone.status).toBe(401);
    expect(gone.body).toEqual({ detail: DESK_ACCESS_MESSAGES.signIn });
  });

  it('a staff member who is no staff any more is refused at once', async () => {
    const staff = await createStaff(db());
    const desk = await Desk.signedInAt(base(), staff.email, staff.secret ?? '', moving.clock);
    await db().update(users).set({ isStaff: false }).where(eq(users.id, staff.id));
    const answer = await desk.get('/desk/auth/session/');
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ detail: DESK_ACCESS_MESSAGES.forbidden });
  });

  it('the audit log: every sign-in, paged and filtered, never changed', async () => {
    const staff = await createStaff(db());
    const desk = await Desk.signedInAt(base(), staff.email, staff.secret ?? '', moving.clock);
    const mine = await desk.get<Paged<AuditEntryAnswer>>(`/desk/audit/?staff=${staff.id}`);
    expect(mine.status).toBe(200);
    expect(mine.body.count).toBe(1);
    expect(mine.body.results[0]).toMatchObject({
      action: 'sign_in',
      staff: { id: staff.id, email: staff.email },
      order_number: null,
    });
    for (const entry of mine.body.results) await expectShape(base(), 'AuditEntry', entry);
    const signIns = await desk.get<Paged<AuditEntryAnswer>>('/desk/audit/?action=sign_in&page_size=1');
    expect(signIns.body.results).toHaveLength(1);
    expect(signIns.body.count).toBeGreaterThanOrEqual(2);
    expect(signIns.body.next).not.toBeNull();
    const unknown = await desk.get<Paged<AuditEntryAnswer>>('/desk/audit/?order=SL-2026-99999');
    expect(unknown.body).toEqual({ count: 0, next: null, previous: null, results: [] });
    for (const query of [
      'staff=abc',
      'staff=0',
      'order=DROP',
      'action=wissen',
      'page=abc',
      'page_size=0',
      'no_page=1',
    ]) {
      const bad = await desk.get(`/desk/audit/?${query}`);
      expect(bad.status, query).toBe(400);
    }
    expect((await desk.get('/desk/audit/?page=999')).status).toBe(404);
    // The table refuses every change, whoever asks.
    await expect(db().execute(sql`update desk_audit set action = 'refund'`)).rejects.toThrow();
    await expect(db().delete(deskAudit)).rejects.toThrow();
    await expect(db().execute(sql`truncate desk_audit`)).rejects.toThrow();
    expect((await auditOf(db(), { staffId: staff.id })).map((r) => r.action)).toEqual(['sign_in']);
  });
}

// Every code of the suite comes from one client: more than a client may send (the per-account
// limit is what the suite tests).
const roomy = { rateLimits: { deskCodePerClient: { limit: 10_000, windowS: 900 } } };

const pgliteClock = movableClock();
describe('desk sign-in on PGlite', () => {
  deskAuth(pgliteWith({ demoAccounts: true, clock: pgliteClock.clock, ...roomy }), pgliteClock);
});

const postgresClock = movableClock();
describe.skipIf(!TEST_DATABASE_URL)('desk sign-in on PostgreSQL', () => {
  deskAuth(postgresTarget(TEST_DATABASE_URL ?? '', { clock: postgresClock.clock, ...roomy }), postgresClock);
});
