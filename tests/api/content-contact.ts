import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, CONTACT_SENT, CONTACT_TOO_MANY } from '../../api/content/contact.ts';
import type { DuplicationServiceAnswer } from '../../api/content/duplication.ts';
import type { PageAnswer } from '../../api/content/pages.ts';
import type { Db } from '../../api/db/open-database.ts';
import * as t from '../../api/db/schema.ts';
import { seedContentExtras } from '../../api/seed/content-extras.ts';
import { duplicationServices } from '../../api/seed/data/duplication.ts';
import { BUSINESS } from '../../domain/business.ts';
import { toAmount } from '../../domain/money.ts';
import { clientFrom, contentCounts, outboxTo } from './content-fixtures.ts';
import { Client } from './harness.ts';

type Errors = Record<string, string[]>;

let senders = 0;
function message(overrides: Record<string, unknown> = {}) {
  senders += 1;
  return {
    name: 'Fenna de Wit',
    email: `fenna-${senders}@example.nl`,
    phone: '06 12 34 56 78',
    message: 'Hebben jullie deze zomer nog een cameraset vrij voor een korte film?\nGroet, Fenna',
    subject: 'Iets heel anders',
    to: 'verhuur',
    website: '',
    ...overrides,
  };
}

export function contactSuite(base: () => string, db: () => Db) {
  describe('POST /api/contact/', () => {
    it("stores one message, mails the topic's mailbox (reply-to the sender) and a copy to the sender", async () => {
      const client = await clientFrom(base());
      const body = message({ email: 'Fenna.Contact@Example.nl' });
      const before = await contentCounts(db());
      const answer = await client.send('POST', '/contact/', body);
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({ detail: CONTACT_SENT });
      const after = await contentCounts(db());
      expect(after.contact).toBe(before.contact + 1);
      expect(after.outbox).toBe(before.outbox + 2);

      const [toBox] = (await outboxTo(client, BUSINESS.mailboxes.verhuur)).filter((m) =>
        m.text.includes('fenna.contact@example.nl'),
      );
      expect(toBox?.reply_to).toBe('fenna.contact@example.nl');
      expect(toBox?.subject).toContain('Fenna de Wit');
      expect(toBox?.text).toContain('Hebben jullie deze zomer nog een cameraset vrij');
      const copies = await outboxTo(client, 'fenna.contact@example.nl');
      expect(copies).toHaveLength(1);
      expect(copies[0]?.text).toContain('Hallo Fenna de Wit,');
      expect(copies[0]?.text).toContain('Hebben jullie deze zomer nog een cameraset vrij');
    });

    it('stores the subject as "Contactformulier" whatever was sent, and the topic as its key', async () => {
      const client = await clientFrom(base());
      const email = 'subject-check@example.nl';
      expect((await client.send('POST', '/contact/', message({ email, to: 'duplicatie' }))).status).toBe(201);
      const [row] = await db().select().from(t.contactMessages).where(eq(t.contactMessages.email, email));
      expect(row).toMatchObject({
        subject: 'Contactformulier',
        topic: 'duplicatie',
        phone: '06 12 34 56 78',
      });
      expect(await outboxTo(client, BUSINESS.mailboxes.duplicatie)).not.toHaveLength(0);
    });

    async function refused(overrides: Record<string, unknown>, expected: Errors) {
      const client = await clientFrom(base());
      const before = await contentCounts(db());
      const answer = await client.send<Errors>('POST', '/contact/', message(overrides));
      expect(answer.status, JSON.stringify(overrides)).toBe(400);
      expect(answer.body, JSON.stringify(overrides)).toEqual(expected);
      expect(await contentCounts(db())).toEqual(before);
    }

    it('refuses each field with its own Dutch message, storing and mailing nothing', async () => {
      await refused({ name: '' }, { name: [CONTACT_MESSAGES.name] });
      await refused({ name: null }, { name: ['Vul je naam in.'] });
      await refused({ name: 'x'.repeat(101) }, { name: ['Gebruik maximaal 100 tekens.'] });
      await refused({ email: '' }, { email: ['Vul een geldig e-mailadres in.'] });
      await refused({ email: 'fenna@example' }, { email: ['Vul een geldig e-mailadres in.'] });
      await refused({ phone: '0612' }, { phone: ['Vul een geldig telefoonnummer in.'] });
      await refused({ phone: 'bel me maar' }, { phone: ['Vul een geldig telefoonnummer in.'] });
      await refused({ message: '   ' }, { message: ['Schrijf een bericht.'] });
      await refused({ message: 'x'.repeat(5001) }, { message: ['Gebruik maximaal 5000 tekens.'] });
      await refused({ message: 42 }, { message: ['Schrijf een bericht.'] });
    });

    it('takes a topic, never an address: an unknown topic or an address is refused', async () => {
      for (const to of [
        'onbekend',
        'info@studiolumen.nl',
        'aanvaller@evil.example',
        'Verhuur',
        '',
        null,
        3,
        ['verhuur'],
      ])
        await refused({ to }, { to: ['Kies een onderwerp.'] });
    });

    it('reports every field at once', async () => {
      const client = await clientFrom(base());
      const answer = await client.send<Errors>('POST', '/contact/', {});
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body).sort()).toEqual(['email', 'message', 'name', 'to']);
      const notJson = await client.send<Errors>('POST', '/contact/', ['verhuur']);
      expect(notJson.status).toBe(400);
    });

    it('answers a filled honeypot with the same 201, storing and mailing nothing', async () => {
      const client = await clientFrom(base());
      const before = await contentCounts(db());
      const email = 'robot@example.nl';
      const answer = await client.send(
        'POST',
        '/contact/',
        message({ email, website: 'https://spam.example' }),
      );
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({ detail: CONTACT_SENT });
      expect(await contentCounts(db())).toEqual(before);
      expect(await outboxTo(client, email)).toHaveLength(0);
    });

    it('allows 5 messages per client per 10 minutes, then 429 with Retry-After and nothing stored', async () => {
      const client = await clientFrom(base());
      for (let i = 0; i < 5; i++)
        expect((await client.send('POST', '/contact/', message())).status).toBe(201);
      const before = await contentCounts(db());
      const answer = await client.send('POST', '/contact/', message());
      expect(answer.status).toBe(429);
      expect(answer.body).toEqual({ detail: CONTACT_TOO_MANY });
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await contentCounts(db())).toEqual(before);
      // Another client is not held back by this one.
      const other = await clientFrom(base());
      expect((await other.send('POST', '/contact/', message())).status).toBe(201);
    });

    it('needs the CSRF token', async () => {
      const client = new Client(base());
      const answer = await client.request('POST', '/contact/', { body: JSON.stringify(message()) });
      expect(answer.status).toBe(403);
    });
  });

  describe('GET /api/duplication/', () => {
    it('lists every format of the price list in its display order, each price as the api writes money', async () => {
      const list = await new Client(base()).ok<DuplicationServiceAnswer[]>('/duplication/');
      expect(list).toEqual(
        duplicationServices.map((seed) => ({
          id: expect.any(Number),
          slug: seed.slug,
          name: seed.name,
          description: seed.description,
          unit: seed.unit,
          price: toAmount(seed.priceCents),
          turnaround: seed.turnaround,
        })),
      );
    });
  });

  describe('campaign pages and the duplication page', () => {
    it.each([
      ['cmp/zomeractie-verhuur', 'CAMPAIGN', '/verhuur/camera/cinema/'],
      ['cmp/open-avond-opleidingen', 'PAGEALTERNATEBLOCKS', '/educatie/opleidingen/'],
      ['cmp/nieuwe-studio', 'MOVING', '/contact'],
      ['duplicatie', 'DEFAULT', 'duplicatie@studiolumen.nl'],
    ])('%s is a %s page with Dutch blocks', async (path, template, link) => {
      const page = await new Client(base()).ok<PageAnswer>(`/main/pages/${path}/`);
      expect(page).toMatchObject({ slug: path, template });
      expect(page.blocks.length).toBeGreaterThanOrEqual(3);
      expect(page.blocks.map((b) => b.content).join('')).toContain(link);
    });

    it('are added to a database seeded before them, leaving an existing (edited) page alone', async () => {
      const [studio] = await db().select().from(t.pages).where(eq(t.pages.path, 'cmp/nieuwe-studio'));
      if (!studio) throw new Error('cmp/nieuwe-studio is missing');
      await db().delete(t.pages).where(eq(t.pages.id, studio.id));
      await db().delete(t.duplicationServices);
      await db().update(t.pages).set({ title: 'Bewerkt' }).where(eq(t.pages.path, 'cmp/zomeractie-verhuur'));
      await db().transaction((tx) => seedContentExtras(tx));
      const client = new Client(base());
      const page = await client.ok<PageAnswer>('/main/pages/cmp/nieuwe-studio/');
      expect(page).toMatchObject({ template: 'MOVING', title: studio.title });
      expect(page.blocks.length).toBeGreaterThanOrEqual(3);
      expect((await client.ok<PageAnswer>('/main/pages/cmp/zomeractie-verhuur/')).title).toBe('Bewerkt');
      expect(await client.ok<unknown[]>('/duplication/')).toHaveLength(10);
      // Run again, nothing more is added.
      await db().transaction((tx) => seedContentExtras(tx));
      expect(await client.ok<unknown[]>('/duplication/')).toHaveLength(10);
      const pages = await db().select().from(t.pages).where(eq(t.pages.path, 'cmp/nieuwe-studio'));
      expect(pages).toHaveLength(1);
    });
  });
}
