import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../api/db/open-database.ts';
import * as t from '../../api/db/schema.ts';
import type { CourseRegistrationAnswer } from '../../api/education/course-registrations.ts';
import type { PaymentOptionAnswer, RunAnswer } from '../../api/education/runs.ts';
import { addDays } from '../../domain/dates.ts';
import { isHoliday } from '../../domain/holidays.ts';
import { courseBody, type Errors, formClient, runLength } from './forms-fixtures.ts';
import { Client, NOW, type Paged } from './harness.ts';
import { course, seedData } from './seed-facts.ts';

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

const NBSP = '\u00a0'; // formatEuro writes "€ 30,00" with U+00A0
const LABELS = {
  ON: 'In één keer betalen',
  TH: `In 3 maandelijkse termijnen (+ €${NBSP}30,00)`,
  SI: `In 6 maandelijkse termijnen (+ €${NBSP}60,00)`,
};

/** Options as [terms, label, number_of_terms, total, first_term, per_term] rows. */
const table = (options: PaymentOptionAnswer[]) =>
  options.map((o) => [o.terms, o.label, o.number_of_terms, o.total, o.first_term, o.per_term]);

type ExtraRun = { startDate: string; priceCents: number; dates: string[] };

/**
 * Add runs of montage-basis that the seed lacks (one starting today, one that started yesterday,
 * a long one at a round price), run `check` with their ids, then remove them (and any
 * registration for them), so the other tests see the seed alone.
 */
async function withRuns(db: Db, runs: ExtraRun[], check: (ids: number[]) => Promise<void>) {
  const [montage] = await db
    .select({ id: t.courses.id })
    .from(t.courses)
    .where(eq(t.courses.slug, 'montage-basis'));
  const ids: number[] = [];
  try {
    for (const run of runs) {
      const [row] = await db
        .insert(t.runs)
        .values({
          courseId: montage?.id ?? null,
          startDate: run.startDate,
          numberOfLessons: run.dates.length,
          priceCents: run.priceCents,
          startTime: '19:00',
          endTime: '22:00',
        })
        .returning({ id: t.runs.id });
      if (!row) throw new Error('run insert returned nothing');
      ids.push(row.id);
      await db.insert(t.runDates).values(run.dates.map((date) => ({ runId: row.id, date })));
    }
    await check(ids);
  } finally {
    if (ids.length > 0) {
      await db.delete(t.courseRegistrations).where(inArray(t.courseRegistrations.runId, ids));
      await db.delete(t.runs).where(inArray(t.runs.id, ids));
    }
  }
}

const weekly = (start: string, lessons: number, interval = 7) =>
  Array.from({ length: lessons }, (_, i) => addDays(start, i * interval));

export function runsSuite(base: () => string, db: () => Db) {
  const client = () => new Client(base());

  describe('run figures from domain/runs.ts: registration_open and payment_options', () => {
    it('a run starting today is open, one that started yesterday is not; the registration agrees', async () => {
      const yesterday = addDays(NOW, -1);
      await withRuns(
        db(),
        [
          { startDate: NOW, priceCents: 69500, dates: weekly(NOW, 8) },
          { startDate: yesterday, priceCents: 69500, dates: weekly(yesterday, 8) },
        ],
        async ([todayId, yesterdayId]) => {
          const today = await client().ok<RunAnswer>(`/runs/${todayId}/`);
          const past = await client().ok<RunAnswer>(`/runs/${yesterdayId}/`);
          expect(today.registration_open).toBe(true);
          expect(past.registration_open).toBe(false);
          const listed = await client().ok<RunAnswer[]>(`/runs/?no_page&id__in=${todayId},${yesterdayId}`);
          expect(listed.map((r) => [r.start_date, r.registration_open])).toEqual([
            [yesterday, false],
            [NOW, true],
          ]);
          // The rule shown is the rule enforced.
          const form = await formClient(base());
          const accepted = await form.post<CourseRegistrationAnswer>(
            '/courseregistration/',
            courseBody({ run: today, course: 'montage-basis' }),
          );
          expect(accepted.status).toBe(201);
          const refused = await form.post<Errors>(
            '/courseregistration/',
            courseBody({ run: past, course: 'montage-basis' }),
          );
          expect(refused.status).toBe(400);
          expect(refused.body.run).toEqual(['Voor deze startdatum kun je je niet meer inschrijven.']);
        },
      );
    });

    it('every seeded run is open exactly when it starts today or later; the seed has both', async () => {
      const runs = await client().ok<RunAnswer[]>('/runs/?no_page');
      for (const run of runs) expect(run.registration_open, run.start_date).toBe(run.start_date >= NOW);
      expect(runs.some((r) => r.registration_open)).toBe(true);
      expect(runs.some((r) => !r.registration_open)).toBe(true);
    });

    it("montage-basis's short runs offer only ON, at the run's price", async () => {
      const runs = await client().ok<RunAnswer[]>('/runs/?no_page&course__slug=montage-basis');
      expect(runs.length).toBeGreaterThan(0);
      for (const run of runs) {
        expect(runLength(run)).toBeLessThan(60);
        expect(table(run.payment_options)).toEqual([['ON', LABELS.ON, 1, run.price, run.price, run.price]]);
      }
    });

    it('a long run at 1000.00 offers ON, TH and SI; the first term carries the rounding cents', async () => {
      // Monthly lessons over 168 days: at least 150, so SI too.
      await withRuns(
        db(),
        [{ startDate: addDays(NOW, 14), priceCents: 100000, dates: weekly(addDays(NOW, 14), 7, 28) }],
        async ([id]) => {
          const run = await client().ok<RunAnswer>(`/runs/${id}/`);
          expect(table(run.payment_options)).toEqual([
            ['ON', LABELS.ON, 1, '1000.00', '1000.00', '1000.00'],
            ['TH', LABELS.TH, 3, '1030.00', '343.34', '343.33'],
            ['SI', LABELS.SI, 6, '1060.00', '176.70', '176.66'],
          ]);
          // Registering in six terms costs what the option shows.
          const form = await formClient(base());
          const answer = await form.post<CourseRegistrationAnswer>(
            '/courseregistration/',
            courseBody(
              { run, course: 'montage-basis' },
              { payment: 'I', payment_terms: 'SI', iban: 'NL91ABNA0417164300' },
            ),
          );
          expect(answer.status).toBe(201);
          expect(answer.body).toMatchObject({ price: '1000.00', surcharge: '60.00', total: '1060.00' });
        },
      );
    });

    it('the gap-year runs (34 weeks) offer every term, with hand-computed figures', async () => {
      const orientatie = await client().ok<RunAnswer[]>('/runs/?no_page&course__slug=tussenjaar-orientatie');
      const creatief = await client().ok<RunAnswer[]>('/runs/?no_page&course__slug=tussenjaar-creatief');
      expect(orientatie.length).toBeGreaterThan(0);
      expect(creatief.length).toBeGreaterThan(0);
      for (const run of orientatie) {
        expect(table(run.payment_options)).toEqual([
          ['ON', LABELS.ON, 1, '3495.00', '3495.00', '3495.00'],
          ['TH', LABELS.TH, 3, '3525.00', '1175.00', '1175.00'],
          ['SI', LABELS.SI, 6, '3555.00', '592.50', '592.50'],
        ]);
      }
      for (const run of creatief) {
        expect(table(run.payment_options)).toEqual([
          ['ON', LABELS.ON, 1, '4750.00', '4750.00', '4750.00'],
          ['TH', LABELS.TH, 3, '4780.00', '1593.34', '1593.33'],
          ['SI', LABELS.SI, 6, '4810.00', '801.70', '801.66'],
        ]);
      }
    });

    it('the registration accepts exactly the terms a run offers, at the total it shows', async () => {
      const form = await formClient(base());
      const courses = await form.ok<{ id: number; slug: string }[]>('/courses/?no_page');
      const slugOf = new Map(courses.map((c) => [c.id, c.slug]));
      const upcoming = await form.ok<RunAnswer[]>(`/runs/?no_page&has_course=true&starts_later=${NOW}`);
      // One upcoming run of each kind: ON only, ON and TH, all three.
      const kinds = [1, 2, 3].map((n) => upcoming.find((r) => r.payment_options.length === n));
      for (const run of kinds) {
        if (!run) throw new Error('seed lacks an upcoming run of some payment kind');
        const offered = new Map(run.payment_options.map((o) => [o.terms, o]));
        for (const terms of ['ON', 'TH', 'SI'] as const) {
          const answer = await form.post<CourseRegistrationAnswer & Errors>(
            '/courseregistration/',
            courseBody(
              { run, course: slugOf.get(run.course ?? 0) ?? '' },
              { payment: 'I', payment_terms: terms, iban: 'NL91ABNA0417164300' },
            ),
          );
          const option = offered.get(terms);
          expect(answer.status, `${run.id} ${terms}`).toBe(option ? 201 : 400);
          if (option) expect(answer.body.total).toBe(option.total);
          else expect(answer.body.payment_terms).toHaveLength(1);
        }
      }
    });
  });

  describe('runs', () => {
    it('answers the runs of montage-basis by start date, with lesson dates off holidays', async () => {
      const seed = course('montage-basis');
      const runs = await client().ok<RunAnswer[]>('/runs/?course__slug=montage-basis&no_page');
      expect(runs).toHaveLength(seed.runs.length);
      const starts = runs.map((r) => r.start_date);
      expect(starts).toEqual([...starts].sort());
      expect(starts.some((d) => d < NOW)).toBe(true);
      expect(starts.some((d) => d >= NOW)).toBe(true);
      const course_ = await client().ok<{ id: number }>('/courses/montage-basis/');
      for (const run of runs) {
        expect(run.course).toBe(course_.id);
        expect(run.dates).toHaveLength(run.number_of_lessons);
        expect(run.dates[0]?.date).toBe(run.start_date);
        expect([0, 6]).not.toContain(weekday(run.start_date));
        expect(run.dates.some((d) => isHoliday(d.date))).toBe(false);
        expect(run.price).toMatch(/^\d+\.\d{2}$/);
      }
    });

    it('starts_later drops past runs, starts_before drops later ones', async () => {
      const all = await client().ok<RunAnswer[]>('/runs/?no_page');
      const later = await client().ok<RunAnswer[]>(`/runs/?no_page&starts_later=${NOW}`);
      const before = await client().ok<RunAnswer[]>(`/runs/?no_page&starts_before=${NOW}`);
      expect(later.length).toBeGreaterThan(0);
      expect(later.length).toBeLessThan(all.length);
      expect(later.every((r) => r.start_date >= NOW)).toBe(true);
      expect(before.every((r) => r.start_date <= NOW)).toBe(true);
      expect(all.filter((r) => r.start_date >= NOW).map((r) => r.id)).toEqual(later.map((r) => r.id));
    });

    it('orders by -start_date on request and rejects an unknown ordering or date', async () => {
      const up = await client().ok<RunAnswer[]>('/runs/?no_page&ordering=start_date');
      const down = await client().ok<RunAnswer[]>('/runs/?no_page&ordering=-start_date');
      expect(down.map((r) => r.id)).toEqual([...up].reverse().map((r) => r.id));
      const badOrder = await client().get<Record<string, string[]>>('/runs/?ordering=naam');
      expect(badOrder.status).toBe(400);
      expect(badOrder.body.ordering?.[0]).toMatch(/sortering/);
      const badDate = await client().get<Record<string, string[]>>('/runs/?starts_later=23-11-2026');
      expect(badDate.status).toBe(400);
      expect(badDate.body.starts_later?.[0]).toMatch(/JJJJ-MM-DD/);
      const impossible = await client().get('/runs/?starts_before=2026-02-30');
      expect(impossible.status).toBe(400);
    });

    it('filters by course__slug__in, course__categories__slug, has_course and id__in', async () => {
      const withRuns = seedData.courses.filter((c) => c.runs.length > 0);
      const slugs = withRuns.slice(0, 2).map((c) => c.slug);
      const runs = await client().ok<RunAnswer[]>(`/runs/?no_page&course__slug__in=${slugs.join(',')}`);
      expect(runs).toHaveLength(withRuns.slice(0, 2).reduce((n, c) => n + c.runs.length, 0));

      const category = course('montage-basis').categories[0] ?? '';
      const inCategory = await client().ok<RunAnswer[]>(
        `/runs/?no_page&course__categories__slug=${category}`,
      );
      const expected = seedData.courses
        .filter((c) => c.categories.includes(category))
        .reduce((n, c) => n + c.runs.length, 0);
      expect(inCategory).toHaveLength(expected);

      const all = await client().ok<RunAnswer[]>('/runs/?no_page');
      const withCourse = await client().ok<RunAnswer[]>('/runs/?no_page&has_course=true');
      expect(withCourse.length).toBe(all.filter((r) => r.course !== null).length);
      const ids = [all[0]?.id, all[2]?.id];
      const picked = await client().ok<RunAnswer[]>(`/runs/?no_page&id__in=${ids.join(',')}`);
      expect(picked.map((r) => r.id)).toEqual(ids);
    });

    it('home: the next four runs of a course, paged with absolute next/previous links', async () => {
      const c = client();
      const first = await c.ok<Paged<RunAnswer>>(
        `/runs/?has_course=true&starts_later=${NOW}&page_size=4&ordering=start_date`,
      );
      const total = (await c.ok<RunAnswer[]>(`/runs/?no_page&has_course=true&starts_later=${NOW}`)).length;
      expect(first.count).toBe(total);
      expect(first.results).toHaveLength(Math.min(4, total));
      expect(first.previous).toBeNull();
      if (total > 4) {
        expect(first.next).toBe(
          `${base()}/runs/?has_course=true&starts_later=${NOW}&page_size=4&ordering=start_date&page=2`,
        );
        const second = await c.ok<Paged<RunAnswer>>((first.next ?? '').slice(base().length));
        expect(second.previous).toBe(
          `${base()}/runs/?has_course=true&starts_later=${NOW}&page_size=4&ordering=start_date`,
        );
        expect((second.results[0]?.start_date ?? '') >= (first.results[3]?.start_date ?? '')).toBe(true);
        expect(second.results.map((r) => r.id)).not.toContain(first.results[0]?.id);
      }
    });

    it('pages: default size 20, a page past the end is 404, bad numbers are 400', async () => {
      const all = await client().ok<RunAnswer[]>('/runs/?no_page');
      const page = await client().ok<Paged<RunAnswer>>('/runs/');
      expect(page.count).toBe(all.length);
      expect(page.results).toHaveLength(Math.min(20, all.length));
      const last = Math.ceil(all.length / 2);
      const lastPage = await client().ok<Paged<RunAnswer>>(`/runs/?page_size=2&page=${last}`);
      expect(lastPage.next).toBeNull();
      const pageBefore = last - 1 > 1 ? `&page=${last - 1}` : '';
      expect(lastPage.previous).toBe(`${base()}/runs/?page_size=2${pageBefore}`);
      for (const p of [0, -1, last + 1]) {
        expect(await client().get(`/runs/?page_size=2&page=${p}`)).toMatchObject({
          status: 404,
          body: { detail: 'Ongeldige pagina.' },
        });
      }
      expect(await client().get('/runs/?page=twee')).toMatchObject({
        status: 400,
        body: { page: ['Voer een geheel getal in.'] },
      });
      expect(await client().get('/runs/?page_size=veel')).toMatchObject({
        status: 400,
        body: { page_size: expect.any(Array) },
      });
      expect((await client().get('/runs/?page_size=0')).status).toBe(400);
      const capped = await client().ok<Paged<RunAnswer>>('/runs/?page_size=1000');
      expect(capped.results.length).toBe(Math.min(100, all.length));
    });

    it('offset paging: consecutive pages without overlap or gap, next/previous carry offset', async () => {
      const c = client();
      const query = `has_course=true&starts_later=${NOW}&ordering=start_date&page_size=7`;
      const all = await c.ok<RunAnswer[]>(`/runs/?no_page&has_course=true&starts_later=${NOW}`);
      const seen: number[] = [];
      let path: string | null = `/runs/?${query}&offset=0`;
      let pages = 0;
      while (path) {
        const page: Paged<RunAnswer> = await c.ok<Paged<RunAnswer>>(path);
        expect(page.count).toBe(all.length);
        expect(page.previous).toBe(pages === 0 ? null : `${base()}/runs/?${query}&offset=${(pages - 1) * 7}`);
        seen.push(...page.results.map((r) => r.id));
        pages += 1;
        const expectedNext = pages * 7 < all.length ? `${base()}/runs/?${query}&offset=${pages * 7}` : null;
        expect(page.next).toBe(expectedNext);
        path = page.next?.slice(base().length) ?? null;
      }
      expect(seen).toEqual(all.map((r) => r.id));
      expect(new Set(seen).size).toBe(seen.length);
      // The agenda's "more" continues at any offset, not only at page boundaries.
      const shifted = await c.ok<Paged<RunAnswer>>(`/runs/?${query}&offset=3`);
      expect(shifted.results.map((r) => r.id)).toEqual(all.slice(3, 10).map((r) => r.id));
      expect(shifted.previous).toBe(`${base()}/runs/?${query}&offset=0`);
      const past = await c.ok<Paged<RunAnswer>>(`/runs/?${query}&offset=${all.length + 5}`);
      expect(past).toMatchObject({ count: all.length, next: null, results: [] });
    });

    it('offset: with page is a 400, and must be a whole number of 0 or more', async () => {
      expect(await client().get('/runs/?offset=20&page=2')).toMatchObject({
        status: 400,
        body: { offset: ['Gebruik offset of page, niet allebei.'] },
      });
      for (const bad of ['-1', 'tien', '1.5']) {
        expect(await client().get(`/runs/?offset=${bad}`)).toMatchObject({
          status: 400,
          body: { offset: ['Voer een geheel getal van 0 of meer in.'] },
        });
      }
    });

    it('every run has its lesson hours as HH:MM, as the seed states them', async () => {
      const runs = await client().ok<RunAnswer[]>('/runs/?no_page&course__slug=montage-basis');
      const seed = course('montage-basis').runs;
      expect(runs.map((r) => [r.start_time, r.end_time])).toEqual(seed.map((r) => [r.startTime, r.endTime]));
      const all = await client().ok<RunAnswer[]>('/runs/?no_page');
      for (const run of all) {
        expect(run.start_time, String(run.id)).toMatch(/^\d{2}:\d{2}$/);
        expect(run.end_time, String(run.id)).toMatch(/^\d{2}:\d{2}$/);
        expect((run.start_time ?? '') < (run.end_time ?? ''), String(run.id)).toBe(true);
      }
      const [one] = all;
      expect(await client().ok<RunAnswer>(`/runs/${one?.id}/`)).toMatchObject({
        start_time: one?.start_time,
        end_time: one?.end_time,
      });
    });

    it('answers one run by id; unknown or non-numeric ids are 404', async () => {
      const [run] = await client().ok<RunAnswer[]>('/runs/?no_page&course__slug=montage-basis');
      expect(await client().ok<RunAnswer>(`/runs/${run?.id}/`)).toEqual(run);
      for (const id of ['999999', 'abc', '99999999999']) {
        expect(await client().get(`/runs/${id}/`)).toMatchObject({
          status: 404,
          body: { detail: 'Niet gevonden.' },
        });
      }
      expect((await client().get('/runs/?id__in=99999999999')).status).toBe(400);
    });
  });
}
