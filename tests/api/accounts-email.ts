import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { UserAnswer } from '../../api/accounts/users.ts';
import type { Db } from '../../api/db/open-database.ts';
import { authTokens, invoices, users } from '../../api/db/schema.ts';
import { DEMO_USERS } from '../../api/seed/demo-accounts.ts';
import {
  accountRowCounts,
  type Errors,
  freshEmail,
  GOOD_PASSWORD,
  Member,
  mailsTo,
  registered,
  registration,
} from './accounts-fixtures.ts';
import { expectShape } from './orders-fixtures.ts';

// Changing the address (api/accounts/README.md "Changing the address"): the profile only asks for
// it; the link mailed to the new address makes it the account's, checked again when it is opened.

type Profile = { user: UserAnswer; pending_email: string | null; detail: string };
type Confirmed = { detail: string; email: string; user: UserAnswer | null };

const BAD_LINK = {
  token: ['Deze link is verlopen, al gebruikt of ongeldig; je e-mailadres is niet gewijzigd.'],
};
const TAKEN = { email: ['Er bestaat al een account met dit e-mailadres.'] };
const linkSent = (email: string) =>
  `We hebben een bevestigingslink gestuurd naar ${email}. Je e-mailadres verandert pas als je op die link klikt.`;

/** A fresh active account, signed in on a browser of its own. */
async function signedUp(base: string, overrides: Record<string, unknown> = {}) {
  const { email, token } = await registered(base, registration(overrides));
  const member = await Member.arrive(base);
  const set = await member.post('/auth/activate/', { token });
  expect(set.status, set.text).toBe(200);
  return { member, email };
}

/** The token of the newest address-confirmation link mailed to `to`. */
async function confirmToken(base: string, to: string): Promise<string> {
  const mail = (await mailsTo(base, to)).filter((m) => m.subject === 'Bevestig je nieuwe e-mailadres').at(-1);
  const match = /\/e-mailadres-bevestigen\?token=(\S+)/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no confirmation link mailed to ${to}`);
  return decodeURIComponent(match[1]);
}

/** An invoice sent to `email`, which has no account (as klant@ in the demo seed). */
async function invoiceFor(db: Db, email: string): Promise<void> {
  const handle = randomBytes(24).toString('base64url');
  const number = `F2026-${randomBytes(4).toString('hex')}`;
  await db.execute(sql`
    insert into invoices (handle, number, email, customer_name, customer_address, date, project_type,
      psp, total_excl_btw_cents, total_btw_cents, total_cents, created_at)
    values (${handle}, ${number}, ${email}, 'Kees Klant', 'Dorpsstraat 1', '2026-11-01', 'rental',
      null, 1000, 210, 1210, now())`);
}

async function userRow(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export function accountsEmailSuite(base: () => string, db: () => Db) {
  describe('accounts: changing the address', () => {
    it('the name changes at once, the address only when the link mailed to it is opened', async () => {
      const { member, email } = await signedUp(base());
      const moved = freshEmail('verhuisd');
      const asked = await member.post<Profile>('/auth/profile/', {
        first_name: 'Anne',
        last_name: 'Berg',
        email: ` ${moved.toUpperCase()} `,
      });
      expect(asked.status).toBe(200);
      await expectShape(base(), 'ProfileState', asked.body);
      expect(asked.body.user).toMatchObject({ first_name: 'Anne', last_name: 'Berg', email });
      expect(asked.body.pending_email).toBe(moved);
      expect(asked.body.detail).toBe(linkSent(moved));
      expect((await member.who())?.email).toBe(email);
      expect((await userRow(db(), email))?.firstName).toBe('Anne');

      // The link goes to the new address, a notice to the old one.
      const [link] = await mailsTo(base(), moved);
      expect(link?.subject).toBe('Bevestig je nieuwe e-mailadres');
      expect(link?.text).toContain('Beste Anne,');
      expect(link?.text).toContain('http://localhost:4000/e-mailadres-bevestigen?token=');
      const notice = (await mailsTo(base(), email)).at(-1);
      expect(notice?.subject).toBe('Je e-mailadres wordt gewijzigd');
      expect(notice?.text).toContain(moved);
      // Until then the new address signs nobody in, the old one does.
      const stranger = await Member.arrive(base());
      const early = await stranger.post('/auth/login/', { email: moved, password: GOOD_PASSWORD });
      expect(early.body).toEqual({ non_field_errors: ['E-mailadres of wachtwoord is onjuist.'] });
      // A save of the name alone leaves the change waiting.
      const again = await member.post<Profile>('/auth/profile/', {
        first_name: 'Anne',
        last_name: 'Berg',
        email,
      });
      expect([again.body.pending_email, again.body.detail]).toEqual([moved, 'Je gegevens zijn opgeslagen.']);

      const token = await confirmToken(base(), moved);
      // Its page asks the link's state first: that changes nothing (a scanner, a reload).
      type LinkState = { state: string; detail: string };
      const stateOf = async (value: string) =>
        (await member.get<LinkState>(`/auth/confirm-email/?token=${encodeURIComponent(value)}`)).body;
      expect(await stateOf(token)).toEqual({
        state: 'open',
        detail: 'Klik op de knop om dit e-mailadres voortaan voor je account te gebruiken.',
      });
      expect((await stateOf(token)).state).toBe('open');
      expect((await stateOf('onzin')).state).toBe('invalid');
      expect((await stateOf(`${token.split('.')[0]}.${'A'.repeat(43)}`)).state).toBe('invalid');
      expect((await member.who())?.email).toBe(email);
      const confirmed = await member.post<Confirmed>('/auth/confirm-email/', { token });
      expect(confirmed.status).toBe(200);
      await expectShape(base(), 'EmailConfirmed', confirmed.body);
      expect(confirmed.body).toMatchObject({
        detail: `Je e-mailadres is gewijzigd in ${moved}.`,
        email: moved,
        user: { email: moved, first_name: 'Anne' },
      });
      expect((await member.who())?.email).toBe(moved);
      expect((await Member.signedIn(base(), moved, GOOD_PASSWORD).then((m) => m.who()))?.email).toBe(moved);
      // The username was the old address: it followed, so the old address is free for anyone.
      expect((await userRow(db(), moved))?.username).toBe(moved);
      const reuse = await (await Member.arrive(base())).post('/auth/register/', registration({ email }));
      expect(reuse.status, reuse.text).toBe(201);
      // Once only; its page now says it was used.
      const twice = await member.post('/auth/confirm-email/', { token });
      expect([twice.status, twice.body]).toEqual([400, BAD_LINK]);
      expect(await stateOf(token)).toEqual({
        state: 'used',
        detail:
          'Deze link is al gebruikt: je e-mailadres is al gewijzigd. Log voortaan in met je nieuwe e-mailadres.',
      });
    });

    it("a link opened without a session works; someone else's address stays theirs until they prove it", async () => {
      const { member, email } = await signedUp(base());
      // An address with invoices but no account (as klant@): asking for it changes nothing yet.
      const customer = freshEmail('klant');
      await invoiceFor(db(), customer);
      const asked = await member.post<Profile>('/auth/profile/', {
        first_name: 'Anna',
        last_name: 'Bergman',
        email: customer,
      });
      expect(asked.body.pending_email).toBe(customer);
      expect((await member.who())?.email).toBe(email);
      const token = await confirmToken(base(), customer);
      const mine = await db().select({ id: invoices.id }).from(invoices).where(eq(invoices.email, customer));
      expect(mine.length).toBeGreaterThan(0);
      // The owner registers meanwhile: the address is theirs.
      const owner = await (await Member.arrive(base())).post(
        '/auth/register/',
        registration({ email: customer }),
      );
      expect(owner.status, owner.text).toBe(201);
      // The link, opened now (no session needed), is refused at confirm time: nothing changes.
      const before = await accountRowCounts(db());
      const late = await (await Member.arrive(base())).post<Errors>('/auth/confirm-email/', { token });
      expect([late.status, late.body]).toEqual([
        400,
        {
          email: ['Er bestaat inmiddels een account met dit e-mailadres; je e-mailadres is niet gewijzigd.'],
        },
      ]);
      expect(await accountRowCounts(db())).toEqual(before);
      expect((await member.who())?.email).toBe(email);
      const owned = await db()
        .select({ userId: invoices.userId })
        .from(invoices)
        .where(eq(invoices.email, customer));
      expect(owned.every((row) => row.userId === null)).toBe(true);

      // Another free address, confirmed in a browser that is signed in to nobody.
      const next = freshEmail('elders');
      await invoiceFor(db(), next);
      await member.post('/auth/profile/', { first_name: 'Anna', last_name: 'Bergman', email: next });
      const elsewhere = await Member.arrive(base());
      const confirmed = await elsewhere.post<Confirmed>('/auth/confirm-email/', {
        token: await confirmToken(base(), next),
      });
      expect(confirmed.body).toEqual({
        detail: `Je e-mailadres is gewijzigd in ${next}.`,
        email: next,
        user: null,
      });
      expect(await elsewhere.who()).toBeNull();
      expect(elsewhere.session).toBeUndefined();
      expect((await member.who())?.email).toBe(next);
      // The link proved the address: its invoices are the account's now (GET /myinvoices/).
      const listed = await member.get<{ invoice: { number: string } }[]>('/myinvoices/');
      expect(listed.body).toHaveLength(1);
    });

    it('refuses an address of another account without a mail, and changes nothing', async () => {
      const { member, email } = await signedUp(base());
      const before = await accountRowCounts(db());
      const taken = await member.post('/auth/profile/', {
        first_name: 'Ander',
        last_name: 'Naam',
        email: DEMO_USERS.demo.toUpperCase(),
      });
      expect([taken.status, taken.body]).toEqual([400, TAKEN]);
      // An address that is another account's username is refused the same way.
      const { email: other } = await signedUp(base(), { username: 'gebruiker.met.adres@example.nl' });
      expect(other).not.toBe('gebruiker.met.adres@example.nl');
      const after = await accountRowCounts(db());
      const asUsername = await member.post('/auth/profile/', {
        first_name: 'Ander',
        last_name: 'Naam',
        email: 'gebruiker.met.adres@example.nl',
      });
      expect([asUsername.status, asUsername.body]).toEqual([400, TAKEN]);
      expect(await accountRowCounts(db())).toEqual(after);
      expect(after.mails - before.mails).toBe(1);
      expect((await userRow(db(), email))?.firstName).toBe('Anna');
    });

    it('bad input is a Dutch 400 (403 without CSRF or a user) and changes nothing', async () => {
      const { member, email } = await signedUp(base());
      const before = await accountRowCounts(db());
      const wrong = await member.post<Errors>('/auth/profile/', {
        first_name: 7,
        last_name: 'x'.repeat(5000),
        email: ['a@b.nl'],
      });
      expect([wrong.status, wrong.body]).toEqual([
        400,
        {
          first_name: ['Voer tekst in.'],
          last_name: ['Gebruik maximaal 100 tekens.'],
          email: ['Voer tekst in.'],
        },
      ]);
      const huge = await member.post<Errors>('/auth/profile/', {
        first_name: 'Anna',
        last_name: 'Bergman',
        email: `${'a'.repeat(100_000)}@example.nl`,
      });
      expect(huge.status).toBe(400);
      expect(Object.keys(huge.body)).toEqual(['email']);
      const noCsrf = await member.request('POST', '/auth/profile/', {
        body: JSON.stringify({ first_name: 'Nep', last_name: 'Nep', email: freshEmail() }),
      });
      expect(noCsrf.status).toBe(403);
      const anonymous = await (await Member.arrive(base())).post('/auth/profile/', {
        first_name: 'Nep',
        last_name: 'Nep',
        email: freshEmail(),
      });
      expect([anonymous.status, anonymous.body]).toEqual([403, { detail: 'Log in om verder te gaan.' }]);
      expect(await accountRowCounts(db())).toEqual(before);
      expect(await userRow(db(), email)).toMatchObject({ firstName: 'Anna', lastName: 'Bergman' });

      const confirm = (body: unknown) => member.post<Errors>('/auth/confirm-email/', body);
      expect((await confirm({})).body).toEqual({ token: ['Dit veld is verplicht.'] });
      expect((await confirm({ token: 42 })).body).toEqual({ token: ['Voer tekst in.'] });
      expect((await confirm({ token: 'x'.repeat(100_000) })).body).toEqual({
        token: ['Gebruik maximaal 200 tekens.'],
      });
      expect((await confirm({ token: 'onzin.onzin' })).body).toEqual(BAD_LINK);
      const unsent = await member.request('POST', '/auth/confirm-email/', {
        body: JSON.stringify({ token: 'a.b' }),
      });
      expect(unsent.status).toBe(403);
      expect(await accountRowCounts(db())).toEqual(before);
    });

    it('a link of another purpose, a forged or expired one, or one of another account changes nothing', async () => {
      const { member, email } = await signedUp(base());
      const moved = freshEmail('nieuw');
      await member.post('/auth/profile/', { first_name: 'Anna', last_name: 'Bergman', email: moved });
      const token = await confirmToken(base(), moved);
      const [nonce = '', signature = ''] = token.split('.');

      // A reset link is no address link, and an address link sets no password.
      await (await Member.arrive(base())).post('/auth/reset-password/', { email });
      const reset = /\/activate-account\?token=(\S+)/.exec(
        (await mailsTo(base(), email)).at(-1)?.text ?? '',
      )?.[1];
      expect(reset).toBeTruthy();
      expect(
        (await member.post('/auth/confirm-email/', { token: decodeURIComponent(reset ?? '') })).body,
      ).toEqual(BAD_LINK);
      const stranger = await Member.arrive(base());
      expect((await stranger.post('/auth/check-token/', { token })).body).toEqual({ valid: false });
      const setPassword = await stranger.post('/auth/set-password/', { token, password: 'Over-Genomen-77' });
      expect([setPassword.status, setPassword.body]).toEqual([
        400,
        { token: ['Verificatie mislukt. Wellicht is de activatielink verlopen.'] },
      ]);
      expect(await stranger.who()).toBeNull();
      const forged = `${nonce}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
      expect((await member.post('/auth/confirm-email/', { token: forged })).body).toEqual(BAD_LINK);

      // Opened in a browser signed in to another account: refused, this account keeps its address.
      const other = await signedUp(base());
      const foreign = await other.member.post('/auth/confirm-email/', { token });
      expect([foreign.status, foreign.body]).toEqual([
        400,
        {
          token: [
            'Deze link hoort bij een ander account dan waarmee je bent ingelogd. Log uit en open de link opnieuw.',
          ],
        },
      ]);
      expect((await other.member.who())?.email).toBe(other.email);
      expect((await member.who())?.email).toBe(email);

      // Expired: its row says so (the api's clock stands still; the row is moved back instead).
      await db()
        .update(authTokens)
        .set({ expiresAt: new Date('2026-11-23T11:59:59Z') })
        .where(eq(authTokens.nonce, nonce));
      const expired = await member.post('/auth/confirm-email/', { token });
      expect([expired.status, expired.body]).toEqual([400, BAD_LINK]);
      expect((await member.get(`/auth/confirm-email/?token=${encodeURIComponent(token)}`)).body).toEqual({
        state: 'expired',
        detail: 'Deze link is verlopen; je e-mailadres is niet gewijzigd.',
      });
      expect((await member.who())?.email).toBe(email);
      expect(await userRow(db(), moved)).toBeUndefined();
    });

    it('a newer request replaces the open one; a password change or reset revokes it', async () => {
      const { member, email } = await signedUp(base());
      const first = freshEmail('eerste');
      const second = freshEmail('tweede');
      await member.post('/auth/profile/', { first_name: 'Anna', last_name: 'Bergman', email: first });
      const firstToken = await confirmToken(base(), first);
      const asked = await member.post<Profile>('/auth/profile/', {
        first_name: 'Anna',
        last_name: 'Bergman',
        email: second,
      });
      expect(asked.body.pending_email).toBe(second);
      expect((await member.post('/auth/confirm-email/', { token: firstToken })).body).toEqual(BAD_LINK);
      const secondToken = await confirmToken(base(), second);
      await member.post('/auth/change-password/', {
        old_password: GOOD_PASSWORD,
        password: 'Ander-Sterk-Woord-9',
        password2: 'Ander-Sterk-Woord-9',
      });
      expect((await member.post('/auth/confirm-email/', { token: secondToken })).body).toEqual(BAD_LINK);
      const now = await member.post<Profile>('/auth/profile/', {
        first_name: 'Anna',
        last_name: 'Bergman',
        email,
      });
      expect(now.body.pending_email).toBeNull();
      expect((await member.who())?.email).toBe(email);

      // A reset link (the owner taking the account back) revokes an open change as well.
      const third = freshEmail('derde');
      await member.post('/auth/profile/', { first_name: 'Anna', last_name: 'Bergman', email: third });
      const thirdToken = await confirmToken(base(), third);
      const owner = await Member.arrive(base());
      await owner.post('/auth/reset-password/', { email });
      const reset = /\/activate-account\?token=(\S+)/.exec(
        (await mailsTo(base(), email)).at(-1)?.text ?? '',
      )?.[1];
      const set = await owner.post('/auth/set-password/', {
        token: decodeURIComponent(reset ?? ''),
        password: 'Terug-Van-Mij-31',
      });
      expect(set.status, set.text).toBe(200);
      expect((await owner.post('/auth/confirm-email/', { token: thirdToken })).body).toEqual(BAD_LINK);
      expect((await owner.who())?.email).toBe(email);
    });
  });
}
