import { type Request, type Response, Router } from 'express';
import { noStore } from '../http/cache.ts';
import type { Deps } from '../http/deps.ts';
import { HttpError, methodNotAllowed } from '../http/errors.ts';
import { Form } from '../http/form.ts';
import { json, type Paths, queryParam, ref } from '../http/openapi.ts';
import { send } from '../http/send.ts';
import { clientOf, type Limiter } from '../limits/rate-limit.ts';
import { ACCOUNT_MESSAGES, EMAIL_TOKEN_STATES, emailChanged } from './auth-input.ts';
import { authPost, EmailConfirmed, EmailTokenState, TokenRequest } from './auth-shapes.ts';
import { confirmEmailChange } from './email-change.ts';
import { findValidToken, tokenState } from './tokens.ts';
import { accountOf, setUserOf, userAnswer, userOf } from './users.ts';

// /api/auth/confirm-email/: the link mailed to a new address (profile/) makes it the account's
// address. It needs no session (the link may be opened on another device) and signs nobody in;
// a browser signed in to another account is refused, so nobody confirms for an account by mistake.

export const authEmailPaths: Paths = {
  '/auth/confirm-email/': {
    get: {
      summary: "A new address's link: its state, before it is used",
      description:
        'Changes nothing (the page a mail scanner may open, and the page reloaded after the button): ' +
        'open, used, expired or invalid, with what the page says. Never cached.',
      parameters: [queryParam('token', 'The token of the mailed link')],
      responses: { '200': json(ref(EmailTokenState), "The link's state") },
    },
    ...authPost(
      "Confirm a new address with its link's token",
      'Makes the address the account asked for (profile/) its address, uses the token up and revokes ' +
        "the account's other open links; the address's invoices without an account become the " +
        'account\'s. Signs nobody in. An unknown, expired, used or forged token: {"token": ' +
        `["${ACCOUNT_MESSAGES.badEmailToken}"]}; a browser signed in to another account: {"token": ` +
        `["${ACCOUNT_MESSAGES.otherAccount}"]}; the address taken by another account meanwhile: ` +
        `{"email": ["${ACCOUNT_MESSAGES.emailTakenNow}"]}. A 400 changes nothing.`,
      TokenRequest,
      { '200': json(ref(EmailConfirmed), 'The new address, and the signed-in user (or null)') },
      { limited: true },
    ),
  },
};

export function authEmailRouter({ db, clock, config }: Deps, limiter: Limiter): Router {
  const router = Router({ strict: true });

  router
    .route('/auth/confirm-email/')
    .get(async (req: Request, res: Response) => {
      const token =
        typeof req.query.token === 'string' && req.query.token.length <= 200 ? req.query.token : '';
      const state = await tokenState(db, config.secretKey, token, clock.now(), 'change_email');
      send(noStore(res), EmailTokenState, { state, detail: EMAIL_TOKEN_STATES[state] });
    })
    .post(async (req: Request, res: Response) => {
      await limiter.hit('tokenPerClient', clientOf(req));
      const form = new Form(req.body);
      const token = form.text('token', { required: true, max: 200 });
      form.check();
      const now = clock.now();
      const found = await findValidToken(db, config.secretKey, token, now, ['change_email']);
      if (!found) throw new HttpError(400, { token: [ACCOUNT_MESSAGES.badEmailToken] });
      const me = userOf(req);
      if (me && me.id !== found.userId) throw new HttpError(400, { token: [ACCOUNT_MESSAGES.otherAccount] });

      const updated = await db.transaction((tx) => confirmEmailChange(tx, found, now));
      if (me) setUserOf(req, updated, accountOf(req));
      send(noStore(res), EmailConfirmed, {
        detail: emailChanged(updated.email),
        email: updated.email,
        user: me ? userAnswer(updated, accountOf(req)) : null,
      });
    })
    .all(methodNotAllowed);

  return router;
}
