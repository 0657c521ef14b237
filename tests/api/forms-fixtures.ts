import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import { countWhere } from '../../api/db/count.ts';
import type { Db } from '../../api/db/open-database.ts';
import * as t from '../../api/db/schema.ts';
import type { OpenDoorDayAnswer } from '../../api/education/open-door-days.ts';
import type { RunAnswer } from '../../api/education/runs.ts';
import type { OutboxAnswer } from '../../api/mail/dev-outbox.ts';
import { daysBetween } from '../../domain/dates.ts';
import { type Answer, Client, NOW } from './harness.ts';

// Shared by the forms suites: a browser-like client with a CSRF token, valid bodies to vary one
// field at a time, runs of a chosen length, and row/outbox counts.

export type Errors = Record<string, string[]>;

/** A client that has fetched its csrftoken and sends it back on every post. */
export async function formClient(base: string): Promise<Client & { post: typeof post }> {
  const client = new Client(base);
  await client.get('/opendoordays/?no_page');
  return Object.assign(client, { post });
}

function post<T = unknown>(this: Client, path: string, body: unknown): Promise<Answer<T>> {
  return this.request<T>('POST', path, { body: JSON.stringify(body), csrf: true });
}

/** Days from the first to the last lesson. */
export const runLength = (run: RunAnswer) =>
  daysBetween(run.dates[0]?.date ?? run.start_date, run.dates.at(-1)?.date ?? run.start_date);

export type CourseRun = { run: RunAnswer; course: string };

/** Upcoming runs with their course slug. */
export async function upcomingRuns(client: Client): Promise<CourseRun[]> {
  const runs = await client.ok<RunAnswer[]>(`/runs/?no_page&has_course=true&starts_later=${NOW}`);
  const courses = await client.ok<{ id: number; slug: string }[]>('/courses/?no_page');
  const slugOf = new Map(courses.map((c) => [c.id, c.slug]));
  return runs.map((run) => ({ run, course: slugOf.get(run.course ?? 0) ?? '' }));
}

/** The first upcoming run whose lessons span `min` up to (not including) `max` days. */
export async function runSpanning(client: Client, min: number, max = Number.POSITIVE_INFINITY) {
  const found = (await upcomingRuns(client)).find(({ run }) => runLength(run) >= min && runLength(run) < max);
  if (!found) throw new Error(`seed has no upcoming run of ${min}-${max} days`);
  return found;
}

let registrant = 0;

/**
 * A complete, valid registration for `run` (payment by transfer) from a new address each time
 * (one address registers once per run); vary one field per test.
 */
export function courseBody({ run, course }: CourseRun, overrides: Record<string, unknown> = {}) {
  registrant += 1;
  return {
    run: run.id,
    course,
    first_name: 'Anouk',
    last_name: 'de Vries',
    email: `anouk-${registrant}@example.nl`,
    phone: '06-12345678',
    street: 'Czaar Peterstraat',
    house_number: '12',
    postal_code: '1018pl',
    city: 'Amsterdam',
    date_of_birth: '1995-04-12',
    experience: '',
    remarks: '',
    payer: 'S',
    payer_details: '',
    payment: 'T',
    payment_terms: null,
    iban: '',
    open_door_day: false,
    accept: true,
    apply_for_stap: false,
    ...overrides,
  };
}

export async function openDays(client: Client, upcoming: boolean): Promise<OpenDoorDayAnswer[]> {
  return client.ok<OpenDoorDayAnswer[]>(`/opendoordays/?no_page&upcoming=${upcoming}`);
}

export function openDayBody(day: { id: number }, overrides: Record<string, unknown> = {}) {
  return {
    open_door_day: day.id,
    name: 'Sem Bakker',
    email: 'sem@example.nl',
    phone: '',
    persons: 2,
    remarks: '',
    ...overrides,
  };
}

export async function outboxTo(client: Client, to: string): Promise<OutboxAnswer[]> {
  return client.ok<OutboxAnswer[]>(`/dev/outbox/?no_page&to=${encodeURIComponent(to)}`);
}

export type Counts = Record<
  'courseRegistrations' | 'openDayRegistrations' | 'subscribers' | 'outbox',
  number
>;

const COUNTED: Record<keyof Counts, PgTable> = {
  courseRegistrations: t.courseRegistrations,
  openDayRegistrations: t.openDayRegistrations,
  subscribers: t.mailingListSubscribers,
  outbox: t.outbox,
};

/** Rows of every form table and the outbox. */
export async function counts(db: Db): Promise<Counts> {
  const entries = await Promise.all(
    Object.entries(COUNTED).map(async ([name, table]) => [name, await countWhere(db, table, undefined)]),
  );
  return Object.fromEntries(entries) as Counts;
}

/** Post `body` and expect a 400 whose `field` holds exactly `message`; the 400 body. */
export async function expectRejected(
  base: string,
  path: string,
  body: unknown,
  field: string,
  message: string,
) {
  const client = await formClient(base);
  const answer = await client.post<Errors>(path, body);
  expect(answer.status, JSON.stringify(body)).toBe(400);
  expect(answer.body[field], `${field} of ${JSON.stringify(answer.body)}`).toEqual([message]);
  return answer.body;
}
