import type {
  RestChangePasswordRequest,
  RestDetail,
  RestEmailConfirmed,
  RestEmailStatus,
  RestEmailTokenState,
  RestInvoiceItem,
  RestInvoiceSummary,
  RestPayment,
  RestProfileRequest,
  RestProfileState,
  RestRegisterRequest,
  RestSignedIn,
  RestTokenCheck,
  RestUser,
  RestUserState,
} from '../generated/rest-types.ts';
import { type RestClient, refusalsAsData, type SendResult } from '../rest/rest-client.ts';

// Every REST call of accounts and invoices (api/accounts/README.md), in one place. Every answer
// is the visitor's own (their account, their invoices, a token or handle only they hold): the
// schema marks each type PRIVATE, so no answer is ever stored by the response cache.

export type { RestInvoiceItem, RestTokenCheck, RestUser };

/** The api's codes of `check-email/`. */
export type EmailStatusCode = RestEmailStatus['status'];
export type TokenPurposeCode = NonNullable<RestTokenCheck['purpose']>;
export type InvoiceProjectCode = RestInvoiceItem['invoice']['project']['type'];

/** An invoice (and a payment) handle: 32 url-safe characters; anything else names no invoice. */
const HANDLE = /^[A-Za-z0-9_-]{32}$/;
export const isInvoiceHandle = (value: string) => HANDLE.test(value);
/** An activation, reset or address token as the api makes them (`<nonce>.<signature>`, url-safe). */
const AUTH_TOKEN = /^[A-Za-z0-9_-]{1,200}\.[A-Za-z0-9_-]{1,200}$/;
export const isAuthToken = (value: string) => AUTH_TOKEN.test(value);

/** The summary keeps the handle it was read by (the api's answer does not repeat it). */
export type InvoiceSummaryParent = RestInvoiceSummary & { handle: string };

/**
 * A refusal the form shows rather than an error: a 429 (too many attempts) and a 403 that is not
 * a CSRF check (not signed in) reach a mutation as its `general` message, in the api's words.
 */
function formAnswer<T>(call: Promise<SendResult<T>>): Promise<SendResult<T>> {
  return refusalsAsData(call, ['TOO_MANY_REQUESTS', 'FORBIDDEN']);
}

export class AccountsApi {
  private readonly rest: RestClient;

  constructor(rest: RestClient) {
    this.rest = rest;
  }

  /**
   * The signed-in user, or null. `checklogin/` is a POST that changes nothing, asked for the
   * `me` query (readByPost: the browser sends no CSRF header with a query).
   */
  async checkLogin(): Promise<RestUser | null> {
    const result = await this.rest.readByPost('/auth/checklogin/');
    return result.ok ? result.body.user : null;
  }

  private viewerOnce: Promise<RestUser | null> | undefined;

  /**
   * The signed-in user as the request started, asked once however many fields want it (an
   * article list's account prices); `checkLogin` asks again, for an answer after a sign-in.
   */
  viewer(): Promise<RestUser | null> {
    this.viewerOnce ??= this.checkLogin();
    return this.viewerOnce;
  }

  /** Whether an address has an active account, one not activated yet, or none. */
  checkEmail(email: string): Promise<SendResult<RestEmailStatus>> {
    return formAnswer(this.rest.POST('/auth/check-email/', { body: { email } }));
  }

  /** Signs in: the api rotates the session (a new `sessionid`, relayed to the browser). */
  login(email: string, password: string): Promise<SendResult<RestUserState>> {
    return formAnswer(this.rest.POST('/auth/login/', { body: { email, password } }));
  }

  /** Signs out: the session row ends and its cookie is cleared. */
  logout(): Promise<SendResult<RestUserState>> {
    return formAnswer(this.rest.POST('/auth/logout/'));
  }

  register(body: RestRegisterRequest): Promise<SendResult<RestDetail>> {
    return formAnswer(this.rest.POST('/auth/register/', { body }));
  }

  /** What a token is for, without using it (a POST that changes nothing, asked for a query). */
  async checkToken(token: string): Promise<RestTokenCheck> {
    const result = await this.rest.readByPost('/auth/check-token/', { body: { token } });
    return result.ok ? result.body : { valid: false };
  }

  /** Activates the account of an activation token and signs in (a rotated session). */
  activate(token: string): Promise<SendResult<RestSignedIn>> {
    return formAnswer(this.rest.POST('/auth/activate/', { body: { token } }));
  }

  /** Sets the password of a token, activates the account and signs in (a rotated session). */
  setPassword(token: string, password: string, password2?: string): Promise<SendResult<RestSignedIn>> {
    const body = password2 === undefined ? { token, password } : { token, password, password2 };
    return formAnswer(this.rest.POST('/auth/set-password/', { body }));
  }

  /** Mails a reset or activation link; the same answer for any address. */
  resetPassword(email: string): Promise<SendResult<RestDetail>> {
    return formAnswer(this.rest.POST('/auth/reset-password/', { body: { email } }));
  }

  /** Mails the link to an address's invoices when it has any; the same answer for any address. */
  requestInvoiceLink(email: string): Promise<SendResult<RestDetail>> {
    return formAnswer(this.rest.POST('/invoices/link/', { body: { email } }));
  }

  /** Saves the name; a new address is only asked for (its link is mailed to it). */
  updateProfile(body: RestProfileRequest): Promise<SendResult<RestProfileState>> {
    return formAnswer(this.rest.POST('/auth/profile/', { body }));
  }

  /** A new address's link: open, used, expired or invalid, with what its page says (changes nothing). */
  emailLinkState(token: string): Promise<RestEmailTokenState> {
    return this.rest.GET('/auth/confirm-email/', { params: { query: { token } } });
  }

  /** Opens a new address's link: the address becomes the account's. */
  confirmEmail(token: string): Promise<SendResult<RestEmailConfirmed>> {
    return formAnswer(this.rest.POST('/auth/confirm-email/', { body: { token } }));
  }

  /** Changes the password: the session is rotated and the user's other sessions end. */
  changePassword(body: RestChangePasswordRequest): Promise<SendResult<RestUserState>> {
    return formAnswer(this.rest.POST('/auth/change-password/', { body }));
  }

  /** The signed-in user's invoices; a visitor who is not signed in is the api's FORBIDDEN error. */
  myInvoices(): Promise<RestInvoiceItem[]> {
    return this.rest.GET('/myinvoices/');
  }

  /** An address's invoices, for a session of that address or with the invoice mail's token. */
  invoicesOf(email: string, token: string | null): Promise<RestInvoiceItem[]> {
    return this.rest.GET('/invoices/', { params: { query: { email, token: token ?? undefined } } });
  }

  /** The pay page's summary of an invoice by its handle; null when unknown. */
  async invoice(handle: string): Promise<InvoiceSummaryParent | null> {
    const summary = await this.rest.getOrNull('/invoices/{handle}/', { params: { path: { handle } } });
    return summary && { ...summary, handle };
  }

  /** A payment (api/orders' shape) for an unpaid invoice; the handle is the secret. */
  payInvoice(handle: string): Promise<SendResult<RestPayment>> {
    return formAnswer(this.rest.POST('/invoices/{handle}/payments/', { params: { path: { handle } } }));
  }
}
