import { and, eq, isNull } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { normaliseEmail } from '../../domain/validation.ts';
import { noStore } from '../http/cache.ts';
import type { Deps } from '../http/deps.ts';
import { HttpError, methodNotAllowed } from '../http/errors.ts';
import { Form } from '../http/form.ts';
import { Detail, json, type Paths, ref } from '../http/openapi.ts';
import { send } from '../http/send.ts';
import { sessionOf } from '../http/session.ts';
import { clientOf, type Limiter } from '../limits/rate-limit.ts';
import {
  ACCOUNT_MESSAGES,
  checkPassword,
  emailTaken,
  readPassword,
  safeRedirect,
  userByEmail,
  usernameTaken,
} from './auth-input.ts';
import {
  authPost,
  RegisterRequest,
  ResetPasswordRequest,
  SetPasswordRequest,
  SignedIn,
  TokenCheck,
  TokenRequest,
} from './auth-shapes.ts';
import { accountMail } from './mails.ts';
import { hashPassword } from './passwords.ts';
import { applySignIn, rotateSession, signOutOtherSessions } from './sign-in.ts';
import { invoices, type PasswordPurpose, users } from './tables.ts';
import { consumeToken, createToken, findValidToken, revokeOpenTokens, type ValidToken } from './tokens.ts';
import { termsOf, userAnswer } from './users.ts';

// /api/auth/register/, check-token/, activate/, set-password/, reset-password/: an inactive account
// with its password and its activation mail; what a link's token is for; activating (the password
// is the one chosen at registration) and signing in; setting the password of a reset link (which
// signs in too); and asking for a new link without revealing whether an address has an account.

export const authRegisterPaths: Paths = {
  '/auth/register/': authPost(
    'Register',
    'Stores an inactive account and records the Dutch activation mail (link valid 3 days). Every ' +
      'failing field at once; a 400 stores nothing and mails nothing.',
    RegisterRequest,
    { '201': json(ref(Detail), ACCOUNT_MESSAGES.registered) },
    { limited: true },
  ),
  '/auth/check-token/': authPost(
    "What an activation or reset link's token is for",
    'Changes nothing. {"valid": false} for an unknown, expired, used or forged token.',
    TokenRequest,
    { '200': json(ref(TokenCheck), 'The token as found') },
    { limited: true },
  ),
  '/auth/activate/': authPost(
    'Activate an account with its activation link',
    'Activates the account with the password chosen at registration, uses the token up and signs ' +
      'in (rotated session). Only an activation token: a reset token, like an unknown, expired, ' +
      `used or forged one, is {"token": ["${ACCOUNT_MESSAGES.badToken}"]}.`,
    TokenRequest,
    { '200': json(ref(SignedIn), 'The signed-in user and the redirect given at registration') },
    { limited: true },
  ),
  '/auth/set-password/': authPost(
    'Set the password of a reset link',
    'Sets the password, activates the account, uses the token up and signs in (rotated session). ' +
      'Meant for a reset link; an activation token is still accepted for older clients (activate/ ' +
      "keeps the registration's password). `password2`, when given, must equal `password`. " +
      `An invalid token: {"token": ["${ACCOUNT_MESSAGES.badToken}"]}.`,
    SetPasswordRequest,
    { '200': json(ref(SignedIn), 'The signed-in user and the redirect given at registration') },
    { limited: true },
  ),
  '/auth/reset-password/': authPost(
    'Ask for a link to set a new password',
    'The same answer for any address; an active account gets a reset link (24 hours), an inactive ' +
      'one a new activation link.',
    ResetPasswordRequest,
    { '200': json(ref(Detail), ACCOUNT_MESSAGES.resetSent) },
    { limited: true },
  ),
};

const isObject = (body: unknown): body is object => body !== null && typeof body === 'object';

export function authRegisterRouter({ db, clock, config, mailer }: Deps, limiter: Limiter): Router {
  const router = Router({ strict: true });

  /** Records an activation or reset mail with a fresh token for the user, in `tx`. */
  async function mailToken(
    tx: Parameters<Parameters<typeof db.transaction>[0]>[0],
    user: { id: number; email: string; firstName: string },
    purpose: PasswordPurpose,
    redirect: string | null,
  ): Promise<number> {
    const token = await createToken(tx, config.secretKey, {
      userId: user.id,
      purpose,
      redirect,
      now: clock.now(),
    });
    const draft = accountMail({
      purpose,
      to: user.email,
      firstName: user.firstName,
      publicUrl: config.publicUrl,
      token,
    });
    return mailer.record(tx, draft);
  }

  /**
   * Uses the token up and signs its user in (rotated session), in one transaction: the account is
   * activated, `passwordHash` (a reset link's new password) stored when given, and the address's
   * invoices without an account become the account's (the mail's link proved the address). A reset
   * also ends the user's other sessions and open links. A token used meanwhile: 400.
   */
  async function useToken(req: Request, res: Response, found: ValidToken, passwordHash: string | null) {
    const now = clock.now();
    const result = await db.transaction(async (tx) => {
      if (!(await consumeToken(tx, found, now)))
        throw new HttpError(400, { token: [ACCOUNT_MESSAGES.badToken] });
      const [updated] = await tx
        .update(users)
        .set(passwordHash ? { passwordHash, isActive: true } : { isActive: true })
        .where(eq(users.id, found.userId))
        .returning();
      if (!updated) throw new Error('user of a token vanished');
      await tx
        .update(invoices)
        .set({ userId: updated.id })
        .where(and(eq(invoices.email, updated.email), isNull(invoices.userId)));
      const session = await rotateSession(tx, sessionOf(req), updated.id, now);
      if (found.purpose === 'reset') {
        // Taking the account back: its other sessions end and every other open link (an
        // address change asked for by whoever had it) is worthless.
        await signOutOtherSessions(tx, updated.id, session.id);
        await revokeOpenTokens(tx, updated.id);
      }
      return { session, user: updated };
    });
    const terms = await termsOf(db, result.user.id);
    applySignIn(req, res, result.session, result.user, terms);
    send(noStore(res), SignedIn, { user: userAnswer(result.user, terms), redirect: found.redirect });
  }

  router
    .route('/auth/register/')
    .post(async (req: Request, res: Response) => {
      await limiter.hit('registerPerClient', clientOf(req));
      const form = new Form(req.body);
      const firstName = form.text('first_name', { required: true, max: 100 });
      const lastName = form.text('last_name', { required: true, max: 100 });
      const email = normaliseEmail(form.email('email', { required: true }));
      const givenUsername = form.text('username', { max: 150 });
      const password = readPassword(form, req.body, 'password');
      const password2 = readPassword(form, req.body, 'password2');
      const redirect = safeRedirect(form.text('redirect', { max: 500 }));
      const username = givenUsername || email;
      if (email && !form.has('email') && (await emailTaken(db, email)))
        form.add('email', ACCOUNT_MESSAGES.emailTaken);
      if (username && !form.has('username') && !form.has('email') && (await usernameTaken(db, username))) {
        form.add(
          givenUsername ? 'username' : 'email',
          givenUsername ? ACCOUNT_MESSAGES.usernameTaken : ACCOUNT_MESSAGES.emailTaken,
        );
      }
      checkPassword(form, 'password', password, { firstName, lastName, username, email });
      if (password && password2 && password !== password2) form.add('password2', ACCOUNT_MESSAGES.mismatch);
      form.check();

      const passwordHash = await hashPassword(password);
      const mailId = await db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            email,
            username,
            firstName,
            lastName,
            passwordHash,
            isActive: false,
            createdAt: clock.now(),
          })
          .onConflictDoNothing()
          .returning();
        // Registered a moment ago by another request (the unique indexes decide).
        if (!user) throw new HttpError(400, { email: [ACCOUNT_MESSAGES.emailTaken] });
        return mailToken(tx, user, 'activate', redirect);
      });
      mailer.deliver([mailId]);
      send(noStore(res), Detail, { detail: ACCOUNT_MESSAGES.registered }, 201);
    })
    .all(methodNotAllowed);

  router
    .route('/auth/check-token/')
    .post(async (req: Request, res: Response) => {
      await limiter.hit('tokenPerClient', clientOf(req));
      const form = new Form(req.body);
      const token = form.text('token', { required: true, max: 200 });
      form.check();
      const found = await findValidToken(db, config.secretKey, token, clock.now());
      send(
        noStore(res),
        TokenCheck,
        found ? { valid: true, purpose: found.purpose, email: found.email } : { valid: false },
      );
    })
    .all(methodNotAllowed);

  router
    .route('/auth/activate/')
    .post(async (req: Request, res: Response) => {
      await limiter.hit('tokenPerClient', clientOf(req));
      const form = new Form(req.body);
      const token = form.text('token', { required: true, max: 200 });
      form.check();
      const found = await findValidToken(db, config.secretKey, token, clock.now(), ['activate']);
      if (!found) throw new HttpError(400, { token: [ACCOUNT_MESSAGES.badToken] });
      await useToken(req, res, found, null);
    })
    .all(methodNotAllowed);

  router
    .route('/auth/set-password/')
    .post(async (req: Request, res: Response) => {
      await limiter.hit('tokenPerClient', clientOf(req));
      const form = new Form(req.body);
      const token = form.text('token', { required: true, max: 200 });
      const password = readPassword(form, req.body, 'password');
      // Optional for older clients; the site always sends the repeat.
      const repeated = isObject(req.body) && Object.hasOwn(req.body, 'password2');
      const password2 = repeated ? readPassword(form, req.body, 'password2') : password;
      const found = token ? await findValidToken(db, config.secretKey, token, clock.now()) : null;
      if (token && !found) form.add('token', ACCOUNT_MESSAGES.badToken);
      const [user] = found ? await db.select().from(users).where(eq(users.id, found.userId)) : [];
      checkPassword(form, 'password', password, user ?? {});
      if (password && password2 && password !== password2) form.add('password2', ACCOUNT_MESSAGES.mismatch);
      form.check();
      if (!found || !user) throw new Error('a valid token without its user');
      await useToken(req, res, found, await hashPassword(password));
    })
    .all(methodNotAllowed);

  router
    .route('/auth/reset-password/')
    .post(async (req: Request, res: Response) => {
      const form = new Form(req.body);
      const email = normaliseEmail(form.email('email', { required: true }));
      form.check();
      await limiter.hit('resetPerClient', clientOf(req));
      await limiter.hit('resetPerAddress', email);
      const user = await userByEmail(db, email);
      if (user) {
        const mailId = await db.transaction((tx) =>
          mailToken(tx, user, user.isActive ? 'reset' : 'activate', null),
        );
        mailer.deliver([mailId]);
      }
      send(noStore(res), Detail, { detail: ACCOUNT_MESSAGES.resetSent });
    })
    .all(methodNotAllowed);

  return router;
}
