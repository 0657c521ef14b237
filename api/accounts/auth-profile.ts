import { eq } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { normaliseEmail } from '../../domain/validation.ts';
import type { Deps } from '../http/deps.ts';
import { HttpError, methodNotAllowed } from '../http/errors.ts';
import { Form } from '../http/form.ts';
import { json, type Paths, ref } from '../http/openapi.ts';
import { sessionOf } from '../http/session.ts';
import {
  ACCOUNT_MESSAGES,
  checkPassword,
  emailTaken,
  isUniqueViolation,
  readPassword,
} from './auth-input.ts';
import { authPost, ChangePasswordRequest, ProfileRequest, UserState } from './auth-shapes.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { Limiter } from './rate-limit.ts';
import { applySignIn, rotateSession, signOutOtherSessions } from './sign-in.ts';
import { users } from './tables.ts';
import { revokeOpenTokens } from './tokens.ts';
import { requireUser, setUserOf, userAnswer } from './users.ts';

// /api/auth/profile/ and change-password/: the signed-in user's name and address, and password.

const FORBIDDEN = `CSRF-controle mislukt, or no signed-in user: {"detail": "${ACCOUNT_MESSAGES.signInFirst}"}`;

export const authProfilePaths: Paths = {
  '/auth/profile/': authPost(
    "Change the signed-in user's name and address",
    'Field errors as register (an address of another account is taken).',
    ProfileRequest,
    { '200': json(ref(UserState), 'The user as changed') },
    { forbidden: FORBIDDEN },
  ),
  '/auth/change-password/': authPost(
    "Change the signed-in user's password",
    'Needs the current password. Rotates the session and signs the other sessions of the user out.',
    ChangePasswordRequest,
    { '200': json(ref(UserState), 'The user') },
    { forbidden: FORBIDDEN, limited: true },
  ),
};

const noStore = (res: Response) => res.set('Cache-Control', 'no-store');

export function authProfileRouter({ db, clock }: Deps, limiter: Limiter): Router {
  const router = Router({ strict: true });

  router
    .route('/auth/profile/')
    .post(async (req: Request, res: Response) => {
      const user = requireUser(req);
      const form = new Form(req.body);
      const firstName = form.text('first_name', { required: true, max: 100 });
      const lastName = form.text('last_name', { required: true, max: 100 });
      const email = normaliseEmail(form.email('email', { required: true }));
      if (email && !form.has('email') && (await emailTaken(db, email, user.id))) {
        form.add('email', ACCOUNT_MESSAGES.emailTaken);
      }
      form.check();
      const [updated] = await db
        .update(users)
        .set({ firstName, lastName, email })
        .where(eq(users.id, user.id))
        .returning()
        // Taken by another account a moment ago (the unique index decides).
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw new HttpError(400, { email: [ACCOUNT_MESSAGES.emailTaken] });
          throw error;
        });
      if (!updated) throw new Error('signed-in user vanished');
      if (updated.email !== user.email) await revokeOpenTokens(db, user.id);
      setUserOf(req, updated);
      noStore(res).json({ user: userAnswer(updated) });
    })
    .all(methodNotAllowed);

  router
    .route('/auth/change-password/')
    .post(async (req: Request, res: Response) => {
      const user = requireUser(req);
      const form = new Form(req.body);
      const oldPassword = readPassword(form, req.body, 'old_password');
      const password = readPassword(form, req.body, 'password');
      const password2 = readPassword(form, req.body, 'password2');
      if (oldPassword) {
        // Guessing the current password counts as failed sign-ins of the address: reserved
        // before the check (a burst gets no more guesses), given back when it was right.
        const attempt = await limiter.hit('loginFailedPerAddress', user.email);
        if (await verifyPassword(oldPassword, user.passwordHash || null)) await attempt.giveBack();
        else form.add('old_password', ACCOUNT_MESSAGES.wrongOldPassword);
      }
      checkPassword(form, 'password', password, user);
      if (password && password2 && password !== password2) form.add('password2', ACCOUNT_MESSAGES.mismatch);
      form.check();

      const passwordHash = await hashPassword(password);
      const now = clock.now();
      const result = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(users)
          .set({ passwordHash })
          .where(eq(users.id, user.id))
          .returning();
        if (!updated) throw new Error('signed-in user vanished');
        const session = await rotateSession(tx, sessionOf(req), user.id, now);
        await signOutOtherSessions(tx, user.id, session.id);
        await revokeOpenTokens(tx, user.id);
        return { session, user: updated };
      });
      applySignIn(req, res, result.session, result.user);
      noStore(res).json({ user: userAnswer(result.user) });
    })
    .all(methodNotAllowed);

  return router;
}
