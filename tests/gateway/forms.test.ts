import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApi, startApi } from '../../api/start-api.ts';
import { daysBetween } from '../../domain/dates.ts';
import { createGateway } from '../../gateway/create-gateway.ts';
import { type GraphQLResponse, NOW } from './stack.ts';
import { webOperation } from './web-operations.ts';

// The three form mutations through the gateway against the real api, as a browser sends them:
// a first query hands out the csrftoken cookie, the mutation sends it back with X-CSRFToken.
// (stack.ts's proxy forwards only GETs, so the gateway talks to the api directly here.)

type Payload = { ok: boolean; errors: { field: string; messages: string[] }[] };
type Run = { id: number; course: number; dates: { date: string }[] };

let api: RunningApi;
let gateway: Server;
let stopApollo: () => Promise<void>;
let gatewayUrl: string;

beforeAll(async () => {
  api = await startApi({ dataDir: 'memory://', now: NOW, port: 0, devOutbox: true });
  const { app, apollo } = await createGateway({ apiUrl: api.url, now: NOW });
  stopApollo = () => apollo.stop();
  gateway = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => gateway.once('listening', resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => gateway?.close(resolve));
  await stopApollo?.();
  await api?.close();
});

async function graphql<T>(
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string>,
) {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { body: (await response.json()) as GraphQLResponse<T>, response };
}

/** A browser: one query for the csrftoken cookie, then cookie + X-CSRFToken on every call. */
async function browser() {
  const { response } = await graphql('{ sections { slug } }', {}, {});
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('csrftoken=')) ?? '';
  const token = cookie.split(';', 1)[0]?.split('=')[1] ?? '';
  expect(token).not.toBe('');
  return <T>(query: string, variables: Record<string, unknown> = {}) =>
    graphql<T>(query, variables, { cookie: `csrftoken=${token}`, 'x-csrftoken': token });
}

const outbox = async (to: string) =>
  (await (await fetch(`${api.url}/dev/outbox/?no_page&to=${encodeURIComponent(to)}`)).json()) as {
    to: string;
  }[];

// The site's own mutations, as its forms send them.
const NEWSLETTER = webOperation('SubscribeToNewsletter');
const OPEN_DAY = webOperation('RegisterForOpenDay');
const COURSE = webOperation('RegisterForCourse');

/** Upcoming runs of montage-basis (short: one term only) and a run of another course. */
async function runs() {
  const all = (await (
    await fetch(`${api.url}/runs/?no_page&has_course=true&starts_later=${NOW}`)
  ).json()) as Run[];
  const [montage] = (await (await fetch(`${api.url}/courses/?no_page&slug__in=montage-basis`)).json()) as {
    id: number;
  }[];
  const short = all.find(
    (r) => r.course === montage?.id && daysBetween(r.dates[0]?.date ?? '', r.dates.at(-1)?.date ?? '') < 60,
  );
  const other = all.find((r) => r.course !== montage?.id);
  if (!short || !other) throw new Error('seed lacks the runs this test needs');
  return { short, other };
}

const courseInput = (runId: number, overrides: Record<string, unknown> = {}) => ({
  runId: String(runId),
  courseSlug: 'montage-basis',
  firstName: 'Noor',
  lastName: 'Jansen',
  email: 'noor@example.nl',
  phone: '06 1234 5678',
  postalCode: '1018 pl',
  dateOfBirth: '1998-03-14',
  accept: true,
  ...overrides,
});

describe('form mutations through the gateway', () => {
  it('subscribeToNewsletter: ok, one mail; an invalid address is an error on `email`', async () => {
    const send = await browser();
    const { body } = await send<{ subscribeToNewsletter: Payload }>(NEWSLETTER, {
      email: 'gateway@example.nl',
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.subscribeToNewsletter).toEqual({ ok: true, errors: [] });
    expect(await outbox('gateway@example.nl')).toHaveLength(1);
    const again = await send<{ subscribeToNewsletter: Payload }>(NEWSLETTER, { email: 'Gateway@example.nl' });
    expect(again.body.data?.subscribeToNewsletter).toEqual({ ok: true, errors: [] });
    const bad = await send<{ subscribeToNewsletter: Payload }>(NEWSLETTER, { email: 'geen-adres' });
    expect(bad.body.data?.subscribeToNewsletter).toEqual({
      ok: false,
      errors: [{ field: 'email', messages: ['Voer een geldig e-mailadres in.'] }],
    });
  });

  it('registerForOpenDay: ok; errors named openDayId, email and persons', async () => {
    const send = await browser();
    const days = (await (await fetch(`${api.url}/opendoordays/?no_page&upcoming=true`)).json()) as {
      id: number;
    }[];
    const input = { openDayId: String(days[0]?.id), name: 'Sem', email: 'sem-gw@example.nl', persons: 2 };
    const { body } = await send<{ registerForOpenDay: Payload }>(OPEN_DAY, { input });
    expect(body.data?.registerForOpenDay).toEqual({ ok: true, errors: [] });
    expect(await outbox('sem-gw@example.nl')).toHaveLength(1);
    const rejected = await send<{ registerForOpenDay: Payload }>(OPEN_DAY, {
      input: { ...input, openDayId: '999999', email: 'sem@', persons: 0 },
    });
    const payload = rejected.body.data?.registerForOpenDay;
    expect(payload?.ok).toBe(false);
    expect(payload?.errors.map((e) => e.field).sort()).toEqual(['email', 'openDayId', 'persons']);
  });

  it('registerForCourse: ok with direct debit at once; one mail to the registrant', async () => {
    const send = await browser();
    const { short } = await runs();
    const { body } = await send<{ registerForCourse: Payload }>(COURSE, {
      input: courseInput(short.id, {
        email: 'noor-ok@example.nl',
        payment: 'DIRECT_DEBIT',
        paymentTerms: 'ONCE',
        iban: 'NL91 ABNA 0417 1643 00',
        payer: 'OTHER',
        payerDetails: 'Werkgever BV, Amsterdam',
      }),
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.registerForCourse).toEqual({ ok: true, errors: [] });
    expect(await outbox('noor-ok@example.nl')).toHaveLength(1);
  });

  it('a rejected registration answers ok: false with errors named by GraphQL field', async () => {
    const send = await browser();
    const { short, other } = await runs();
    const { body } = await send<{ registerForCourse: Payload }>(COURSE, {
      input: courseInput(other.id, {
        email: 'noor-rejected@example.nl',
        firstName: '',
        payment: 'DIRECT_DEBIT',
        paymentTerms: 'ONCE',
        iban: 'NL91ABNA0417164301',
        accept: false,
      }),
    });
    const payload = body.data?.registerForCourse;
    expect(payload?.ok).toBe(false);
    const byField = Object.fromEntries((payload?.errors ?? []).map((e) => [e.field, e.messages]));
    expect(Object.keys(byField).sort()).toEqual(['accept', 'firstName', 'iban', 'runId']);
    expect(byField.runId).toEqual(['Deze startdatum hoort niet bij deze cursus.']);
    expect(await outbox('noor-rejected@example.nl')).toEqual([]);

    const tooLong = await send<{ registerForCourse: Payload }>(COURSE, {
      input: courseInput(short.id, {
        payment: 'DIRECT_DEBIT',
        paymentTerms: 'SIX',
        iban: 'NL91ABNA0417164300',
      }),
    });
    expect(tooLong.body.data?.registerForCourse.errors.map((e) => e.field)).toEqual(['paymentTerms']);

    // Registering the same address twice for one run is a message for the form as a whole.
    const input = courseInput(short.id, { email: 'noor-twice@example.nl' });
    expect(
      (await send<{ registerForCourse: Payload }>(COURSE, { input })).body.data?.registerForCourse.ok,
    ).toBe(true);
    const twice = await send<{ registerForCourse: Payload }>(COURSE, { input });
    expect(twice.body.data?.registerForCourse.ok).toBe(false);
    expect(twice.body.data?.registerForCourse.errors.map((e) => e.field)).toEqual(['general']);
  });

  it('without the browser csrftoken the api refuses the mutation: a general error, nothing stored', async () => {
    const { body } = await graphql<{ subscribeToNewsletter: Payload }>(
      NEWSLETTER,
      { email: 'no-csrf@example.nl' },
      {},
    );
    expect(body.data?.subscribeToNewsletter).toEqual({
      ok: false,
      errors: [{ field: 'general', messages: ['CSRF-controle mislukt.'] }],
    });
    expect(await outbox('no-csrf@example.nl')).toEqual([]);
  });
});
