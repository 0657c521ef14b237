import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type FieldError, visitor } from './checkout-browser.ts';
import { startStack } from './stack.ts';

// The contact form (sendContactMessage) and the duplication price list (issue 12) over a real api:
// the mail lands in the api's development outbox at the topic's mailbox, never at an address the
// visitor chose; refusals are the api's Dutch messages under the form's field names.

let stack: Awaited<ReturnType<typeof startStack>>;
beforeAll(async () => {
  stack = await startStack({}, {}, { sharedApi: true });
});
afterAll(() => stack?.close());

const SEND = `mutation($input: ContactInput!) {
  sendContactMessage(input: $input) { ok message errors { field messages } } }`;
type Payload = { ok: boolean; message: string | null; errors: FieldError[] };
type Mail = { to: string; subject: string; text: string };

const input = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sanne Bakker',
  email: 'sanne@example.nl',
  phone: '06 1234 5678',
  message: 'Kunnen jullie mijn Hi8-banden digitaliseren?',
  topic: 'DUPLICATIE',
  ...overrides,
});

async function outbox(to: string): Promise<Mail[]> {
  const response = await fetch(`${stack.apiUrl}/dev/outbox/?no_page=true&to=${encodeURIComponent(to)}`);
  const body = (await response.json()) as Mail[] | { results: Mail[] };
  return Array.isArray(body) ? body : body.results;
}

async function send(b: Browser, overrides: Record<string, unknown> = {}) {
  return (await b.ask<Payload>(SEND, { input: input(overrides) })).data;
}

describe('sendContactMessage', () => {
  it("mails the topic's mailbox (subject Contactformulier) and a copy to the sender", async () => {
    const b = await visitor(stack);
    const message = `Vraag over VHS ${crypto.randomUUID()}`;
    const answer = await send(b, { topic: 'VERHUUR', message, email: 'klant.verhuur@example.nl' });
    expect(answer).toEqual({
      ok: true,
      message: 'Bericht is verzonden. Wij nemen zo snel mogelijk contact op.',
      errors: [],
    });
    const mails = (await outbox('verhuur@studiolumen.nl')).filter((mail) => mail.text.includes(message));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('Contactformulier');
    // Nothing went to another mailbox.
    expect((await outbox('duplicatie@studiolumen.nl')).some((mail) => mail.text.includes(message))).toBe(
      false,
    );
    expect(await outbox('klant.verhuur@example.nl')).toHaveLength(1);
  });

  it('answers every field error at once in Dutch, under the form names, and mails nothing', async () => {
    const b = await visitor(stack);
    const before = (await outbox('duplicatie@studiolumen.nl')).length;
    const answer = await send(b, { name: '', email: 'geen-adres', phone: '12', message: '' });
    expect(answer.ok).toBe(false);
    expect(answer.message).toBeNull();
    const byField = Object.fromEntries(answer.errors.map((error) => [error.field, error.messages]));
    expect(byField).toEqual({
      name: ['Vul je naam in.'],
      email: ['Vul een geldig e-mailadres in.'],
      phone: ['Vul een geldig telefoonnummer in.'],
      message: ['Schrijf een bericht.'],
    });
    expect(await outbox('duplicatie@studiolumen.nl')).toHaveLength(before);
  });

  it('answers a filled honeypot as a success and mails nothing', async () => {
    const b = await visitor(stack);
    const message = `Spam ${crypto.randomUUID()}`;
    const answer = await send(b, { website: 'https://spam.example', message, topic: 'ALGEMEEN' });
    expect(answer.ok).toBe(true);
    expect((await outbox('info@studiolumen.nl')).some((mail) => mail.text.includes(message))).toBe(false);
    expect(await outbox('sanne@example.nl')).toEqual([]);
  });

  it('refuses a message without the CSRF header as the form’s general error', async () => {
    const b = await visitor(stack);
    const message = `Zonder token ${crypto.randomUUID()}`;
    const { body } = await b.send<{ sendContactMessage: Payload }>(
      SEND,
      { input: input({ message }) },
      false,
    );
    const answer = body.data?.sendContactMessage;
    expect(answer?.ok).toBe(false);
    expect(answer?.errors.map((error) => error.field)).toEqual(['general']);
    expect((await outbox('duplicatie@studiolumen.nl')).some((mail) => mail.text.includes(message))).toBe(
      false,
    );
  });

  it('refuses a topic that is none of the five before any upstream call', async () => {
    const before = stack.seen.length;
    const { body } = await stack.query(SEND, { input: input({ topic: 'info@example.nl' }) });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(stack.seen.length).toBe(before);
  });
});

describe('duplicationServices', () => {
  const QUERY = `{ duplicationServices { id slug name description unit price { cents formatted } turnaround }
    page(path: "duplicatie") { title } }`;
  type Service = {
    name: string;
    unit: string;
    price: { cents: number; formatted: string };
    turnaround: string;
  };
  type Answer = { duplicationServices: Service[] | null; page: { title: string } | null };

  it('lists the formats with their prices incl. BTW, in one upstream call', async () => {
    const { body } = await stack.query<Answer>(
      '{ duplicationServices { name unit price { cents formatted } turnaround } }',
    );
    expect(body.errors).toBeUndefined();
    const services = body.data?.duplicationServices ?? [];
    expect(services.map((service) => service.name)).toEqual(
      expect.arrayContaining(['VHS', 'Video8 / Hi8', 'MiniDV']),
    );
    for (const service of services) {
      expect(service.price.cents).toBeGreaterThan(0);
      expect(service.price.formatted).toMatch(/^€\s?\d/);
      expect(service.unit).toMatch(/^per /);
    }
    expect(body.extensions?.upstream?.calls).toBe(1);
  });

  it('is null when the api fails, and the rest of the page still answers', async () => {
    stack.fail('/duplication/');
    try {
      const { body } = await stack.query<Answer>(QUERY);
      expect(body.errors).toBeUndefined();
      expect(body.data?.duplicationServices).toBeNull();
      expect(body.data?.page?.title).toBeTruthy();
    } finally {
      stack.heal();
    }
  });
});
