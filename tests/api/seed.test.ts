import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'drizzle-orm';
import { eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { createClock } from '../../api/clock.ts';
import { invoices, users } from '../../api/db/schema.ts';
import { seedData } from '../../api/seed/data/index.ts';
import { DEMO_USERS } from '../../api/seed/demo-accounts.ts';
import { openDayDate, runDates } from '../../api/seed/seed.ts';
import { openSeededDatabase } from '../../api/seed/seeded-database.ts';
import { startApi } from '../../api/start-api.ts';
import { addDays, weekday } from '../../domain/dates.ts';
import { isHoliday } from '../../domain/holidays.ts';
import { NOW } from './harness.ts';

describe('seed dates', () => {
  it('starts a run on the next working day and moves a lesson on a holiday by one interval', () => {
    // Friday 18 December 2026: the next two Fridays are Christmas Day and New Year's Day.
    const dates = runDates({ startOffsetDays: 0, numberOfLessons: 3, intervalDays: 7 }, '2026-12-18');
    expect(dates).toEqual(['2026-12-18', '2027-01-08', '2027-01-15']);
    // Saturday + 0 starts on Monday.
    expect(runDates({ startOffsetDays: 0, numberOfLessons: 1, intervalDays: 7 }, '2026-11-21')).toEqual([
      '2026-11-23',
    ]);
  });

  it('keeps an open day off public holidays, on the same weekday', () => {
    // Friday 25 December and Friday 1 January are holidays: the open day moves to 8 January.
    expect(openDayDate(2, '2026-12-23')).toBe('2027-01-08');
    expect(openDayDate(0, '2026-11-28')).toBe('2026-11-28');
  });

  it('is deterministic: two fresh databases answer the same runs for the same day', async () => {
    // Both seeded from nothing, not copied from the run's template (api/db/pglite-template.ts).
    const template = process.env.PGLITE_TEMPLATE_DIR;
    delete process.env.PGLITE_TEMPLATE_DIR;
    const [a, b] = await Promise.all([
      startApi({ dataDir: 'memory://', now: NOW, port: 0 }),
      startApi({ dataDir: 'memory://', now: NOW, port: 0 }),
    ]).finally(() => {
      if (template !== undefined) process.env.PGLITE_TEMPLATE_DIR = template;
    });
    try {
      const [runsA, runsB] = await Promise.all(
        [a, b].map(async (api) => (await fetch(`${api.url}/runs/?no_page`)).text()),
      );
      expect(runsA).toBe(runsB);
      expect(JSON.parse(runsA ?? '[]').length).toBeGreaterThan(0);
      // The catalogue too: same trees, articles (ids, prices, stock, texts) and campaigns.
      for (const path of [
        '/shop/categorydump/',
        '/shop/articles/?no_page&view=full',
        '/shop/sales/?no_page',
      ]) {
        const [one, two] = await Promise.all(
          [a, b].map(async (api) => (await fetch(`${api.url}${path}`)).text()),
        );
        expect(one, path).toBe(two);
      }
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }, 120_000); // two databases migrated and seeded from nothing, side by side: slow on a busy machine
});

describe('query count', () => {
  it('loads nested parts of a list in a fixed number of queries, whatever the page size', async () => {
    const queries: string[] = [];
    const logger: Logger = { logQuery: (query) => queries.push(query) };
    const clock = createClock(NOW);
    const database = await openSeededDatabase({ dataDir: 'memory://', clock, logger });
    const server = createApp({ db: database.db, clock }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
    const count = async (path: string, cookie: string) => {
      queries.length = 0;
      const answer = await fetch(`${base}${path}`, { headers: { cookie } });
      expect(answer.status).toBe(200);
      return queries.length;
    };
    try {
      const first = await fetch(`${base}/sections/`);
      const cookie = first.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      for (const list of ['/courses/', '/runs/', '/sections/', '/programs/', '/main/internalpages/']) {
        const one = await count(`${list}?page_size=1`, cookie);
        const all = await count(`${list}?page_size=100`, cookie);
        expect(all, list).toBe(one);
        expect(await count(`${list}?no_page`, cookie), list).toBeLessThanOrEqual(one);
      }
      // A course, section, run or programme comes with its nested parts in one query.
      for (const path of [
        '/courses/montage-basis/',
        '/courses/?no_page',
        '/sections/cursussen/',
        '/sections/?no_page',
        '/runs/?no_page',
        '/programs/?no_page',
      ])
        expect(await count(path, cookie), path).toBe(1);
      // Course cards are the course rows alone: one query, paged or not (each row of a page carries
      // the list's count), as is a page of full courses.
      expect(await count('/courses/?view=card&no_page', cookie)).toBe(1);
      expect(
        await count(
          '/courses/?view=card&with_runs=true&category__slug=montage&exclude=1&page_size=3',
          cookie,
        ),
      ).toBe(1);
      expect(await count('/courses/?page_size=2&page=2', cookie)).toBe(1);
      // A page with its blocks is one query, by id or by path.
      expect(await count('/main/internalpages/?no_page&id__in=1,2,3', cookie)).toBe(1);
      expect(await count('/main/pages/over-ons/', cookie)).toBe(1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await database.close();
    }
  });
});

describe('run dates stay true to their remarks, whatever today is', () => {
  // Every start day over two weeks, including one just before Christmas.
  const todays = [...Array.from({ length: 14 }, (_, i) => addDays('2026-11-16', i)), '2027-12-20'];
  const runs = seedData.courses.flatMap((course) => course.runs);

  it('keeps a run on the weekday its remark names', () => {
    const named = runs.filter((run) => run.weekday);
    expect(named.length).toBeGreaterThan(0);
    for (const today of todays) {
      for (const run of named) {
        for (const date of runDates(run, today))
          expect(weekday(date) || 7, `${today} ${date}`).toBe(run.weekday);
      }
    }
  });

  it('teaches no lesson lasting past 15:00 on 24 or 31 December, no daily lesson at weekends, none on a holiday', () => {
    for (const today of todays) {
      for (const run of runs) {
        const dates = runDates(run, today);
        expect(dates).toHaveLength(run.numberOfLessons);
        for (const date of dates) {
          expect(isHoliday(date), date).toBe(false);
          if ((run.endTime ?? '17:00') > '15:00') expect(date.slice(5), date).not.toMatch(/^12-(24|31)$/);
          if (run.intervalDays < 7) expect([0, 6], date).not.toContain(weekday(date));
        }
      }
    }
  });
});

describe('the demo accounts', () => {
  it('are seeded once: a restart after a visitor changed demo@ starts and re-inserts nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'demo-seed-'));
    try {
      const first = await startApi({ dataDir: dir, now: NOW, port: 0, demoAccounts: true });
      const before = await first.db.select({ id: invoices.id }).from(invoices);
      // A visitor on /profiel moves demo@ to an address of their own and pays an invoice.
      await first.db
        .update(users)
        .set({ email: 'bezoeker@example.nl', username: 'bezoeker@example.nl' })
        .where(eq(users.email, DEMO_USERS.demo));
      await first.db.update(invoices).set({ paidAt: new Date() });
      await first.close();

      const again = await startApi({ dataDir: dir, now: NOW, port: 0, demoAccounts: true });
      try {
        expect(await again.db.select({ id: invoices.id }).from(invoices)).toHaveLength(before.length);
        expect(await again.db.select().from(users).where(eq(users.email, DEMO_USERS.demo))).toEqual([]);
        const unpaid = await again.db.select().from(invoices).where(isNull(invoices.paidAt));
        expect(unpaid).toEqual([]);
      } finally {
        await again.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
