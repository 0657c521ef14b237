import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../accounts/auth-input.ts';
import { accountOfPassword } from '../accounts/password-login.ts';
import { applySignIn, rotateSession } from '../accounts/sign-in.ts';
import { users } from '../accounts/tables.ts';
import { termsOf } from '../accounts/users.ts';
import { noStore, privately } from '../http/cache.ts';
import type { Deps } from '../http/deps.ts';
import { HttpError, methodNotAllowed } from '../http/errors.ts';
import { Form } from '../http/form.ts';
import { Detail, FieldErrors, json, type Paths, ref, Timestamp } from '../http/openapi.ts';
import { send } from '../http/send.ts';
import { sessionOf } from '../http/session.ts';
import { sessions } from '../http/tables.ts';
import { clientOf, type Limiter, TOO_MANY_DOC } from '../limits/rate-limit.ts';
import { logger } from '../observability/logger.ts';
import { audit } from './audit.ts';
import { DeskSession, requireStaff, Staff, staffAnswer, staffSessionExpiry } from './staff.ts';
import { staffRecoveryCodes, staffSignIns } from './tables.ts';
import {
  codeStep,
  isPendingToken,
  newPendingToken,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  pendingHash,
  qrSvg,
  RECOVERY_CODE_COUNT,
  readCode,
  readRecoveryCode,
  recoveryHash,
} from './totp.ts';
import { openTotpSecret, sealTotpSecret } from './totp-sealing.ts';
import { takeTotpStep } from './totp-steps.ts';

// Signing in at the desk (api/desk/README.md "Signing in"): two steps, so the customers' sign-in
// (/api/auth/login/) stays as it is. `POST /desk/auth/login/` checks the password of a staff
// account and answers a pending token (5 minutes, 5 codes); `POST /desk/auth/totp/` completes it
// with the code of the authenticator app (or a recovery code) and only then signs in: the session
// rotates, as at every sign-in, and is marked a desk session (12 hours after the last desk call).
// A staff account without a TOTP secret gets one offered at its first sign-in (an otpauth:// URI
// and its QR code); the first valid code makes it the account's and answers 10 recovery codes, once.

export const PENDING_MS = 5 * 60_000;
export const PENDING_ATTEMPTS = 5;

export const STAFF_AUTH_MESSAGES = {
  notStaff: 'Dit account heeft geen toegang tot de balie.',
  expired: 'Je aanmelding is verlopen. Log opnieuw in met je e-mailadres en wachtwoord.',
  tooManyCodes: 'Te veel onjuiste codes. Log opnieuw in met je e-mailadres en wachtwoord.',
  codeFormat: 'Voer de 6 cijfers uit je authenticator-app in.',
  wrongCode: 'Deze code klopt niet of is al gebruikt. Wacht op de volgende code en probeer het opnieuw.',
  wrongRecovery: 'Deze herstelcode klopt niet of is al gebruikt.',
  codeOrRecovery: 'Geef de code uit je app of een herstelcode, niet allebei.',
  setupNeedsCode: 'Stel eerst je authenticator-app in en voer de code uit de app in.',
} as const;

export const StaffLoginRequest = z
  .object({ email: z.string(), password: z.string() })
  .meta({ id: 'StaffLoginRequest' });

export const StaffSignInPending = z
  .object({
    state: z
      .enum(['code_required', 'setup_required'])
      .describe(
        'code_required: send the code of the authenticator app (or a recovery code); setup_required: ' +
          'the account has no app yet: show `setup` (its QR code), then send the app’s first code',
      ),
    pending_token: z.string().describe('Send it to /desk/auth/totp/ with the code; valid until expires_at'),
    expires_at: Timestamp,
    setup: z
      .object({
        secret: z.string().describe('The TOTP secret (base32), for typing it in by hand'),
        otpauth_uri: z
          .string()
          .describe('otpauth://totp/… (RFC 6238: SHA1, 6 digits, 30 s), the QR code’s text'),
        qr_svg: z.string().describe('The QR code of otpauth_uri as an SVG document'),
      })
      .nullable()
      .describe('Only with setup_required'),
  })
  .meta({ id: 'StaffSignInPending', description: 'The password was right: the second factor is awaited' });
export type StaffSignInPendingAnswer = z.output<typeof StaffSignInPending>;

export const StaffCodeRequest = z
  .object({
    pending_token: z.string(),
    code: z.string().optional().describe('6 digits of the authenticator app ("123 456" accepted)'),
    recovery_code: z.string().optional().describe('Instead of code: one of the recovery codes (xxxxx-xxxxx)'),
  })
  .meta({ id: 'StaffCodeRequest' });

export const StaffSignedIn = z
  .object({
    staff: Staff,
    expires_at: Timestamp.describe('The desk session ends then unless another desk call comes first'),
    recovery_codes: z
      .array(z.string())
      .nullable()
      .describe('Only right after set-up: the 10 recovery codes, shown this once (stored hashed)'),
    recovery_codes_left: z.int().min(0).describe('Unused recovery codes of the account'),
  })
  .meta({ id: 'StaffSignedIn', description: 'Signed in at the desk: the session is a desk session now' });
export type StaffSignedInAnswer = z.output<typeof StaffSignedIn>;

const errors400 = json(
  ref(FieldErrors),
  'Per field a list of Dutch messages; non_field_errors for the whole.',
);

export const staffAuthPaths: Paths = {
  '/desk/auth/login/': {
    post: {
      summary: 'Desk sign-in, step 1: the password of a staff account',
      description:
        'Needs X-CSRFToken. Changes no session: answers a pending token for /desk/auth/totp/ (5 minutes, ' +
        `5 codes). A wrong address or password: non_field_errors ["${ACCOUNT_MESSAGES.wrongLogin}"] (as /auth/login/, ` +
        `sharing its limits); a right password of an account that is no staff: non_field_errors ["${STAFF_AUTH_MESSAGES.notStaff}"].`,
      requestBody: { required: true, content: { 'application/json': { schema: ref(StaffLoginRequest) } } },
      responses: {
        '200': json(ref(StaffSignInPending), 'The second factor is awaited'),
        '400': errors400,
        '403': json(ref(Detail), 'CSRF-controle mislukt.'),
        '429': TOO_MANY_DOC,
      },
    },
  },
  '/desk/auth/totp/': {
    post: {
      summary: 'Desk sign-in, step 2: the authenticator code (or a recovery code)',
      description:
        'Needs X-CSRFToken. With the pending token of step 1 and `code` (RFC 6238, one step of 30 s ' +
        'either side; a code is accepted once) or `recovery_code` (each once). Signs in: the session ' +
        'rotates and becomes a desk session (ends 12 hours after the last desk call). At set-up the ' +
        `first valid code confirms the app and the answer carries the ${RECOVERY_CODE_COUNT} recovery codes, once. ` +
        `Wrong: code ["${STAFF_AUTH_MESSAGES.wrongCode}"]; past 5 codes or 5 minutes: pending_token ` +
        `["${STAFF_AUTH_MESSAGES.expired}"]. 5 wrong codes per account in 15 minutes: 429.`,
      requestBody: { required: true, content: { 'application/json': { schema: ref(StaffCodeRequest) } } },
      responses: {
        '200': json(ref(StaffSignedIn), 'Signed in at the desk'),
        '400': errors400,
        '403': json(ref(Detail), 'CSRF-controle mislukt.'),
        '429': TOO_MANY_DOC,
      },
    },
  },
  '/desk/auth/session/': {
    get: {
      summary: 'The signed-in staff member (staff only)',
      description:
        'Moves the desk session’s end to 12 hours from now, as every desk call does. Never cached.',
      responses: {
        '200': json(ref(DeskSession), 'The staff member and when the desk session ends'),
        '401': json(ref(Detail), 'Log in bij de balie (no session, or no desk session).'),
        '403': json(ref(Detail), 'Je hebt geen toegang tot de balie.'),
      },
    },
  },
};

const expired = () => new HttpError(400, { pending_token: [STAFF_AUTH_MESSAGES.expired] });
const wrongCode = () => new HttpError(400, { code: [STAFF_AUTH_MESSAGES.wrongCode] });
const wrongRecovery = () => new HttpError(400, { recovery_code: [STAFF_AUTH_MESSAGES.wrongRecovery] });

export function staffAuthRouter({ db, clock, config }: Deps, limiter: Limiter): Router {
  const router = Router({ strict: true });

  router
    .route('/desk/auth/login/')
    .post(async (req: Request, res: Response) => {
      // The shop's password check and its limits.
      const user = await accountOfPassword(db, limiter, req);
      if (!user.isStaff) throw new HttpError(400, { non_field_errors: [STAFF_AUTH_MESSAGES.notStaff] });
      const now = clock.now();
      const token = newPendingToken();
      const setupSecret = user.totpSecret ? null : newTotpSecret();
      const expiresAt = new Date(now.getTime() + PENDING_MS);
      await db.transaction(async (tx) => {
        // The account's finished or stale sign-ins go; the one open now stays until it expires.
        await tx
          .delete(staffSignIns)
          .where(
            and(
              eq(staffSignIns.userId, user.id),
              or(lt(staffSignIns.expiresAt, now), sql`${staffSignIns.usedAt} is not null`),
            ),
          );
        await tx.insert(staffSignIns).values({
          tokenHash: pendingHash(config.secretKey, token),
          userId: user.id,
          setupSecret: setupSecret ? sealTotpSecret(config.secretKey, setupSecret) : null,
          createdAt: now,
          expiresAt,
        });
      });
      const uri = setupSecret ? otpauthUri(setupSecret, user.email) : null;
      send(noStore(res), StaffSignInPending, {
        state: setupSecret ? 'setup_required' : 'code_required',
        pending_token: token,
        expires_at: expiresAt.toISOString(),
        setup: setupSecret && uri ? { secret: setupSecret, otpauth_uri: uri, qr_svg: qrSvg(uri) } : null,
      });
    })
    .all(methodNotAllowed);

  router
    .route('/desk/auth/totp/')
    .post(async (req: Request, res: Response) => {
      const form = new Form(req.body);
      const token = form.text('pending_token', { required: true, max: 100 });
      const codeText = form.text('code', { max: 20 });
      const recoveryText = form.text('recovery_code', { max: 40 });
      if (!form.has('code') && !form.has('recovery_code')) {
        if (codeText && recoveryText) form.add('non_field_errors', STAFF_AUTH_MESSAGES.codeOrRecovery);
        else if (!codeText && !recoveryText) form.add('code', STAFF_AUTH_MESSAGES.codeFormat);
      }
      const code = codeText ? readCode(codeText) : null;
      if (codeText && !code && !form.has('code')) form.add('code', STAFF_AUTH_MESSAGES.codeFormat);
      const recovery = recoveryText ? readRecoveryCode(recoveryText) : null;
      if (recoveryText && !recovery && !form.has('recovery_code'))
        form.add('recovery_code', STAFF_AUTH_MESSAGES.wrongRecovery);
      form.check();
      if (!isPendingToken(token)) throw expired();
      await limiter.hit('deskCodePerClient', clientOf(req));
      const now = clock.now();
      const [pending] = await db
        .select()
        .from(staffSignIns)
        .where(
          and(
            eq(staffSignIns.tokenHash, pendingHash(config.secretKey, token)),
            isNull(staffSignIns.usedAt),
            gt(staffSignIns.expiresAt, now),
          ),
        );
      if (!pending) throw expired();
      // Each code sent counts against the pending sign-in, in one step (many at once: each its own).
      const [counted] = await db
        .update(staffSignIns)
        .set({ attempts: sql`${staffSignIns.attempts} + 1` })
        .where(
          and(
            eq(staffSignIns.id, pending.id),
            lt(staffSignIns.attempts, PENDING_ATTEMPTS),
            isNull(staffSignIns.usedAt),
          ),
        )
        .returning({ id: staffSignIns.id });
      if (!counted) throw new HttpError(400, { pending_token: [STAFF_AUTH_MESSAGES.tooManyCodes] });
      // A wrong code is reserved per account before it is checked, given back when it was right.
      const attempt = await limiter.hit('deskCodeFailedPerAccount', `user:${pending.userId}`);
      const [user] = await db.select().from(users).where(eq(users.id, pending.userId));
      if (!user?.isStaff || !user.isActive) throw expired();
      // At set-up the secret offered is checked, unless the app was set up meanwhile elsewhere.
      const sealedSetup = user.totpSecret === null ? pending.setupSecret : null;
      if (user.totpSecret === null && sealedSetup === null) throw expired();
      if (sealedSetup && !code)
        throw new HttpError(400, { recovery_code: [STAFF_AUTH_MESSAGES.setupNeedsCode] });
      const secret = openTotpSecret(config.secretKey, sealedSetup ?? user.totpSecret ?? '');
      if (code && secret === null) {
        // Sealed under another SECRET_KEY: no code can be right until the app is set up again.
        logger.error({ staff: user.id }, 'desk: the TOTP secret cannot be opened with this SECRET_KEY');
        throw wrongCode();
      }
      const step = code && secret ? codeStep(secret, code, now.getTime()) : null;
      if (code && step === null) throw wrongCode();

      const answer = await db.transaction(async (tx) => {
        let recoveryCodes: string[] | null = null;
        if (code && step !== null) {
          // Used once (and at set-up only while the account still has no secret).
          const accepted = await takeTotpStep(tx, user.id, step, {
            stored: sealedSetup ? null : user.totpSecret,
            setUp: sealedSetup ?? undefined,
          });
          if (!accepted) throw wrongCode();
        } else if (recovery) {
          const [used] = await tx
            .update(staffRecoveryCodes)
            .set({ usedAt: now })
            .where(
              and(
                eq(staffRecoveryCodes.userId, user.id),
                eq(staffRecoveryCodes.codeHash, recoveryHash(config.secretKey, recovery)),
                isNull(staffRecoveryCodes.usedAt),
              ),
            )
            .returning({ id: staffRecoveryCodes.id });
          if (!used) throw wrongRecovery();
        }
        const [finished] = await tx
          .update(staffSignIns)
          .set({ usedAt: now })
          .where(and(eq(staffSignIns.id, pending.id), isNull(staffSignIns.usedAt)))
          .returning({ id: staffSignIns.id });
        if (!finished) throw expired();
        if (sealedSetup) {
          recoveryCodes = newRecoveryCodes();
          await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, user.id));
          await tx.insert(staffRecoveryCodes).values(
            recoveryCodes.map((c) => ({
              userId: user.id,
              codeHash: recoveryHash(config.secretKey, c),
              createdAt: now,
            })),
          );
          await audit(tx, user, 'totp_setup', { after: { recovery_codes: RECOVERY_CODE_COUNT } }, now);
        }
        if (recovery) await audit(tx, user, 'recovery_code_used', {}, now);
        const session = await rotateSession(tx, sessionOf(req), user.id, now);
        const expiresAt = staffSessionExpiry(now);
        await tx.update(sessions).set({ staffVerifiedAt: now, expiresAt }).where(eq(sessions.id, session.id));
        await audit(tx, user, 'sign_in', { after: { with: recovery ? 'recovery_code' : 'totp' } }, now);
        const [left] = await tx
          .select({ n: sql<number>`cast(count(*) as integer)` })
          .from(staffRecoveryCodes)
          .where(and(eq(staffRecoveryCodes.userId, user.id), isNull(staffRecoveryCodes.usedAt)));
        return { session, expiresAt, recoveryCodes, left: Number(left?.n ?? 0) };
      });
      await attempt.giveBack();
      applySignIn(req, res, answer.session, user, await termsOf(db, user.id));
      send(noStore(res), StaffSignedIn, {
        staff: staffAnswer(user),
        expires_at: answer.expiresAt.toISOString(),
        recovery_codes: answer.recoveryCodes,
        recovery_codes_left: answer.left,
      });
    })
    .all(methodNotAllowed);

  router
    .route('/desk/auth/session/')
    .get(async (req: Request, res: Response) => {
      const { staff, expiresAt } = await requireStaff(db, clock, req);
      send(privately(res), DeskSession, { staff: staffAnswer(staff), expires_at: expiresAt.toISOString() });
    })
    .all(methodNotAllowed);

  return router;
}
