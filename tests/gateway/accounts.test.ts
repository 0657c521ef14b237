import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVATE,
  type AccountPayload,
  API_OPTIONS,
  ASK_ADDRESS,
  CHANGE_PASSWORD,
  CHECK_EMAIL,
  CHECK_TOKEN,
  CONFIRM_EMAIL,
  DEMO,
  INVOICE_LINK,
  INVOICES,
  lastMailTo,
  ME,
  PROFILE,
  RESET,
  SET_PASSWORD,
  SIGN_IN,
  SIGN_OUT,
  SIGN_UP,
  STUDENT,
  signedIn,
  type User,
} from './account-browser.ts';
import { ADD, browser, type Stack, seedArticles, visitor } from './checkout-browser.ts';
import { startStack } from './stack.ts';

// Accounts through the gateway against the real api (demo accounts seeded): registering, the
// activation mail's token (it only activates: one password step), a reset link's password with
// its repeat, signing in and out with the session rotated (the
// new `sessionid` reaches the browser), the Dutch errors under their fields, and what the gateway
// answers without asking the api.

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({}, API_OPTIONS);
});
afterAll(() => stack?.close());

const PASSWORD = 'Zonnebloem-Rivier-42';

describe('registering and activating', () => {
  it('signs up, mails the activation link, checks and uses its token, signs in and out', async () => {
    const b = await visitor(stack);
    const email = 'sanne.bakker@example.nl';
    const input = {
      firstName: 'Sanne',
      lastName: 'Bakker',
      email,
      password: PASSWORD,
      password2: PASSWORD,
      redirect: '/verhuur/',
    };
    const signUp = await b.ask<AccountPayload>(SIGN_UP, { input });
    expect(signUp.data).toMatchObject({ ok: true, user: null, errors: [] });
    expect(signUp.data.message).toBe(
      'Je account is aangemaakt. We hebben je een e-mail gestuurd om het te activeren.',
    );
    // Not active yet: the sign-in form sends the browser to /activate-account.
    const status = await b.ask<{ emailStatus: string }>(CHECK_EMAIL, { email });
    expect(status.data.emailStatus).toBe('NOT_ACTIVATED');
    const early = await b.ask<AccountPayload>(SIGN_IN, { email, password: PASSWORD });
    expect(early.data.errors).toEqual([
      {
        field: 'general',
        messages: ['Je account is nog niet geactiveerd. Controleer je e-mail voor de activatielink.'],
      },
    ]);

    const mail = await lastMailTo(stack, email);
    const token = /\/activate-account\?token=([A-Za-z0-9_.-]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    const check = await b.ask(CHECK_TOKEN, { token });
    expect(check.data).toEqual({ valid: true, purpose: 'ACTIVATE', email });

    const before = b.jar.get('sessionid');
    const set = await b.ask<AccountPayload>(ACTIVATE, { token });
    expect(set.data).toMatchObject({ ok: true, redirect: '/verhuur/', errors: [] });
    expect(set.data.user).toMatchObject({ firstName: 'Sanne', lastName: 'Bakker', email, username: email });
    // Signed in on a new session, whose cookie reached the browser.
    expect(b.jar.get('sessionid')).toBeTruthy();
    expect(b.jar.get('sessionid')).not.toBe(before);
    const me = await b.ask<User | null>(ME);
    expect(me.data).toMatchObject({ email, isEditor: false, discountPercent: 0, trusted: false });
    // Used: the link opens nothing a second time.
    const used = await b.ask(CHECK_TOKEN, { token });
    expect(used.data).toEqual({ valid: false, purpose: null, email: null });
    const again = await b.ask<AccountPayload>(ACTIVATE, { token });
    expect(again.data.errors).toEqual([
      { field: 'token', messages: ['Verificatie mislukt. Wellicht is de activatielink verlopen.'] },
    ]);

    const out = await b.ask<AccountPayload>(SIGN_OUT);
    expect(out.data).toMatchObject({ ok: true, user: null, errors: [] });
    expect((await b.ask(ME)).data).toBeNull();
    expect((await b.ask<{ emailStatus: string }>(CHECK_EMAIL, { email })).data.emailStatus).toBe('ACTIVE');
    // The password chosen at sign-up is the account's.
    const signIn = await b.ask<AccountPayload>(SIGN_IN, { email, password: PASSWORD });
    expect(signIn.data).toMatchObject({ ok: true, errors: [] });
    await b.ask(SIGN_OUT);

    // A reset link: it does not activate on its own, and its new password needs its repeat.
    await b.ask(RESET, { email });
    const reset = /\/activate-account\?token=([A-Za-z0-9_.-]+)/.exec(
      (await lastMailTo(stack, email)).text,
    )?.[1];
    expect((await b.ask<AccountPayload>(ACTIVATE, { token: reset })).data.errors).toEqual([
      { field: 'token', messages: ['Verificatie mislukt. Wellicht is de activatielink verlopen.'] },
    ]);
    const NEW = 'Nieuw-Rivier-Wachtwoord-8';
    const mismatch = await b.ask<AccountPayload>(SET_PASSWORD, {
      token: reset,
      password: NEW,
      password2: `${NEW}x`,
    });
    expect(mismatch.data.errors).toEqual([
      { field: 'password2', messages: ['De wachtwoorden komen niet overeen.'] },
    ]);
    const renewed = await b.ask<AccountPayload>(SET_PASSWORD, {
      token: reset,
      password: NEW,
      password2: NEW,
    });
    expect(renewed.data).toMatchObject({ ok: true, errors: [] });
    expect(renewed.data.user?.email).toBe(email);
  });

  it("answers the form's errors in Dutch under the input's fields, all at once", async () => {
    const b = await visitor(stack);
    const { data } = await b.ask<AccountPayload>(SIGN_UP, {
      input: {
        firstName: '',
        lastName: 'Jansen',
        email: DEMO.email,
        password: '12345678',
        password2: '87654321',
      },
    });
    expect(data.ok).toBe(false);
    const fields = Object.fromEntries(data.errors.map((e) => [e.field, e.messages]));
    expect(fields.firstName).toEqual(['Dit veld is verplicht.']);
    expect(fields.email).toEqual(['Er bestaat al een account met dit e-mailadres.']);
    expect(fields.password2).toEqual(['De wachtwoorden komen niet overeen.']);
    expect(fields.password?.length).toBeGreaterThan(0);
  });

  it('says the same for any address when a reset is asked, and mails an active account a link', async () => {
    const b = await visitor(stack);
    const known = await b.ask<AccountPayload>(RESET, { email: STUDENT.email });
    const unknown = await b.ask<AccountPayload>(RESET, { email: 'niemand@example.nl' });
    expect(known.data.message).toBe(unknown.data.message);
    expect(known.data.message).toContain('Als dit e-mailadres bij ons bekend is');
    const mail = await lastMailTo(stack, STUDENT.email);
    const token = /\/activate-account\?token=([A-Za-z0-9_.-]+)/.exec(mail.text)?.[1];
    expect((await b.ask(CHECK_TOKEN, { token })).data).toEqual({
      valid: true,
      purpose: 'RESET',
      email: STUDENT.email,
    });
    // The link opened in a browser without any cookie yet (the gateway brings its own CSRF pair).
    const fresh = browser(stack);
    expect((await fresh.ask<{ valid: boolean }>(CHECK_TOKEN, { token })).data.valid).toBe(true);
  });

  it('mails an address with invoices the link to them, and says the same for any address', async () => {
    const b = await visitor(stack);
    const known = await b.ask<AccountPayload>(INVOICE_LINK, { email: 'klant@filmwinkel.test' });
    const unknown = await b.ask<AccountPayload>(INVOICE_LINK, { email: 'niemand@example.nl' });
    expect(known.data.ok).toBe(true);
    expect(known.data.message).toBe(unknown.data.message);
    expect(known.data.message).toContain('Als er facturen bij dit e-mailadres horen');
    const bad = await b.ask<AccountPayload>(INVOICE_LINK, { email: 'geen-adres' });
    expect(bad.data.ok).toBe(false);
    expect(bad.data.errors.map((e) => e.field)).toEqual(['email']);
    const mail = await lastMailTo(stack, 'klant@filmwinkel.test');
    const link = /\/account\?email=([^&\s]+)&token=([0-9a-f]{64})/.exec(mail.text);
    const invoices = await browser(stack).ask<unknown[]>(INVOICES, {
      email: decodeURIComponent(link?.[1] ?? ''),
      token: link?.[2],
    });
    expect(invoices.data.length).toBeGreaterThan(0);
  });

  it('answers a token that is none as invalid without asking the api', async () => {
    const b = await visitor(stack);
    for (const token of ['', 'geen-token', '../../dev/outbox/', 'a'.repeat(500)]) {
      const { data, calls } = await b.ask(CHECK_TOKEN, { token });
      expect(data).toEqual({ valid: false, purpose: null, email: null });
      expect(calls).toBe(0);
    }
    // Forged (a well-formed token the api did not sign): the api's check says invalid.
    const forged = await b.ask(CHECK_TOKEN, { token: `${'A'.repeat(32)}.${'B'.repeat(43)}` });
    expect([forged.data, forged.calls]).toEqual([{ valid: false, purpose: null, email: null }, 1]);
  });
});

describe('signing in', () => {
  it('tells an active account, one not activated and no account apart; a malformed address is an email error', async () => {
    const b = await visitor(stack);
    const status = async (email: string) =>
      (await b.ask<{ emailStatus: string | null; errors: unknown[] }>(CHECK_EMAIL, { email })).data;
    expect(await status(DEMO.email)).toEqual({ emailStatus: 'ACTIVE', errors: [] });
    expect(await status('DEMO@filmwinkel.test ')).toMatchObject({ emailStatus: 'ACTIVE' });
    expect(await status('onbekend@example.nl')).toEqual({ emailStatus: 'UNKNOWN', errors: [] });
    const malformed = await status('geen-adres');
    expect(malformed.emailStatus).toBeNull();
    expect(malformed.errors).toEqual([{ field: 'email', messages: [expect.any(String)] }]);
  });

  it('refuses a wrong password with one Dutch general message, as for an unknown address', async () => {
    const b = await visitor(stack);
    const wrong = await b.ask<AccountPayload>(SIGN_IN, { email: DEMO.email, password: 'Fout-Wachtwoord-1' });
    const unknown = await b.ask<AccountPayload>(SIGN_IN, {
      email: 'x@example.nl',
      password: 'Iets-Anders-99',
    });
    for (const answer of [wrong.data, unknown.data]) {
      expect(answer).toEqual({
        ok: false,
        user: null,
        message: null,
        redirect: null,
        errors: [{ field: 'general', messages: ['E-mailadres of wachtwoord is onjuist.'] }],
      });
    }
    expect((await b.ask(ME)).data).toBeNull();
  });

  it('rotates the session on sign-in: the new sessionid reaches the browser, the old one is worthless', async () => {
    const b = await visitor(stack);
    // A session before signing in (a cart line), whose cart comes along.
    const articles = await seedArticles(stack);
    await b.ask(ADD, { articleId: articles.SALE[0], count: 1 });
    const before = b.jar.get('sessionid');
    expect(before).toBeTruthy();
    const { data } = await b.ask<AccountPayload>(SIGN_IN, DEMO);
    expect(data.user).toMatchObject({ email: DEMO.email, firstName: expect.any(String) });
    const after = b.jar.get('sessionid');
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    expect((await b.ask<User>(ME)).data.email).toBe(DEMO.email);
    expect((await b.ask<{ itemCount: number }>('{ cart { itemCount } }')).data.itemCount).toBe(1);
    // Whoever knew the old id: not signed in.
    const stale = browser(stack);
    stale.jar.set('sessionid', before as string);
    expect((await stale.ask(ME)).data).toBeNull();
  });

  it("answers the seeded accounts' pricing facts", async () => {
    const student = await signedIn(stack, STUDENT);
    expect((await student.ask<User>(ME)).data).toMatchObject({
      discountPercent: 25,
      trusted: true,
      isEditor: false,
    });
    const editor = await signedIn(stack, { email: 'redacteur@filmwinkel.test', password: DEMO.password });
    expect((await editor.ask<User>(ME)).data).toMatchObject({ isEditor: true });
  });

  it('answers me as null without a call when there is no session', async () => {
    const b = browser(stack);
    const { data, calls } = await b.ask(ME);
    expect([data, calls]).toEqual([null, 0]);
  });
});

describe('the profile and the password', () => {
  it('changes the name, then the password (a new session), and signs in with the new one only', async () => {
    const email = 'wim.de.boer@example.nl';
    const b = await visitor(stack);
    await b.ask(SIGN_UP, {
      input: { firstName: 'Wim', lastName: 'de Boer', email, password: PASSWORD, password2: PASSWORD },
    });
    const token = /\/activate-account\?token=([A-Za-z0-9_.-]+)/.exec(
      (await lastMailTo(stack, email)).text,
    )?.[1];
    await b.ask(ACTIVATE, { token });

    const profile = await b.ask<AccountPayload>(PROFILE, {
      input: { firstName: 'Willem', lastName: 'de Boer', email },
    });
    expect(profile.data.user).toMatchObject({ firstName: 'Willem', email });

    const wrong = await b.ask<AccountPayload>(CHANGE_PASSWORD, {
      old: 'Niet-Mijn-Wachtwoord-7',
      password: 'Nieuw-Wachtwoord-2027',
      password2: 'Nieuw-Wachtwoord-2027',
    });
    expect(wrong.data.errors).toEqual([
      { field: 'oldPassword', messages: ['Je huidige wachtwoord is onjuist.'] },
    ]);

    const before = b.jar.get('sessionid');
    const changed = await b.ask<AccountPayload>(CHANGE_PASSWORD, {
      old: PASSWORD,
      password: 'Nieuw-Wachtwoord-2027',
      password2: 'Nieuw-Wachtwoord-2027',
    });
    expect(changed.data).toMatchObject({ ok: true, errors: [] });
    expect(b.jar.get('sessionid')).not.toBe(before);
    expect((await b.ask<User>(ME)).data.firstName).toBe('Willem');

    const other = await visitor(stack);
    const old = await other.ask<AccountPayload>(SIGN_IN, { email, password: PASSWORD });
    expect(old.data.errors[0]?.field).toBe('general');
    const fresh = await other.ask<AccountPayload>(SIGN_IN, { email, password: 'Nieuw-Wachtwoord-2027' });
    expect(fresh.data.user?.firstName).toBe('Willem');
  });

  it('asks for a new address by mail; the link changes it, once; a taken one is an email error', async () => {
    const email = 'lotte.visser@example.nl';
    const moved = 'lotte.nieuw@example.nl';
    const b = await visitor(stack);
    await b.ask(SIGN_UP, {
      input: { firstName: 'Lotte', lastName: 'Visser', email, password: PASSWORD, password2: PASSWORD },
    });
    const activation = /\/activate-account\?token=([A-Za-z0-9_.-]+)/.exec(
      (await lastMailTo(stack, email)).text,
    );
    await b.ask(ACTIVATE, { token: activation?.[1] });

    const taken = await b.ask<AccountPayload>(ASK_ADDRESS, {
      input: { firstName: 'Lotte', lastName: 'Visser', email: DEMO.email },
    });
    expect(taken.data.errors).toEqual([
      { field: 'email', messages: ['Er bestaat al een account met dit e-mailadres.'] },
    ]);
    const asked = await b.ask<AccountPayload & { pendingEmail: string | null }>(ASK_ADDRESS, {
      input: { firstName: 'Lot', lastName: 'Visser', email: moved },
    });
    expect(asked.data).toMatchObject({
      ok: true,
      user: { firstName: 'Lot', email },
      pendingEmail: moved,
      message: `We hebben een bevestigingslink gestuurd naar ${moved}. Je e-mailadres verandert pas als je op die link klikt.`,
    });
    expect(asked.calls).toBe(1);
    expect((await b.ask<User>(ME)).data.email).toBe(email);
    const mail = await lastMailTo(stack, moved);
    expect(mail.subject).toBe('Bevestig je nieuwe e-mailadres');
    expect((await lastMailTo(stack, email)).subject).toBe('Je e-mailadres wordt gewijzigd');
    const token = /\/e-mailadres-bevestigen\?token=([A-Za-z0-9_.-]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();

    const confirmed = await b.ask<AccountPayload>(CONFIRM_EMAIL, { token });
    expect(confirmed.data).toMatchObject({
      ok: true,
      user: { email: moved },
      message: `Je e-mailadres is gewijzigd in ${moved}.`,
      errors: [],
    });
    expect((await b.ask<User>(ME)).data.email).toBe(moved);
    const again = await b.ask<AccountPayload>(CONFIRM_EMAIL, { token });
    expect(again.data.errors).toEqual([
      {
        field: 'token',
        messages: ['Deze link is verlopen, al gebruikt of ongeldig; je e-mailadres is niet gewijzigd.'],
      },
    ]);
    // A token that is none: the same refusal, without asking the api.
    const none = await b.ask<AccountPayload>(CONFIRM_EMAIL, { token: '../../dev/outbox/' });
    expect([none.data.errors, none.calls]).toEqual([again.data.errors, 0]);
  });

  it('refuses the profile without a signed-in user as a general message', async () => {
    const b = await visitor(stack);
    const { data } = await b.ask<AccountPayload>(PROFILE, {
      input: { firstName: 'A', lastName: 'B', email: 'a@example.nl' },
    });
    expect(data).toMatchObject({ ok: false, user: null });
    expect(data.errors).toEqual([{ field: 'general', messages: ['Log in om verder te gaan.'] }]);
  });

  it('refuses a mutation without the CSRF header as a general error, signing nobody in', async () => {
    const b = await visitor(stack);
    const { data } = await b.ask<AccountPayload>(SIGN_IN, DEMO, false);
    expect(data.ok).toBe(false);
    expect(data.errors[0]?.field).toBe('general');
    expect(b.jar.get('sessionid')).toBeUndefined();
  });
});

describe('crawlers and the account pages', () => {
  const ACCOUNT_PAGES = [
    '/login',
    '/registratie/',
    '/profiel/',
    '/account',
    '/activate-account',
    '/reset-password',
    '/e-mailadres-bevestigen',
    '/bedankt/gebruikersregistratie',
    '/factuur-betalen/',
  ];

  it('keeps crawlers out of the account pages and never lists them in the sitemap', async () => {
    const robots = await (await fetch(`${stack.gatewayUrl}/robots.txt`)).text();
    for (const path of ACCOUNT_PAGES) expect(robots).toContain(`Disallow: ${path}\n`);
    const sitemap = await (await fetch(`${stack.gatewayUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain('<loc>http://localhost:4000/</loc>');
    for (const path of ACCOUNT_PAGES) expect(sitemap).not.toContain(`localhost:4000${path}`);
  });
});
