import { ACCOUNT_LINK_FAILED } from '../../../domain/link-messages.ts';
import { toFieldErrors } from '../../base/field-errors.ts';
import type { FieldError, MutationResolvers } from '../../generated/resolvers-types.ts';
import type { SendResult } from '../../rest/rest-client.ts';
import { isAuthToken, isInvoiceHandle, type RestUser } from '../accounts-api.ts';

// The account's mutations answer their payload with the api's Dutch field errors (its snake_case
// names camelCased: first_name is firstName, old_password oldPassword; non_field_errors, detail,
// a 429's "Te veel pogingen…", a refused CSRF check and "log in" are `general`). Signing in, out,
// setting and changing a password rotate the session: the api's Set-Cookie reaches the browser
// with the answer (graphql-server.ts relays every cookie the api set), as the cart's does.

const ACCOUNT_REPLIES = {
  handle: 'Deze factuur is niet gevonden.',
  token: ACCOUNT_LINK_FAILED,
} as const;

/** The api's refusal of an address link (api/accounts `badEmailToken`), for a token that is none. */
export const EMAIL_TOKEN_MESSAGE =
  'Deze link is verlopen, al gebruikt of ongeldig; je e-mailadres is niet gewijzigd.';

type Answer = {
  user?: RestUser | null;
  detail?: string;
  redirect?: string | null;
  pending_email?: string | null;
};

/** An AccountPayload from the api's answer; `message` is the api's confirmation where it gives one. */
function accountPayload(result: SendResult<Answer>, options: { message?: boolean } = {}) {
  if (!result.ok) {
    return {
      ok: false,
      user: null,
      message: null,
      redirect: null,
      pendingEmail: null,
      errors: toFieldErrors(result.errors),
    };
  }
  return {
    ok: true,
    user: result.body.user ?? null,
    message: options.message ? (result.body.detail ?? null) : null,
    redirect: result.body.redirect ?? null,
    pendingEmail: result.body.pending_email ?? null,
    errors: [],
  };
}

const refused = (field: keyof typeof ACCOUNT_REPLIES): FieldError[] => [
  { field, messages: [ACCOUNT_REPLIES[field]] },
];

/** The api's answer to a token that is none (activateAccount, setPassword), given without a call. */
const refusedToken = () => ({
  ok: false,
  user: null,
  message: null,
  redirect: null,
  pendingEmail: null,
  errors: refused('token'),
});

export const accountsMutations: MutationResolvers = {
  checkEmail: async (_, { email }, { accounts }) => {
    const result = await accounts.api.checkEmail(email);
    return result.ok
      ? { emailStatus: result.body.status, errors: [] }
      : { emailStatus: null, errors: toFieldErrors(result.errors) };
  },

  signIn: async (_, { email, password }, { accounts }) =>
    accountPayload(await accounts.api.login(email, password)),

  signUp: async (_, { input }, { accounts }) =>
    accountPayload(
      await accounts.api.register({
        first_name: input.firstName,
        last_name: input.lastName,
        email: input.email,
        // Left out, the api makes it the email.
        ...(input.username ? { username: input.username } : {}),
        password: input.password,
        password2: input.password2,
        ...(input.redirect ? { redirect: input.redirect } : {}),
      }),
      { message: true },
    ),

  signOut: async (_, __, { accounts }) => accountPayload(await accounts.api.logout()),

  activateAccount: async (_, { token }, { accounts }) => {
    // A token that is none is the api's own refusal, without a call.
    if (!isAuthToken(token)) return refusedToken();
    return accountPayload(await accounts.api.activate(token));
  },

  setPassword: async (_, { token, password, password2 }, { accounts }) => {
    if (!isAuthToken(token)) return refusedToken();
    return accountPayload(await accounts.api.setPassword(token, password, password2 ?? undefined));
  },

  requestPasswordReset: async (_, { email }, { accounts }) =>
    accountPayload(await accounts.api.resetPassword(email), { message: true }),

  requestInvoiceLink: async (_, { email }, { accounts }) =>
    accountPayload(await accounts.api.requestInvoiceLink(email), { message: true }),

  updateProfile: async (_, { input }, { accounts }) =>
    accountPayload(
      await accounts.api.updateProfile({
        first_name: input.firstName,
        last_name: input.lastName,
        email: input.email,
      }),
      { message: true },
    ),

  confirmEmail: async (_, { token }, { accounts }) => {
    // A token that is none is the api's own refusal, without a call.
    if (!isAuthToken(token)) {
      const errors = [{ field: 'token', messages: [EMAIL_TOKEN_MESSAGE] }];
      return { ok: false, user: null, message: null, redirect: null, pendingEmail: null, errors };
    }
    return accountPayload(await accounts.api.confirmEmail(token), { message: true });
  },

  changePassword: async (_, { oldPassword, password, password2 }, { accounts }) =>
    accountPayload(await accounts.api.changePassword({ old_password: oldPassword, password, password2 })),

  payInvoice: async (_, { handle }, { accounts }) => {
    if (!isInvoiceHandle(handle)) return { payment: null, errors: refused('handle') };
    const result = await accounts.api.payInvoice(handle);
    if (result.ok) return { payment: result.body, errors: [] };
    return {
      payment: null,
      errors: result.status === 404 ? refused('handle') : toFieldErrors(result.errors),
    };
  },
};
