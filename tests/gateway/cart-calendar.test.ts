import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../gateway/create-gateway.ts';
import type { GraphQLResponse } from './stack.ts';

// The period editor's calendar: computed in the gateway from domain/ with its clock, no upstream
// call (the api here is an address nobody answers). NOW is Monday 23 November 2026; a bare date
// is noon UTC, 13:00 in Amsterdam, as the api reads it: today's slots 0-2 have started.

type Day = { date: string; holiday: string | null; slots: { id: number; label: string }[] };
type Calendar = { rentalCalendar: { today: string; days: Day[] } | null };

const CALENDAR = `query Calendar($from: Date!, $to: Date!) {
  rentalCalendar(from: $from, to: $to) { today days { date holiday slots { id label } } }
}`;
const NOWHERE = 'http://127.0.0.1:9/api';

const servers: { server: Server; stop: () => Promise<void> }[] = [];

async function gateway(now: string, cache = false): Promise<string> {
  const { app, apollo } = await createGateway({ apiUrl: NOWHERE, now, ...(cache ? { cache: {} } : {}) });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  servers.push({ server, stop: () => apollo.stop() });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let url: string;
beforeAll(async () => {
  url = await gateway('2026-11-23', true);
});
afterAll(async () => {
  for (const { server, stop } of servers) {
    await new Promise((resolve) => server.close(resolve));
    await stop();
  }
});

async function calendar(from: string, to: string, at = url) {
  const response = await fetch(`${at}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: CALENDAR, variables: { from, to } }),
  });
  return (await response.json()) as GraphQLResponse<Calendar>;
}

const slotIds = (day: Day | undefined) => day?.slots.map((slot) => slot.id);
const day = (days: Day[] | undefined, date: string) => days?.find((d) => d.date === date);

describe('rentalCalendar', () => {
  it('answers every day of the range in order, with today from the gateway clock and no upstream call', async () => {
    const body = await calendar('2026-11-20', '2026-11-30');
    expect(body.errors).toBeUndefined();
    expect(body.extensions?.upstream?.calls).toBe(0);
    const result = body.data?.rentalCalendar;
    expect(result?.today).toBe('2026-11-23');
    expect(result?.days.map((d) => d.date)).toEqual([
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
    ]);
    // Before today and the weekend: nothing to choose; a working day: the four slots of §9.
    expect(slotIds(day(result?.days, '2026-11-20'))).toEqual([]);
    expect(slotIds(day(result?.days, '2026-11-21'))).toEqual([]);
    expect(slotIds(day(result?.days, '2026-11-22'))).toEqual([]);
    expect(day(result?.days, '2026-11-24')?.slots).toEqual([
      { id: 0, label: '09:00–10:00' },
      { id: 1, label: '10:00–13:00' },
      { id: 2, label: '13:00–16:00' },
      { id: 3, label: '16:00–17:00' },
    ]);
    expect(slotIds(day(result?.days, '2026-11-28'))).toEqual([]);
  });

  it("offers only today's slots that have not started (13:00: slot 2 starts now, so only 3)", async () => {
    const body = await calendar('2026-11-23', '2026-11-23');
    expect(slotIds(body.data?.rentalCalendar?.days[0])).toEqual([3]);
  });

  it('follows the time of day of NOW: at 10:30 slots 2 and 3 are still open, after 16:00 none', async () => {
    const morning = await calendar('2026-11-23', '2026-11-24', await gateway('2026-11-23T10:30'));
    expect(slotIds(morning.data?.rentalCalendar?.days[0])).toEqual([2, 3]);
    expect(slotIds(morning.data?.rentalCalendar?.days[1])).toEqual([0, 1, 2, 3]);
    const evening = await calendar('2026-11-23', '2026-11-23', await gateway('2026-11-23T16:00:00+01:00'));
    expect(evening.data?.rentalCalendar?.today).toBe('2026-11-23');
    expect(slotIds(evening.data?.rentalCalendar?.days[0])).toEqual([]);
  });

  it('closes on Christmas and New Year with their names, and shortens 24 and 31 December', async () => {
    const body = await calendar('2026-12-23', '2027-01-04');
    const days = body.data?.rentalCalendar?.days;
    expect(day(days, '2026-12-23')?.holiday).toBeNull();
    expect(slotIds(day(days, '2026-12-23'))).toEqual([0, 1, 2, 3]);
    for (const date of ['2026-12-24', '2026-12-31']) {
      expect(day(days, date)?.slots).toEqual([
        { id: 0, label: '09:00–10:00' },
        { id: 1, label: '10:00–13:00' },
        { id: 2, label: '13:00–15:00' },
      ]);
    }
    expect(day(days, '2026-12-25')).toEqual({ date: '2026-12-25', holiday: 'Eerste Kerstdag', slots: [] });
    // Tweede Kerstdag is a Saturday: closed twice over, and still named.
    expect(day(days, '2026-12-26')).toEqual({ date: '2026-12-26', holiday: 'Tweede Kerstdag', slots: [] });
    expect(day(days, '2027-01-01')).toEqual({ date: '2027-01-01', holiday: 'Nieuwjaarsdag', slots: [] });
    expect(slotIds(day(days, '2027-01-04'))).toEqual([0, 1, 2, 3]);
  });

  it('names Koningsdag and Pinksteren as closed days', async () => {
    const body = await calendar('2027-04-26', '2027-05-18');
    const days = body.data?.rentalCalendar?.days;
    expect(day(days, '2027-04-27')).toEqual({ date: '2027-04-27', holiday: 'Koningsdag', slots: [] });
    expect(slotIds(day(days, '2027-04-26'))).toEqual([0, 1, 2, 3]);
    expect(day(days, '2027-05-17')).toEqual({ date: '2027-05-17', holiday: 'Tweede Pinksterdag', slots: [] });
  });

  it('answers up to 93 days at once', async () => {
    const body = await calendar('2026-11-20', '2027-02-20');
    expect(body.errors).toBeUndefined();
    expect(body.data?.rentalCalendar?.days).toHaveLength(93);
  });

  it('refuses a backwards, too long or invalid range in Dutch (BAD_USER_INPUT), with no answer', async () => {
    const cases: [string, string, RegExp][] = [
      ['2026-12-01', '2026-11-30', /vóór de begindatum/],
      ['2026-11-20', '2027-02-21', /hoogstens 93 dagen/],
      ['2026-02-30', '2026-03-01', /JJJJ-MM-DD/],
      ['2026-11-23', '23-11-2026', /JJJJ-MM-DD/],
      ['0001-01-01', '9999-12-31', /hoogstens 93 dagen/],
    ];
    for (const [from, to, message] of cases) {
      const body = await calendar(from, to);
      expect(body.data?.rentalCalendar ?? null, `${from}..${to}`).toBeNull();
      expect(body.errors?.[0]?.extensions?.code, `${from}..${to}`).toBe('BAD_USER_INPUT');
      expect(body.errors?.[0]?.message, `${from}..${to}`).toMatch(message);
    }
  });

  it('has no bookable day past 2059 (holidays are not known there), and the last day of 9999 is answered', async () => {
    const body = await calendar('9999-12-20', '9999-12-31');
    expect(body.errors).toBeUndefined();
    expect(body.data?.rentalCalendar?.days).toHaveLength(12);
    expect(body.data?.rentalCalendar?.days.every((d) => d.slots.length === 0)).toBe(true);
  });

  it('is public for 60 seconds: a GET answer says so to browsers and CDNs', async () => {
    const search = new URLSearchParams({
      query: CALENDAR,
      variables: JSON.stringify({ from: '2026-11-23', to: '2026-11-27' }),
    });
    const response = await fetch(`${url}/graphql?${search}`, {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
  });
});
