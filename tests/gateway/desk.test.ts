import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../api/db/schema.ts';
import { STAFF_AUTH_MESSAGES } from '../../api/desk/staff-auth.ts';
import { AUDIT_ACTIONS } from '../../api/desk/tables.ts';
import { codeAt } from '../../api/desk/totp.ts';
import { PROVIDER_UNAVAILABLE } from '../../api/payments/payment-provider.ts';
import { requestRefund } from '../../api/payments/refunds.ts';
import { createStaff } from '../api/desk-fixtures.ts';
import { API_OPTIONS, DEMO, SECRET_KEY, signedIn } from './account-browser.ts';
import {
  ADD,
  type Browser,
  browser,
  type FieldError,
  form,
  newKey,
  PERIOD,
  PLACE,
  type Stack,
  seedArticles,
  visitor,
} from './checkout-browser.ts';
import { atDesk } from './desk-browser.ts';
import { startStack } from './stack.ts';
import { webOperation } from './web-operations.ts';

// The rental desk's GraphQL side (schema/desk.graphql, gateway/desk/): the web's own operations
// (web/src/features/desk/*.graphql) against the real api, with the response cache on. Signing in
// in two steps relays the rotated session; the orders list, the page and the actions read one
// REST answer each and are never kept; a stale version is the payload's conflict in the api's
// words with the order as it is now; a visitor or customer gets the api's Dutch refusal.

const SIGN_IN = webOperation('DeskSignIn');
const VERIFY = webOperation('DeskVerifyCode');
const SESSION = webOperation('DeskSession');
const ORDERS = webOperation('DeskOrders');
const ORDER = webOperation('DeskOrder');
const CONFIRM = webOperation('DeskConfirmQuote');
const CANCEL = webOperation('DeskCancelOrder');
const NOTE = webOperation('DeskAddNote');
const REFUND = webOperation('DeskRefund');
const RESEND = webOperation('DeskResendMail');
const AUDIT = webOperation('DeskAudit');

type Money = { cents: number; formatted: string };
type DeskOrder = {
  number: string;
  version: number;
  status: string;
  payments: { handle: string; status: string; refunded: Money; refundable: Money & { amount: string } }[];
  mails: { id: string; subject: string }[];
  notes: { text: string }[];
  history: { action: string; description: string; staff: { email: string } }[];
};
type Payload = {
  message: string | null;
  order: DeskOrder | null;
  conflict: { message: string; order: DeskOrder | null } | null;
  errors: FieldError[];
};

let stack: Stack;
let staff: { id: number; email: string; secret: string | null };

beforeAll(async () => {
  stack = await startStack({ cache: {} }, API_OPTIONS);
  staff = await createStaff(stack.db, { secretKey: SECRET_KEY });
});
afterAll(() => stack?.close());

/** A guest's order of one rental article: a quote, or paid with the test provider. */
async function placed(payNow: boolean, email: string): Promise<string> {
  const { RENTAL } = await seedArticles(stack);
  const b = await visitor(stack);
  await b.ask(PERIOD, {
    period: { pickupDate: '2026-12-08', pickupSlot: 0, returnDate: '2026-12-10', returnSlot: 3 },
  });
  await b.ask(ADD, { articleId: RENTAL[0], count: 1 });
  const { data } = await b.ask<{ order: { number: string; payment: { handle: string } | null } | null }>(
    PLACE,
    {
      input: form({ email }),
      payNow,
      key: newKey(),
    },
  );
  const order = data.order;
  if (!order) throw new Error('not placed');
  if (order.payment) {
    await b.ask(
      'mutation($h: String!) { completeTestPayment(handle: $h, outcome: PAID) { payment { status } } }',
      { h: order.payment.handle },
    );
  }
  return order.number;
}

describe('signing in at the desk', () => {
  it('takes the password, then the code; the rotated session reaches the browser', async () => {
    const b = await visitor(stack);
    const wrong = await b.ask<{ step: string | null; errors: FieldError[] }>(SIGN_IN, {
      email: staff.email,
      password: 'fout-wachtwoord',
    });
    expect(wrong.data).toMatchObject({
      step: null,
      errors: [{ field: 'general', messages: ['E-mailadres of wachtwoord is onjuist.'] }],
    });
    const { data: pending } = await b.ask<{ step: string; pendingToken: string; setup: unknown }>(SIGN_IN, {
      email: staff.email,
      password: DEMO.password,
    });
    expect(pending).toMatchObject({ step: 'CODE_REQUIRED', setup: null });
    const before = b.jar.get('sessionid');

    const badCode = await b.ask<{ session: unknown; errors: FieldError[] }>(VERIFY, {
      pendingToken: pending.pendingToken,
      code: '12345',
    });
    expect(badCode.data.errors).toEqual([
      { field: 'code', messages: ['Voer de 6 cijfers uit je authenticator-app in.'] },
    ]);
    const { data } = await b.ask<{ session: { staff: { email: string }; expiresAt: string } }>(VERIFY, {
      pendingToken: pending.pendingToken,
      code: codeAt(staff.secret ?? '', stack.clock.now().getTime() + 30_000),
    });
    expect(data.session.staff.email).toBe(staff.email);
    expect(b.jar.get('sessionid')).toBeTruthy();
    expect(b.jar.get('sessionid')).not.toBe(before);

    // The desk session, asked again and again: from the api every time (never kept).
    for (let round = 0; round < 2; round++) {
      const session = await b.ask<{ staff: { email: string } }>(SESSION);
      expect(session.data.staff.email).toBe(staff.email);
      expect(session.calls).toBe(1);
    }
  });

  it('sets up an authenticator app: its QR code first, the 10 recovery codes once', async () => {
    const fresh = await createStaff(stack.db, { secret: null, secretKey: SECRET_KEY });
    const b = await visitor(stack);
    const { data: pending } = await b.ask<{
      step: string;
      pendingToken: string;
      setup: { secret: string; otpauthUri: string; qrSvg: string };
    }>(SIGN_IN, { email: fresh.email, password: DEMO.password });
    expect(pending.step).toBe('SETUP_REQUIRED');
    expect(pending.setup.qrSvg).toMatch(/^<svg /);
    expect(pending.setup.otpauthUri).toContain(`secret=${pending.setup.secret}`);
    const { data } = await b.ask<{ recoveryCodes: string[]; recoveryCodesLeft: number }>(VERIFY, {
      pendingToken: pending.pendingToken,
      code: codeAt(pending.setup.secret, stack.clock.now().getTime()),
    });
    expect(data.recoveryCodes).toHaveLength(10);
    expect(data.recoveryCodesLeft).toBe(10);
  });
});

describe('recovery codes and the audit log’s actions', () => {
  it('makes new recovery codes with the app’s code; a wrong code is the field’s Dutch error', async () => {
    const member = await createStaff(stack.db, { secretKey: SECRET_KEY });
    const b = await atDesk(stack, member, -1);
    const NEW_CODES = `mutation($code: String!) { deskNewRecoveryCodes(code: $code) {
      recoveryCodes errors { field messages } } }`;
    const wrong = await b.ask<{ recoveryCodes: string[] | null; errors: FieldError[] }>(NEW_CODES, {
      code: codeAt(member.secret ?? '', stack.clock.now().getTime() - 30_000),
    });
    expect(wrong.data.recoveryCodes).toBeNull();
    expect(wrong.data.errors).toEqual([{ field: 'code', messages: [STAFF_AUTH_MESSAGES.wrongCode] }]);
    const made = await b.ask<{ recoveryCodes: string[]; errors: FieldError[] }>(NEW_CODES, {
      code: codeAt(member.secret ?? '', stack.clock.now().getTime()),
    });
    expect(made.data.errors).toEqual([]);
    expect(made.data.recoveryCodes).toHaveLength(10);
    expect(made.calls).toBe(1);
    const log = await b.ask<{ entries: { action: string; description: string }[] }>(
      `query($staffId: ID) { deskAudit(staffId: $staffId) { entries { action description } } }`,
      { staffId: String(member.id) },
    );
    expect(log.data.entries[0]).toEqual({
      action: 'recovery_codes_new',
      description: 'Nieuwe herstelcodes gemaakt',
    });
    // A visitor gets the api's refusal, not codes.
    const outsider = await visitor(stack);
    const refused = await outsider.send(NEW_CODES, { code: '123456' });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('names every action of the api’s audit log in Dutch, to staff only', async () => {
    const member = await createStaff(stack.db, { secretKey: SECRET_KEY });
    const b = await atDesk(stack, member);
    const { data, calls } = await b.ask<{ code: string; description: string }[]>(
      '{ deskAuditActions { code description } }',
    );
    // One call: the api's session check.
    expect(calls).toBe(1);
    expect(data.map((a) => a.code).sort()).toEqual([...AUDIT_ACTIONS].sort());
    for (const action of data) expect(action.description).not.toBe(action.code);
    // A visitor, and a signed-in customer, get the api's refusal, not the list.
    const outsider = await visitor(stack);
    const refused = await outsider.send<{ deskAuditActions: unknown }>('{ deskAuditActions { code } }');
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(refused.body.errors?.[0]?.message).toBe('Log in bij de balie om verder te gaan.');
    expect(refused.body.data?.deskAuditActions ?? null).toBeNull();
  });

  it("names the staff members for the log's filter, to staff only", async () => {
    const member = await createStaff(stack.db, { secretKey: SECRET_KEY });
    const b = await atDesk(stack, member);
    const { data, calls } = await b.ask<{ id: string; email: string; name: string }[]>(
      '{ deskStaffMembers { id email name } }',
    );
    expect(calls).toBe(1);
    expect(data).toContainEqual({
      id: String(member.id),
      email: member.email,
      name: expect.stringMatching(/^Mees Medewerker \d+$/),
    });
    expect(data.map((m) => m.email)).toContain('balie@filmwinkel.test');
    // Customers are no staff: the demo customer is not among them.
    expect(data.map((m) => m.email)).not.toContain('demo@filmwinkel.test');
    const outsider = await visitor(stack);
    const refused = await outsider.send<{ deskStaffMembers: unknown }>('{ deskStaffMembers { id } }');
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(refused.body.data?.deskStaffMembers ?? null).toBeNull();
  });
});

describe('orders at the desk', () => {
  let desk: Browser;
  beforeAll(async () => {
    const colleague = await createStaff(stack.db, { secretKey: SECRET_KEY });
    desk = await atDesk(stack, colleague);
  });

  it('lists and finds orders a page at a time, one call each, never kept', async () => {
    const email = `zoek-${Date.now()}@example.nl`;
    const number = await placed(false, email);
    for (let round = 0; round < 2; round++) {
      const { data, calls } = await desk.ask<{
        totalCount: number;
        pageCount: number;
        orders: { number: string; status: string; total: Money }[];
      }>(ORDERS, { filter: { email, statuses: ['QUOTE'] }, page: 1, pageSize: 10 });
      expect(calls).toBe(1);
      expect(data.totalCount).toBe(1);
      expect(data.orders[0]).toMatchObject({ number, status: 'QUOTE' });
      expect(data.orders[0]?.total.formatted).toMatch(/^€\s[\d.]+,\d\d$/);
    }
    const { body } = await desk.send(ORDERS, { page: 0 });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const page = await desk.ask<DeskOrder | null>(ORDER, { number });
    expect(page.calls).toBe(1);
    expect(page.data?.status).toBe('QUOTE');
    const none = await desk.ask<DeskOrder | null>(ORDER, { number: 'geen-nummer' });
    expect([none.data, none.calls]).toEqual([null, 0]);
  });

  it('confirms a quote; a stale version is a conflict in the api’s words, with the order as it is now', async () => {
    const number = await placed(false, `bevestig-${Date.now()}@example.nl`);
    const { data: order } = await desk.ask<DeskOrder>(ORDER, { number });
    const noted = await desk.ask<Payload>(NOTE, { number, version: order.version, text: 'Eerst bellen.' });
    expect(noted.data.message).toBe('Je notitie is toegevoegd.');

    // The web asks the order again after a conflict; the payload carries it too.
    const stale = await desk.ask<Payload>(
      `mutation($number: String!, $version: Int!) { deskConfirmQuote(number: $number, version: $version) {
        message order { number } conflict { message order { version status } } errors { field messages } } }`,
      { number, version: order.version },
    );
    expect(stale.data.order).toBeNull();
    expect(stale.data.conflict?.message).toMatch(/^Deze bestelling is intussen gewijzigd/);
    expect(stale.data.conflict?.order?.version).toBe(order.version + 1);
    expect(stale.data.conflict?.order?.status).toBe('QUOTE');

    const confirmed = await desk.ask<Payload>(CONFIRM, { number, version: order.version + 1 });
    expect(confirmed.data).toMatchObject({
      message: `Offerte ${number} is bevestigd.`,
      conflict: null,
      errors: [],
    });
    expect(confirmed.data.order?.history.map((h) => h.description)).toEqual([
      'Offerte bevestigd',
      'Notitie toegevoegd',
    ]);
  });

  it('refunds part of a paid order, then cancels it (the rest refunded), each with its message', async () => {
    const number = await placed(true, `terug-${Date.now()}@example.nl`);
    let { data: order } = await desk.ask<DeskOrder>(ORDER, { number });
    const payment = order.payments[0];
    expect(payment?.status).toBe('PAID');
    const tooMuch = await desk.ask<Payload>(REFUND, {
      number,
      version: order.version,
      payment: payment?.handle,
      amount: '999999,00',
      reason: 'Te veel',
    });
    expect(tooMuch.data.order).toBeNull();
    expect(tooMuch.data.errors.map((e) => e.field)).toEqual(['amount']);
    // The payment provider not answering: the api's Dutch words reach the form, not "api away".
    stack.fail(`/desk/orders/${number}/refunds/`, { status: 503, body: { detail: PROVIDER_UNAVAILABLE } });
    try {
      const down = await desk.ask<Payload>(REFUND, {
        number,
        version: order.version,
        payment: payment?.handle,
        reason: 'Provider weg',
      });
      expect(down.data.order).toBeNull();
      expect(down.data.errors).toEqual([{ field: 'general', messages: [PROVIDER_UNAVAILABLE] }]);
    } finally {
      stack.heal();
    }

    const partly = await desk.ask<Payload>(REFUND, {
      number,
      version: order.version,
      payment: payment?.handle,
      amount: '12,50',
      reason: 'Statief niet meegenomen',
    });
    expect(partly.data.message).toMatch(/^€\s12,50 is terugbetaald; de klant krijgt een e-mail\.$/);
    order = partly.data.order as DeskOrder;
    expect(order.payments[0]?.refunded.cents).toBe(1250);

    // An intent the provider has not confirmed yet (slow or away: api/payments/refunds.ts) is
    // "in behandeling" at the desk: REQUESTED, and its amount no longer refundable.
    const [row] = await stack.db
      .select()
      .from(payments)
      .where(eq(payments.handle, payment?.handle ?? ''));
    await stack.db.transaction((tx) =>
      requestRefund(
        tx,
        { name: 'test' },
        { paymentId: row?.id ?? 0, amountCents: 100, reason: 'Traag', staffId: staff.id, now: new Date() },
      ),
    );
    const waiting = (
      await desk.ask<DeskOrder & { payments: { refunds: { status: string }[] }[] }>(ORDER, { number })
    ).data;
    expect(waiting.payments[0]?.refunds.map((r) => r.status)).toEqual(['REFUNDED', 'REQUESTED']);
    expect(waiting.payments[0]?.refunded.cents).toBe(1350);
    order = waiting;

    const mail = order.mails.find((m) => m.subject.startsWith('Terugbetaling'));
    const resent = await desk.ask<Payload>(RESEND, { number, version: order.version, mailId: mail?.id });
    expect(resent.data.message).toMatch(/is opnieuw verstuurd naar/);
    order = resent.data.order as DeskOrder;

    const cancelled = await desk.ask<Payload>(CANCEL, { number, version: order.version, reason: 'Afgezegd' });
    // The intent above still waits for the provider: the desk hears so, and not to refund again.
    expect(cancelled.data.message).toBe(
      `Bestelling ${number} is geannuleerd; de klant krijgt een e-mail. De betaalprovider heeft nog niet geantwoord: de terugbetaling staat op ‘in behandeling’ en wordt vanzelf afgerond, nooit twee keer. Betaal niet opnieuw terug.`,
    );
    expect(cancelled.data.order?.status).toBe('CANCELLED');
    expect(cancelled.data.order?.payments[0]?.refundable.cents).toBe(0);

    const log = await desk.ask<{ entries: { action: string; orderNumber: string | null }[] }>(AUDIT, {
      page: 1,
      pageSize: 50,
    });
    expect(log.data.entries.filter((e) => e.orderNumber === number).map((e) => e.action)).toEqual([
      'order_cancel',
      'order_mail_resend',
      'refund',
    ]);
  });
});

describe('who may not use the desk', () => {
  it('a visitor and a customer: no desk session, and the api’s refusal in Dutch', async () => {
    const customer = await signedIn(stack, DEMO);
    const nobody = browser(stack);
    for (const [who, b, message, code] of [
      ['visitor', nobody, 'Log in bij de balie om verder te gaan.', 'UNAUTHENTICATED'],
      ['customer', customer, 'Je hebt geen toegang tot de balie.', 'FORBIDDEN'],
    ] as const) {
      const session = await b.send<{ deskSession: unknown }>(SESSION);
      expect(session.body.data?.deskSession, who).toBeNull();
      const list = await b.send(ORDERS, {});
      expect(list.body.errors?.[0], who).toMatchObject({ message, extensions: { code } });
      const action = await b.send(CONFIRM, { number: 'SL-2026-00001', version: 1 });
      expect(action.body.errors?.[0], who).toMatchObject({ message, extensions: { code } });
    }
  });
});
