import { describe, expect, it } from 'vitest';
import type { Db } from '../../api/db/open-database.ts';
import {
  ADDRESS,
  checkout,
  type Errors,
  orderRowCounts,
  PERIOD,
  Shopper,
  setCartPeriod,
} from './orders-fixtures.ts';

// Every refusal of POST /api/shop/order/ (api/orders/README.md): a Dutch message on the field
// (nested fields with dots), every problem at once, nothing stored (no order, line, payment, mail,
// session; the cart as it was), never a 5xx. The api's clock is Monday 23 November 2026, 13:00.

const REQUIRED = 'Dit veld is verplicht.';
const NOT_TEXT = 'Voer tekst in.';
const TOO_LONG = (n: number) => `Gebruik maximaal ${n} tekens.`;
const BAD_CHARACTERS = 'Deze tekst bevat ongeldige tekens.';
const EMAIL = 'Voer een geldig e-mailadres in.';
const PHONE =
  'Voer een geldig telefoonnummer in: 10 tot 15 cijfers, eventueel met +, spaties, streepjes of haakjes.';
const NL_POSTCODE = 'Voer een geldige postcode in, bijvoorbeeld 1234 AB.';
const BE_POSTCODE = 'Voer een geldige Belgische postcode in: 4 cijfers, bijvoorbeeld 2000.';
const DE_POSTCODE = 'Voer een geldige Duitse postcode in: 5 cijfers, bijvoorbeeld 10115.';
const COUNTRY = 'Kies Nederland (NL), België (BE) of Duitsland (DE).';
const HOUSE_NUMBER = 'Voer een huisnummer in: alleen cijfers, bijvoorbeeld 213.';
const ADDITION = 'Voer een toevoeging in van hoogstens 10 letters of cijfers, bijvoorbeeld A of 2-hoog.';
const ADDRESS_OBJECT =
  'Geef een adres: een object met first_name, last_name, street, house_number, postal_code, city en country.';
const DELIVERY =
  'Kies pickup (ophalen in Amsterdam), billing (bezorgen op het factuuradres) of address (een ander adres).';
const ENTITY = 'Geef aan wie bestelt: {"kind": "private"} of {"kind": "company", "company_name": …}.';
const ENTITY_KIND = 'Kies private (particulier) of company (bedrijf).';
const KVK = 'Voer een KvK-nummer in van 8 cijfers.';
const VAT = 'Voer een geldig btw-nummer in, bijvoorbeeld NL123456789B01.';
const EMPTY = 'Je winkelwagen is leeg.';
const PERIOD_GENERAL = 'Kies een geldige huurperiode voor je huurartikelen.';
const KEY = { detail: 'Idempotency-Key ontbreekt of is ongeldig.' };

export function ordersInputSuite(base: () => string, db: () => Db) {
  /**
   * `shopper` posts `body` (placing, with a fresh key, unless `query` says otherwise): a 400 with
   * exactly `errors`, and no row anywhere changed.
   */
  async function refused(
    shopper: Shopper,
    body: unknown,
    errors: unknown,
    options: { query?: string; key?: string | null; raw?: string; headers?: Record<string, string> } = {},
  ) {
    const before = await orderRowCounts(db());
    const cart = (await shopper.cart()).body;
    const answer = await shopper.order<Errors>(body, options);
    const what = `${options.query ?? ''} ${options.raw ?? JSON.stringify(body)}`.slice(0, 300);
    expect(answer.status, what).toBe(400);
    expect(answer.body, what).toEqual(errors);
    expect(answer.headers.getSetCookie().join(), 'no new session').not.toContain('sessionid');
    expect(await orderRowCounts(db()), what).toEqual(before);
    expect((await shopper.cart()).body, what).toEqual(cart);
  }

  /** Both placing and validate-only refuse `body` with `errors`. */
  async function refusedBoth(shopper: Shopper, body: unknown, errors: Errors) {
    await refused(shopper, body, errors);
    await refused(shopper, body, errors, { query: 'validate=true', key: null });
  }

  const rentalCart = async () => (await Shopper.withCart(base(), [['sony-fx30', 1]])).shopper;
  const address = (overrides: Record<string, unknown>) => ({ ...ADDRESS, ...overrides });

  describe('orders: refused fields', () => {
    it('refuses a missing, wrong or malformed e-mail address and phone number', async () => {
      const shopper = await rentalCart();
      const cases: [Record<string, unknown>, Errors][] = [
        [{ email: undefined }, { email: [REQUIRED] }],
        [{ email: '  ' }, { email: [REQUIRED] }],
        [{ email: 'jan@' }, { email: [EMAIL] }],
        [{ email: 42 }, { email: [NOT_TEXT] }],
        [{ email: `${'a'.repeat(250)}@example.nl` }, { email: [TOO_LONG(254)] }],
        [{ phone: null }, { phone: [REQUIRED] }],
        [{ phone: '12345' }, { phone: [PHONE] }],
        [{ phone: '06-1234567a' }, { phone: [PHONE] }],
        [{ phone: ['0612345678'] }, { phone: [NOT_TEXT] }],
      ];
      for (const [fields, errors] of cases) await refusedBoth(shopper, checkout(fields), errors);
    });

    it('refuses each part of the billing address, named with a dot', async () => {
      const shopper = await rentalCart();
      const billing = (overrides: Record<string, unknown>) =>
        checkout({ billing_address: address(overrides) });
      const cases: [unknown, Errors][] = [
        [checkout({ billing_address: undefined }), { billing_address: [REQUIRED] }],
        [checkout({ billing_address: null }), { billing_address: [REQUIRED] }],
        [checkout({ billing_address: 'Dorpsstraat 12' }), { billing_address: [ADDRESS_OBJECT] }],
        [checkout({ billing_address: [ADDRESS] }), { billing_address: [ADDRESS_OBJECT] }],
        [
          checkout({ billing_address: {} }),
          Object.fromEntries(
            ['first_name', 'last_name', 'street', 'house_number', 'postal_code', 'city', 'country'].map(
              (f) => [`billing_address.${f}`, [REQUIRED]],
            ),
          ),
        ],
        [billing({ first_name: '' }), { 'billing_address.first_name': [REQUIRED] }],
        [billing({ last_name: 'x'.repeat(101) }), { 'billing_address.last_name': [TOO_LONG(100)] }],
        [billing({ street: 'Dorps\u0000straat' }), { 'billing_address.street': [BAD_CHARACTERS] }],
        [billing({ city: { name: 'Amsterdam' } }), { 'billing_address.city': [NOT_TEXT] }],
        [billing({ house_number: 12 }), { 'billing_address.house_number': [NOT_TEXT] }],
        [billing({ house_number: '12a' }), { 'billing_address.house_number': [HOUSE_NUMBER] }],
        [billing({ house_number: '0' }), { 'billing_address.house_number': [HOUSE_NUMBER] }],
        [billing({ house_number: '123456' }), { 'billing_address.house_number': [HOUSE_NUMBER] }],
        [billing({ house_number: '1'.repeat(5000) }), { 'billing_address.house_number': [TOO_LONG(20)] }],
        [billing({ house_number_addition: '#3' }), { 'billing_address.house_number_addition': [ADDITION] }],
        [
          billing({ house_number_addition: 'elfletters1' }),
          { 'billing_address.house_number_addition': [ADDITION] },
        ],
        [billing({ postal_code: '1234' }), { 'billing_address.postal_code': [NL_POSTCODE] }],
        [billing({ postal_code: '1234 SS' }), { 'billing_address.postal_code': [NL_POSTCODE] }],
        [billing({ country: 'BE', postal_code: '20000' }), { 'billing_address.postal_code': [BE_POSTCODE] }],
        [billing({ country: 'DE', postal_code: '1011' }), { 'billing_address.postal_code': [DE_POSTCODE] }],
        [billing({ country: 'FR', postal_code: '75001' }), { 'billing_address.country': [COUNTRY] }],
        [billing({ country: 'Nederland' }), { 'billing_address.country': [COUNTRY] }],
        [billing({ country: 31 }), { 'billing_address.country': [NOT_TEXT] }],
      ];
      for (const [body, errors] of cases) await refusedBoth(shopper, body, errors);
    });

    it('refuses a delivery that is no choice, and another address that is missing or wrong', async () => {
      const { shopper } = await Shopper.withCart(base(), [['sandisk-extreme-pro-sdxc-128-gb', 1]], {
        sales_shipping: true,
      });
      const cases: [unknown, Errors][] = [
        [checkout({ delivery: undefined }), { delivery: [REQUIRED] }],
        [checkout({ delivery: 'post' }), { delivery: [DELIVERY] }],
        [checkout({ delivery: true }), { delivery: [DELIVERY] }],
        [checkout({ delivery: 'address' }), { delivery_address: [REQUIRED] }],
        [
          checkout({ delivery: 'address', delivery_address: 'Kade 7' }),
          { delivery_address: [ADDRESS_OBJECT] },
        ],
        [
          checkout({ delivery: 'address', delivery_address: address({ postal_code: '12', city: '' }) }),
          { 'delivery_address.postal_code': [NL_POSTCODE], 'delivery_address.city': [REQUIRED] },
        ],
      ];
      for (const [body, errors] of cases) await refusedBoth(shopper, body, errors);
      // A wrong delivery address is no problem when it is not delivered to: it is ignored.
      const valid = await shopper.order(checkout({ delivery: 'billing', delivery_address: 'Kade 7' }), {
        key: null,
        query: 'validate=true',
      });
      expect(valid.status).toBe(200);
    });

    it('refuses who orders when it is unclear, and a company without a name or with bad numbers', async () => {
      const shopper = await rentalCart();
      const company = (fields: Record<string, unknown>) =>
        checkout({ sam_entity: { kind: 'company', company_name: 'Beeld BV', ...fields } });
      const cases: [unknown, Errors][] = [
        [checkout({ sam_entity: undefined }), { sam_entity: [REQUIRED] }],
        [checkout({ sam_entity: 'private' }), { sam_entity: [ENTITY] }],
        [checkout({ sam_entity: {} }), { 'sam_entity.kind': [REQUIRED] }],
        [checkout({ sam_entity: { kind: 'person' } }), { 'sam_entity.kind': [ENTITY_KIND] }],
        [checkout({ sam_entity: { kind: 1 } }), { 'sam_entity.kind': [ENTITY_KIND] }],
        [company({ company_name: undefined }), { 'sam_entity.company_name': [REQUIRED] }],
        [company({ company_name: 'x'.repeat(201) }), { 'sam_entity.company_name': [TOO_LONG(200)] }],
        [company({ kvk_number: '1234567' }), { 'sam_entity.kvk_number': [KVK] }],
        [company({ kvk_number: 81234567 }), { 'sam_entity.kvk_number': [NOT_TEXT] }],
        [company({ vat_number: 'NL123' }), { 'sam_entity.vat_number': [VAT] }],
        [company({ vat_number: 'FR12345678901' }), { 'sam_entity.vat_number': [VAT] }],
      ];
      for (const [body, errors] of cases) await refusedBoth(shopper, body, errors);
      // A private person's company fields are ignored, whatever they hold.
      const person = await shopper.order(
        checkout({ sam_entity: { kind: 'private', company_name: 5, kvk_number: 'x' } }),
        { key: null, query: 'validate=true' },
      );
      expect(person.status).toBe(200);
    });

    it('refuses long or malformed remarks, a newsletter that is no yes or no, and reports all at once', async () => {
      const shopper = await rentalCart();
      await refusedBoth(shopper, checkout({ remarks: 'x'.repeat(2001) }), { remarks: [TOO_LONG(2000)] });
      await refusedBoth(shopper, checkout({ remarks: ['a'] }), { remarks: [NOT_TEXT] });
      await refusedBoth(shopper, checkout({ newsletter: 'ja' }), {
        newsletter: ['Kies ja of nee (true of false).'],
      });
      await refusedBoth(
        shopper,
        checkout({
          email: 'x',
          phone: '',
          billing_address: address({ postal_code: 'x', house_number: 'x' }),
          delivery: 'drone',
          sam_entity: { kind: 'company' },
          remarks: 5,
        }),
        {
          email: [EMAIL],
          phone: [REQUIRED],
          'billing_address.house_number': [HOUSE_NUMBER],
          'billing_address.postal_code': [NL_POSTCODE],
          delivery: [DELIVERY],
          'sam_entity.company_name': [REQUIRED],
          remarks: [NOT_TEXT],
        },
      );
    });

    it('refuses what is no JSON object, too large a body, and never answers a 5xx', async () => {
      const shopper = await rentalCart();
      await refused(shopper, null, { detail: 'Ongeldige JSON.' }, { raw: '{"email": ' });
      const before = await orderRowCounts(db());
      const big = await shopper.order(null, {
        raw: JSON.stringify(checkout({ remarks: 'x'.repeat(150_000) })),
      });
      expect(big.status).toBe(413);
      expect(big.body).toEqual({ detail: 'Het verzoek is te groot (maximaal 100 kB).' });
      const list = await shopper.order<Errors>([checkout()]);
      expect(list.status).toBe(400);
      expect(list.body.non_field_errors).toEqual([
        'Ongeldige gegevens: verwacht een JSON-object met velden.',
      ]);
      // Not JSON at all (a form post): every field is missing.
      const form = await shopper.order<Errors>(null, {
        raw: 'email=jan%40example.nl',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(form.status).toBe(400);
      expect(form.body.email).toEqual([REQUIRED]);
      for (const weird of [
        1,
        'x',
        true,
        {},
        { billing_address: { country: { $gt: '' } } },
        { sam_entity: { kind: 'company', company_name: [null], vat_number: {}, kvk_number: -1 } },
        checkout({ billing_address: address({ postal_code: '\ud800' }) }),
        checkout({ email: 'a'.repeat(100_000 - 1000) }),
        checkout({ delivery: 'address', delivery_address: [[[[]]]] }),
      ]) {
        for (const query of ['', 'validate=true', 'pay_now=true']) {
          const answer = await shopper.order(weird, { query });
          expect(answer.status, `${query} ${JSON.stringify(weird).slice(0, 100)}`).toBeGreaterThanOrEqual(
            400,
          );
          expect(answer.status, `${query} ${JSON.stringify(weird).slice(0, 100)}`).toBeLessThan(500);
        }
      }
      expect(await orderRowCounts(db())).toEqual(before);
    });
  });

  describe('orders: refused requests', () => {
    it('needs a valid Idempotency-Key to place an order, and stores nothing without one', async () => {
      const shopper = await rentalCart();
      for (const key of [
        null,
        '',
        'short',
        'met spatie erin',
        'key*with*stars',
        'x'.repeat(101),
        'a/b/c/d/e/f',
      ]) {
        await refused(shopper, checkout(), KEY, { key });
      }
      // Validate-only needs none.
      expect((await shopper.order(checkout(), { key: null, query: 'validate=true' })).status).toBe(200);
    });

    it('refuses flags that are no true or false, a missing CSRF token and other methods', async () => {
      const shopper = await rentalCart();
      await refused(
        shopper,
        checkout(),
        { validate: ['Ongeldige waarde; kies true of false.'] },
        {
          query: 'validate=ja',
        },
      );
      await refused(
        shopper,
        checkout(),
        { pay_now: ['Ongeldige waarde; kies true of false.'] },
        {
          query: 'pay_now=2',
        },
      );
      const before = await orderRowCounts(db());
      const forged = await shopper.request('POST', '/shop/order/', {
        body: JSON.stringify(checkout()),
        headers: { 'idempotency-key': 'abcdefgh-1234' },
      });
      expect(forged.status).toBe(403);
      expect(forged.body).toEqual({ detail: 'CSRF-controle mislukt.' });
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const answer = await shopper.request(method, '/shop/order/', { csrf: true });
        expect(answer.status, method).toBe(405);
      }
      expect(await orderRowCounts(db())).toEqual(before);
    });
  });

  describe('orders: refused carts', () => {
    it('refuses an empty cart, also of a session that has one', async () => {
      const { shopper, cart } = await Shopper.withCart(base(), [['sony-fx30', 1]]);
      await shopper.send('DELETE', `/shop/pcart-lines/${cart.lines[0]?.id}/`);
      await refusedBoth(shopper, checkout(), { non_field_errors: [EMPTY] });
      // The body's problems come with the cart's.
      await refusedBoth(shopper, checkout({ email: '' }), { email: [REQUIRED], non_field_errors: [EMPTY] });
    });

    it('refuses rentals without a complete period, or with one that has passed', async () => {
      const { shopper } = await Shopper.withCart(base(), [['sony-fx30', 1]], null);
      await refusedBoth(shopper, checkout(), {
        start_date: ['Kies een ophaaldatum.'],
        end_date: ['Kies een retourdatum.'],
        pickup_slot: ['Kies een tijdslot om op te halen.'],
        return_slot: ['Kies een tijdslot om terug te brengen.'],
        non_field_errors: [PERIOD_GENERAL],
      });
      const cart = await shopper.setPeriod({ start_date: PERIOD.start_date, pickup_slot: 1 });
      await refusedBoth(shopper, checkout(), {
        end_date: ['Kies een retourdatum.'],
        return_slot: ['Kies een tijdslot om terug te brengen.'],
        non_field_errors: [PERIOD_GENERAL],
      });
      // A period chosen last week: its pickup day has passed since.
      await shopper.setPeriod(PERIOD);
      await setCartPeriod(db(), cart.id ?? 0, '2026-11-20', '2026-11-24');
      await refusedBoth(shopper, checkout(), {
        start_date: ['Deze datum ligt in het verleden; kies vandaag of een latere dag.'],
        non_field_errors: [PERIOD_GENERAL],
      });
    });

    it('refuses a delivery that does not agree with the cart', async () => {
      const rentals = await rentalCart();
      for (const delivery of ['billing', 'address']) {
        await refusedBoth(rentals, checkout({ delivery, delivery_address: ADDRESS }), {
          delivery: ['Huurartikelen haal je op in onze winkel in Amsterdam; kies ophalen (pickup).'],
        });
      }
      const { shopper: shipping } = await Shopper.withCart(base(), [['sandisk-extreme-pro-sdxc-128-gb', 1]], {
        sales_shipping: true,
      });
      await refusedBoth(shipping, checkout({ delivery: 'pickup' }), {
        delivery: ['In je winkelwagen staat verzenden aan; kies een bezorgadres of zet verzenden uit.'],
      });
      const { shopper: collecting } = await Shopper.withCart(
        base(),
        [['sandisk-extreme-pro-sdxc-128-gb', 1]],
        null,
      );
      await refusedBoth(collecting, checkout({ delivery: 'billing' }), {
        delivery: ['In je winkelwagen staat verzenden uit; kies ophalen of zet verzenden aan.'],
      });
      // Sales picked up, rentals with them: fine.
      const mixed = await Shopper.withCart(base(), [
        ['sony-fx30', 1],
        ['sandisk-extreme-pro-sdxc-128-gb', 1],
      ]);
      expect((await mixed.shopper.order(checkout(), { key: null, query: 'validate=true' })).status).toBe(200);
    });
  });
}
