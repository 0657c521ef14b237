import { formatEuro, parseAmount } from '../../../domain/money.ts';
import { isOrderNumber } from '../../../domain/order-number.ts';
import { toFieldErrors, toId } from '../../base/field-errors.ts';
import type { Context } from '../../context.ts';
import type { FieldError, MutationResolvers } from '../../generated/resolvers-types.ts';
import type { SendResult } from '../../rest/rest-client.ts';
import type { RestDeskOrder } from '../desk-api.ts';

// The desk's mutations answer payloads with the api's Dutch field errors (snake_case camelCased:
// mail_id is mailId, pending_token pendingToken; non_field_errors, detail and a 429 are
// `general`). An action on an order that changed since it was loaded (the api's 409) is no error
// but the payload's `conflict`: the api's words and the order as it is now, so the page shows
// what changed. Signing in rotates the session: the api's Set-Cookie reaches the browser with the
// answer (graphql-server.ts relays every cookie the api set). No session, or no staff: the api's
// 401/403 as UNAUTHENTICATED / FORBIDDEN errors (the web goes back to its sign-in).

export const DESK_MESSAGES = {
  notFound: 'Deze bestelling is niet gevonden.',
  mailId: 'Deze e-mail hoort niet bij deze bestelling.',
  confirmed: (number: string) => `Offerte ${number} is bevestigd.`,
  cancelled: (number: string) => `Bestelling ${number} is geannuleerd; de klant krijgt een e-mail.`,
  refundedInFull: 'Wat betaald was, is volledig terugbetaald.',
  refundsWaiting:
    'De betaalprovider heeft nog niet geantwoord: de terugbetaling staat op ‘in behandeling’ en wordt vanzelf afgerond, nooit twee keer. Betaal niet opnieuw terug.',
  resent: (subject: string, to: string) => `De e-mail ‘${subject}’ is opnieuw verstuurd naar ${to}.`,
  noted: 'Je notitie is toegevoegd.',
  refunded: (amount: string) => `${amount} is terugbetaald; de klant krijgt een e-mail.`,
  refundRequested: (amount: string) =>
    `De terugbetaling van ${amount} is vastgelegd. De betaalprovider heeft nog niet geantwoord: ze staat op ‘in behandeling’ en wordt vanzelf afgerond, nooit twee keer. Betaal niet opnieuw terug.`,
} as const;

export const general = (message: string): FieldError[] => [{ field: 'general', messages: [message] }];

export type Payload = {
  order: RestDeskOrder | null;
  message: string | null;
  conflict: { message: string; order: RestDeskOrder | null } | null;
  errors: FieldError[];
};

export const refused = (errors: FieldError[]): Payload => ({
  order: null,
  message: null,
  conflict: null,
  errors,
});

/** An action's payload from the api's answer; `message` says what happened, from the order after it. */
export async function actionPayload(
  context: Context,
  number: string,
  result: SendResult<RestDeskOrder>,
  message: (order: RestDeskOrder) => string,
): Promise<Payload> {
  if (result.ok) return { order: result.body, message: message(result.body), conflict: null, errors: [] };
  if (result.status === 409) {
    const detail = typeof result.errors.detail === 'string' ? result.errors.detail : '';
    return {
      order: null,
      message: null,
      conflict: { message: detail, order: await context.desk.api.order(number) },
      errors: [],
    };
  }
  if (result.status === 404) return refused(general(DESK_MESSAGES.notFound));
  return refused(toFieldErrors(result.errors));
}

/** The newest refund of a payment, as the desk's message names it. */
/** What the desk hears of its refund: done, or recorded and waiting for the provider. */
function refundMessage(order: RestDeskOrder, handle: string): string {
  const refund = order.payments.find((p) => p.handle === handle)?.refunds.at(-1);
  const amount = refund ? formatEuro(parseAmount(refund.amount)) : '';
  return refund?.status === 'requested'
    ? DESK_MESSAGES.refundRequested(amount)
    : DESK_MESSAGES.refunded(amount);
}

export const deskMutations: MutationResolvers = {
  deskSignIn: async (_, { email, password }, { desk }) => {
    const result = await desk.api.signIn(email, password);
    if (!result.ok) {
      return {
        step: null,
        pendingToken: null,
        expiresAt: null,
        setup: null,
        errors: toFieldErrors(result.errors),
      };
    }
    const pending = result.body;
    return {
      step: pending.state,
      pendingToken: pending.pending_token,
      expiresAt: pending.expires_at,
      setup: pending.setup,
      errors: [],
    };
  },

  deskVerifyCode: async (_, { pendingToken, code, recoveryCode }, { desk }) => {
    const result = await desk.api.verifyCode({
      pending_token: pendingToken,
      ...(code ? { code } : {}),
      ...(recoveryCode ? { recovery_code: recoveryCode } : {}),
    });
    if (!result.ok) {
      return {
        session: null,
        recoveryCodes: null,
        recoveryCodesLeft: null,
        errors: toFieldErrors(result.errors),
      };
    }
    const signedIn = result.body;
    return {
      session: { staff: signedIn.staff, expires_at: signedIn.expires_at },
      recoveryCodes: signedIn.recovery_codes,
      recoveryCodesLeft: signedIn.recovery_codes_left,
      errors: [],
    };
  },

  deskNewRecoveryCodes: async (_, { code }, { desk }) => {
    const result = await desk.api.newRecoveryCodes(code);
    if (!result.ok) return { recoveryCodes: null, errors: toFieldErrors(result.errors) };
    return { recoveryCodes: result.body.recovery_codes, errors: [] };
  },

  deskSignOut: async (_, __, { desk }) => {
    const result = await desk.api.signOut();
    return result.ok ? { ok: true, errors: [] } : { ok: false, errors: toFieldErrors(result.errors) };
  },

  deskConfirmQuote: async (_, { number, version }, context) => {
    if (!isOrderNumber(number)) return refused(general(DESK_MESSAGES.notFound));
    const result = await context.desk.api.confirm(number, version);
    return actionPayload(context, number, result, (order) => DESK_MESSAGES.confirmed(order.number));
  },

  deskCancelOrder: async (_, { number, version, reason }, context) => {
    if (!isOrderNumber(number)) return refused(general(DESK_MESSAGES.notFound));
    const result = await context.desk.api.cancel(number, version, reason?.trim() || undefined);
    return actionPayload(context, number, result, (order) => {
      const paid = order.payments.filter((p) => p.status === 'paid');
      const text = DESK_MESSAGES.cancelled(order.number);
      if (paid.length === 0) return text;
      const waiting = paid.some((p) => p.refunds.some((r) => r.status === 'requested'));
      return `${text} ${waiting ? DESK_MESSAGES.refundsWaiting : DESK_MESSAGES.refundedInFull}`;
    });
  },

  deskResendMail: async (_, { number, version, mailId }, context) => {
    if (!isOrderNumber(number)) return refused(general(DESK_MESSAGES.notFound));
    const id = toId(mailId);
    if (id === null) return refused([{ field: 'mailId', messages: [DESK_MESSAGES.mailId] }]);
    const result = await context.desk.api.resendMail(number, version, id);
    return actionPayload(context, number, result, (order) => {
      const mail = order.mails.find((m) => m.id === id);
      return mail ? DESK_MESSAGES.resent(mail.subject, mail.to) : DESK_MESSAGES.resent('', order.email);
    });
  },

  deskAddNote: async (_, { number, version, text }, context) => {
    if (!isOrderNumber(number)) return refused(general(DESK_MESSAGES.notFound));
    const result = await context.desk.api.addNote(number, version, text);
    return actionPayload(context, number, result, () => DESK_MESSAGES.noted);
  },

  deskRefund: async (_, { number, version, payment, amount, reason }, context) => {
    if (!isOrderNumber(number)) return refused(general(DESK_MESSAGES.notFound));
    // A blank amount goes as it is, for the api's "Voer een bedrag in…": never "refund all".
    const body = { version, payment, reason, ...(amount != null ? { amount } : {}) };
    const result = await context.desk.api.refund(number, body);
    return actionPayload(context, number, result, (order) => refundMessage(order, payment));
  },
};
