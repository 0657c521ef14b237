import { describe, expect, it } from 'vitest';
import type { RunAnswer } from '../../api/education/runs.ts';
import { isHoliday } from '../../domain/holidays.ts';
import { Client, NOW, type Paged } from './harness.ts';
import { course, seedData } from './seed-facts.ts';

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

export function runsSuite(base: () => string) {
  const client = () => new Client(base());

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
