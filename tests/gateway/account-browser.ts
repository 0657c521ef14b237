import { createHmac } from 'node:crypto';
import { expect } from 'vitest';
import { type Browser, type FieldError, type Stack, visitor } from './checkout-browser.ts';

// What the account tests share: the operations of schema/accounts.graphql, the seeded demo
// accounts (the api runs with `demoAccounts`), signing a browser in, and the invoice mail's token
// computed as the api computes it.

/** The api's SECRET_KEY in these tests: the invoice token is computed from it here too. */
export const SECRET_KEY = 'gateway-accounts-test-secret-key';
export const API_OPTIONS = { demoAccounts: true, secretKey: SECRET_KEY };

export const DEMO = { email: 'demo@filmwinkel.test', password: 'Demo-Account-2026' };
export const STUDENT = { email: 'student@filmwinkel.test', password: 'Demo-Account-2026' };
/** Invoices without an account: reachable with the mail's token only. */
export const CUSTOMER = 'klant@filmwinkel.test';

/** hex HMAC-SHA256(SECRET_KEY, `invoices:` + lower-cased email), the invoice mail's token. */
export const invoiceToken = (email: string) =>
  createHmac('sha256', SECRET_KEY).update(`invoices:${email.toLowerCase()}`).digest('hex');

export type User = {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  isEditor: boolean;
  discountPercent: number;
  trusted: boolean;
};
export type AccountPayload = {
  ok: boolean;
  user: User | null;
  message: string | null;
  redirect: string | null;
  errors: FieldError[];
};
export type Invoice = {
  handle: string;
  number: string;
  date: string;
  paid: boolean;
  amount: { cents: number };
  projectType: string;
  downloadUrl: string;
  canPayNow: boolean;
  payLink: string | null;
};

const USER = 'firstName lastName email username isEditor discountPercent trusted';
const PAYLOAD = `ok user { ${USER} } message redirect errors { field messages }`;
export const INVOICE = 'handle number date paid amount { cents } projectType downloadUrl canPayNow payLink';

export const ME = `query Me { me { ${USER} } }`;
export const CHECK_EMAIL = `mutation($email: String!) { checkEmail(email: $email) { emailStatus errors { field messages } } }`;
export const SIGN_IN = `mutation($email: String!, $password: String!) { signIn(email: $email, password: $password) { ${PAYLOAD} } }`;
export const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) { ${PAYLOAD} } }`;
export const SIGN_OUT = `mutation { signOut { ${PAYLOAD} } }`;
export const ACTIVATE = `mutation($token: String!) { activateAccount(token: $token) { ${PAYLOAD} } }`;
export const SET_PASSWORD = `mutation($token: String!, $password: String!, $password2: String) {
  setPassword(token: $token, password: $password, password2: $password2) { ${PAYLOAD} } }`;
export const RESET = `mutation($email: String!) { requestPasswordReset(email: $email) { ${PAYLOAD} } }`;
export const INVOICE_LINK = `mutation($email: String!) { requestInvoiceLink(email: $email) { ${PAYLOAD} } }`;
export const PROFILE = `mutation($input: ProfileInput!) { updateProfile(input: $input) { ${PAYLOAD} } }`;
/** updateProfile with the address waiting for its link. */
export const ASK_ADDRESS = `mutation($input: ProfileInput!) { updateProfile(input: $input) { ${PAYLOAD} pendingEmail } }`;
export const CONFIRM_EMAIL = `mutation($token: String!) { confirmEmail(token: $token) { ${PAYLOAD} pendingEmail } }`;
export const CHANGE_PASSWORD = `mutation($old: String!, $password: String!, $password2: String!) {
  changePassword(oldPassword: $old, password: $password, password2: $password2) { ${PAYLOAD} } }`;
export const CHECK_TOKEN = `query($token: String!) { checkToken(token: $token) { valid purpose email } }`;
export const INVOICES = `query Invoices($email: String, $token: String) { invoices(email: $email, token: $token) { ${INVOICE} } }`;
export const INVOICE_QUERY = `query($handle: String!) { invoice(handle: $handle) { handle number date amount { cents } paid canPayNow } }`;
export const PAY_INVOICE = `mutation($handle: String!) {
  payInvoice(handle: $handle) { payment { handle kind status amount { cents } payUrl } errors { field messages } } }`;

/** A browser with a csrftoken, signed in as `account`. */
export async function signedIn(stack: Stack, account: { email: string; password: string }): Promise<Browser> {
  const b = await visitor(stack);
  const { data } = await b.ask<AccountPayload>(SIGN_IN, account);
  expect(data.errors).toEqual([]);
  expect(data.user?.email).toBe(account.email);
  return b;
}

/** The browser's Cookie header. */
export const cookieOf = (b: Browser) => [...b.jar].map(([name, value]) => `${name}=${value}`).join('; ');

/** The newest mail to `to` in the api's development outbox. */
export async function lastMailTo(stack: Stack, to: string): Promise<{ subject: string; text: string }> {
  const response = await fetch(`${stack.apiUrl}/dev/outbox/?${new URLSearchParams({ to })}`);
  const body = (await response.json()) as { results: { subject: string; text: string }[] };
  const mail = body.results[0];
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}
