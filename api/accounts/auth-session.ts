import { type Request, type Response, Router } from 'express';
import { normaliseEmail } from '../../domain/validation.ts';
import { noStore } from '../http/cache.ts';
import type { Deps } from '../http/deps.ts';
import { methodNotAllowed } from '../http/errors.ts';
import { Form } from '../http/form.ts';
import { json, type Paths, ref } from '../http/openapi.ts';
import { send } from '../http/send.ts';
import { clientOf, type Limiter } from '../limits/rate-limit.ts';
import { userByEmail } from './auth-input.ts';
import { authPost, CheckEmailRequest, EmailStatus, LoginRequest, UserState } from './auth-shapes.ts';
import { accountOfPassword } from './password-login.ts';
import { signIn, signOut } from './sign-in.ts';
import { accountOf, userAnswer, userOf } from './users.ts';

// /api/auth/check-email/, login/, logout/, checklogin/: which state an address is in, signing
// in (the session rotates) and out, and who is signed in.

export const authSessionPaths: Paths = {
  '/auth/check-email/': authPost(
    'Which state an address is in',
    'Answers 100 (an active account), 101 (not yet activated) or 102 (no account). Stores nothing.',
    CheckEmailRequest,
    { '200': json(ref(EmailStatus), 'The status') },
    { limited: true },
  ),
  '/auth/login/': authPost(
    'Sign in',
    'Rotates the session: a new sessionid carries the cart and orders over, the old one is ' +
      'worthless. A wrong email or password is one message (non_field_errors).',
    LoginRequest,
    { '200': json(ref(UserState), 'The signed-in user') },
    { limited: true },
  ),
  '/auth/logout/': authPost('Sign out', 'Deletes the session (and its cart) and clears the cookie.', null, {
    '200': json(ref(UserState), '{"user": null}'),
  }),
  '/auth/checklogin/': authPost('Who is signed in', 'Starts no session.', null, {
    '200': json(ref(UserState), 'The signed-in user, or null'),
  }),
};

export function authSessionRouter({ db, clock }: Deps, limiter: Limiter): Router {
  const router = Router({ strict: true });

  router
    .route('/auth/check-email/')
    .post(async (req: Request, res: Response) => {
      await limiter.hit('checkEmailPerClient', clientOf(req));
      const form = new Form(req.body);
      const email = normaliseEmail(form.email('email', { required: true }));
      form.text('redirect', { max: 500 });
      form.check();
      const user = await userByEmail(db, email);
      const status = !user ? 102 : user.isActive ? 100 : 101;
      send(noStore(res), EmailStatus, { status });
    })
    .all(methodNotAllowed);

  router
    .route('/auth/login/')
    .post(async (req: Request, res: Response) => {
      const user = await accountOfPassword(db, limiter, req);
      await signIn(db, req, res, user, clock.now());
      send(noStore(res), UserState, { user: userAnswer(user, accountOf(req)) });
    })
    .all(methodNotAllowed);

  router
    .route('/auth/logout/')
    .post(async (req: Request, res: Response) => {
      await signOut(db, req, res);
      send(noStore(res), UserState, { user: null });
    })
    .all(methodNotAllowed);

  router
    .route('/auth/checklogin/')
    .post((req: Request, res: Response) => {
      const user = userOf(req);
      send(noStore(res), UserState, { user: user ? userAnswer(user, accountOf(req)) : null });
    })
    .all(methodNotAllowed);

  return router;
}
