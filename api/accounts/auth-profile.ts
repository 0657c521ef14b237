import { eq } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { normaliseEmail } from '../../domain/validation.ts';
import { noStore } from '../http/cache.ts';
import type { Deps } from '../http/deps.ts';
import { methodNotAllowed } from '../http/errors.ts';
import { Form } from '../http/form.ts';
import { json, type Paths, ref } from '../http/openapi.ts';
import { send } from '../http/send.ts';
import { sessionOf } from '../http/session.ts';
import { clientOf, type Limiter } from '../limits/rate-limit.ts';
import {
  ACCOUNT_MESSAGES,
  checkPassword,
  emailLinkSent,
  emailTaken,
  readPassword,
  usernameTaken,
} from './auth-input.ts';
import { authPost, ChangePasswordRequest, ProfileRequest, ProfileState, UserState } from './auth-shapes.ts';
import { pendingEmail, requestEmailChange } from './email-change.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { applySignIn, rotateSession, signOutOtherSessions } from './sign-in.ts';
import { users } from './tables.ts';
import { revokeOpenTokens } from './tokens.ts';
import { accountOf, requireUser, setUserOf, userAnswer } from './users.ts';

// /api/auth/profile/ and change-password/: the signed-in user's name and address, and password.
// A new address only asks for it: its confirmation link goes there (email-change.ts).

const FORBIDDEN = `CSRF-controle mislukt, or no signed-in user: {"detail": "${ACCOUNT_MESSAGES.signInFirst}"}`;

export const authProfilePaths: Paths = {
  '/auth/profile/': authPost(
    "Change the signed-in user's name, and ask to change the address",
    'The name changes at once. A new address does not: a confirmation link (valid 24 hours) is ' +
      'mailed to it, and a notice to the current one; the address changes when the link is opened ' +
      '(confirm-email/). A newer request replaces an open one. An address of another account: ' +
      `{"email": ["${ACCOUNT_MESSAGES.emailTaken}"]}, nothing changed. Links mailed to one address ` +
      '(with reset-password/) and asked for by one client are limited as reset-password/ is.',
    ProfileRequest,
    {
      '200': json(ref(ProfileState), 'The user as saved, the address waiting for its link, and the message'),
    },
    { forbidden: FORBIDDEN, limited: true },
  ),
  '/auth/change-password/': authPost(
    "Change the signed-in user's password",
    'Needs the current password. Rotates the session and signs the other sessions of the user out.',
    ChangePasswordRequest,
    { '200': json(ref(UserState), 'The user') },
    { forbidden: FORBIDDEN, limited: true },
  ),
};

export function authProfileRouter({ db, clock, config, mailer }: Deps, limiter: Limiter): Router {
  const router = Router({ strict: true });

  router
    .route('/auth/profile/')
    .post(async (req: Request, res: Response) => {
      const user = requireUser(req);
      const form = new Form(req.body);
      const firstName = form.text('first_name', { required: true, max: 100 });
      const lastName = form.text('last_name', { required: true, max: 100 });
      const email = normaliseEmail(form.email('email', { required: true }));
      const newEmail = email && !form.has('email') && email !== user.email ? email : null;
      // Taken as an address, or as a username that follows its address (register's rule).
      if (
        newEmail &&
        ((await emailTaken(db, newEmail, user.id)) || (await usernameTaken(db, newEmail, user.id)))
      ) {
        form.add('email', ACCOUNT_MESSAGES.emailTaken);
      }
      form.check();
      if (newEmail) {
        // Every new address is a mail to an address someone typed: limited as reset links are.
        await limiter.hit('resetPerClient', clientOf(req));
        await limiter.hit('resetPerAddress', newEmail);
      }
      const now = clock.now();
      const { updated, mailIds } = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ firstName, lastName })
          .where(eq(users.id, user.id))
          .returning();
        if (!row) throw new Error('signed-in user vanished');
        const sent = newEmail
          ? await requestEmailChange(
              tx,
              { mailer, secretKey: config.secretKey, publicUrl: config.publicUrl },
              row,
              newEmail,
              now,
            )
          : [];
        return { updated: row, mailIds: sent };
      });
      mailer.deliver(mailIds);
      setUserOf(req, updated, accountOf(req));
      send(noStore(res), ProfileState, {
        user: userAnswer(updated, accountOf(req)),
        pending_email: await pendingEmail(db, user.id, now),
        detail: newEmail ? emailLinkSent(newEmail) : ACCOUNT_MESSAGES.profileSaved,
      });
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
      applySignIn(req, res, result.session, result.user, accountOf(req));
      send(noStore(res), UserState, { user: userAnswer(result.user, accountOf(req)) });
    })
    .all(methodNotAllowed);

  return router;
}
