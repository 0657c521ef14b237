import type { Request } from 'express';
import { normaliseEmail } from '../../domain/validation.ts';
import type { Db } from '../db/open-database.ts';
import { HttpError } from '../http/errors.ts';
import { Form } from '../http/form.ts';
import { clientOf, type Limiter } from '../limits/rate-limit.ts';
import { ACCOUNT_MESSAGES, readPassword, userByEmail } from './auth-input.ts';
import { verifyPassword } from './passwords.ts';

/**
 * The account of a request's `{email, password}`, active, or a Dutch 400: the one password check
 * of the shop's sign-in (/auth/login/) and the desk's first step, under the same limits (one
 * address's failures count together wherever they come from).
 */
export async function accountOfPassword(db: Db, limiter: Limiter, req: Request) {
  const form = new Form(req.body);
  const email = normaliseEmail(form.email('email', { required: true }));
  const password = readPassword(form, req.body, 'password');
  form.check();
  await limiter.hit('loginPerClient', clientOf(req));
  // A failed attempt is reserved before the password is checked, so no burst gets more guesses
  // through than the limit; it is given back when the password was right.
  const attempt = await limiter.hit('loginFailedPerAddress', email);
  const user = await userByEmail(db, email);
  // The same scrypt for an unknown address (a dummy hash), so the timing tells nothing.
  const matches = await verifyPassword(password, user?.passwordHash || null);
  if (!user || !matches) throw new HttpError(400, { non_field_errors: [ACCOUNT_MESSAGES.wrongLogin] });
  await attempt.giveBack();
  if (!user.isActive) throw new HttpError(400, { non_field_errors: [ACCOUNT_MESSAGES.notActivated] });
  return user;
}
