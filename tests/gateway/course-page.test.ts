import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi } from '../../api/start-api.ts';
import { createGateway } from '../../gateway/create-gateway.ts';
import { NOW, startStack } from './stack.ts';
import { webOperation } from './web-operations.ts';

// Everything the course page shows, in one operation: the web's own CoursePage query.
const COURSE_PAGE = webOperation('CoursePage');

type CoursePage = {
  course: null | {
    id: string;
    slug: string;
    name: string;
    price: { cents: number; formatted: string };
    section: { slug: string } | null;
    quotes: unknown[];
    faqs: unknown[];
    blocks: unknown[] | null;
    programme: { name: string }[] | null;
    runs:
      | { startDate: string; dates: string[]; registrationOpen: boolean; course: { slug: string } }[]
      | null;
    related: { slug: string }[] | null;
  };
  openDays: { date: string }[];
  widget: { title: string } | null;
};

let stack: Awaited<ReturnType<typeof startStack>>;
beforeAll(async () => {
  stack = await startStack({}, {}, { sharedApi: true });
});
afterAll(async () => {
  await stack?.close();
});

describe('course page query', () => {
  it('answers every part of the course page from the real api', async () => {
    const { body } = await stack.query<CoursePage>(COURSE_PAGE, { slug: 'montage-basis' });
    expect(body.errors).toBeUndefined();
    const course = body.data?.course;
    expect(course?.name).toBe('Montage basis');
    expect(course?.price).toEqual({ cents: 69500, formatted: '€\u00a0695,00' });
    expect(course?.section?.slug).toBe('cursussen');
    expect(course?.programme?.length).toBeGreaterThanOrEqual(6);
    expect(course?.faqs.length).toBeGreaterThanOrEqual(3);
    expect(course?.quotes.length).toBeGreaterThanOrEqual(2);
    expect(course?.blocks?.length).toBeGreaterThanOrEqual(2);
    // Only upcoming runs, in date order, each knowing its course without another call.
    const runs = course?.runs ?? [];
    expect(runs.length).toBe(2);
    expect(runs.every((run) => run.startDate >= NOW && run.registrationOpen)).toBe(true);
    expect(runs.map((run) => run.startDate)).toEqual([...runs.map((run) => run.startDate)].sort());
    expect(runs[0]?.dates).toHaveLength(8);
    expect(runs[0]?.course.slug).toBe('montage-basis');
    expect(course?.related?.map((c) => c.slug)).not.toContain('montage-basis');
    expect(body.data?.openDays.every((day) => day.date >= NOW)).toBe(true);
    expect(body.data?.widget?.title).toBeTruthy();
  });

  it('costs at most two upstream waves, batching the nested parts', async () => {
    const { body } = await stack.query(COURSE_PAGE, { slug: 'montage-basis' });
    // Wave 1: the course, open days, the widget. Wave 2: runs, programme, blocks and related
    // courses — one call each, never one per item. The breadcrumb's section is the one the
    // course names ({id, slug, name}): no call.
    expect(body.extensions?.upstream).toEqual({ calls: 7, waves: 2 });
  });

  it('asks each list for what the page shows: 3 related cards, upcoming runs only', async () => {
    const before = stack.seen.length;
    const { body } = await stack.query<CoursePage>(COURSE_PAGE, { slug: 'montage-basis' });
    expect(body.errors).toBeUndefined();
    const calls = stack.seen.slice(before);
    const related = calls.filter((path) => path.includes('view=card'));
    expect(related).toHaveLength(1);
    const params = new URL(related[0] ?? '', 'http://api').searchParams;
    expect(params.get('page_size')).toBe('3');
    expect(params.get('with_runs')).toBe('true');
    expect(params.get('exclude')).toBe(body.data?.course?.id);
    // No other course list, and no list of sections: the page fetches no full course it drops.
    expect(calls.filter((path) => path.startsWith('/api/courses/') && !path.includes('view=card'))).toEqual([
      '/api/courses/?no_page=true&slug__in=montage-basis',
    ]);
    expect(calls.some((path) => path.startsWith('/api/sections/'))).toBe(false);
    const runs = calls.filter((path) => path.startsWith('/api/runs/'));
    expect(runs).toHaveLength(1);
    expect(new URL(runs[0] ?? '', 'http://api').searchParams.get('starts_later')).toBe(NOW);
    expect(body.data?.course?.related).toHaveLength(3);
  });

  it('answers any Course field of a related card, loading the full course only when asked', async () => {
    const { body } = await stack.query<{
      course: {
        related: {
          slug: string;
          name: string;
          bannerUrl: string;
          price: { cents: number };
          description: string;
          seoDescription: string;
          categories: { slug: string }[];
          section: { slug: string; menuName: string } | null;
          quotes: unknown[];
          faqs: unknown[];
          runs: { course: { slug: string } }[];
          related: { slug: string }[];
        }[];
      };
    }>(
      `query($slug: String!) { course(slug: $slug) { related(first: 2) {
        slug name bannerUrl price { cents } description seoDescription categories { slug }
        section { slug menuName } quotes { quote } faqs { question } runs { course { slug } }
        related(first: 1) { slug }
      } } }`,
      { slug: 'montage-basis' },
    );
    expect(body.errors).toBeUndefined();
    const cards = body.data?.course.related ?? [];
    expect(cards).toHaveLength(2);
    for (const card of cards) {
      const { body: own } = await stack.query<{
        course: { description: string; seoDescription: string; price: { cents: number } };
      }>('query($slug: String!) { course(slug: $slug) { description seoDescription price { cents } } }', {
        slug: card.slug,
      });
      expect(card.description).toBe(own.data?.course.description);
      expect(card.seoDescription).toBe(own.data?.course.seoDescription);
      expect(card.price).toEqual(own.data?.course.price);
      expect(card.categories.length).toBeGreaterThan(0);
      expect(card.section?.menuName).toBeTruthy();
      expect(card.runs.every((run) => run.course.slug === card.slug)).toBe(true);
      expect(card.related.map((c) => c.slug)).not.toContain(card.slug);
    }
    // The full courses of both cards come in one batched call.
    const full = stack.seen.filter((path) => path.includes('/api/courses/?no_page=true&id__in='));
    expect(full.at(-1)?.split('id__in=')[1]?.split(',')).toHaveLength(2);
  });

  it("a course's section resolves its other fields through the section loader when asked", async () => {
    const { body } = await stack.query<{
      course: { section: { slug: string; name: string; menuName: string; faqs: unknown[] } };
    }>('query($slug: String!) { course(slug: $slug) { section { slug name menuName faqs { id } } } }', {
      slug: 'montage-basis',
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.course.section).toMatchObject({
      slug: 'cursussen',
      name: 'Cursussen',
      menuName: 'Cursussen',
    });
    expect(body.data?.course.section.faqs.length).toBeGreaterThan(0);
    expect(body.extensions?.upstream).toEqual({ calls: 2, waves: 2 });
  });

  it('answers null, not an error, for a course that does not exist', async () => {
    const { body } = await stack.query<CoursePage>(COURSE_PAGE, { slug: 'bestaat-niet' });
    expect(body.errors).toBeUndefined();
    expect(body.data?.course).toBeNull();
  });

  it('returns past runs too when asked', async () => {
    const { body } = await stack.query<{ course: { runs: { startDate: string }[] } }>(
      'query($slug: String!) { course(slug: $slug) { runs(upcoming: false) { startDate } } }',
      { slug: 'montage-basis' },
    );
    const dates = body.data?.course.runs.map((run) => run.startDate) ?? [];
    expect(dates).toHaveLength(3);
    expect(dates.some((date) => date < NOW)).toBe(true);
  });

  it('a failing upstream call nulls only its own field and says so in errors', async () => {
    stack.fail('/programs/');
    try {
      const { body } = await stack.query<CoursePage>(COURSE_PAGE, { slug: 'montage-basis' });
      expect(body.data?.course?.programme).toBeNull();
      expect(body.data?.course?.name).toBe('Montage basis');
      expect(body.data?.course?.runs?.length).toBe(2);
      expect(body.data?.course?.blocks?.length).toBeGreaterThan(0);
      expect(body.errors).toHaveLength(1);
      expect(body.errors?.[0]?.path).toEqual(['course', 'programme']);
      expect(body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    } finally {
      stack.heal();
    }
  });

  it('relays the api cookies: csrftoken on a query, sessionid once a mutation starts a session', async () => {
    // A read starts no session at the api (lazy sessions): only the CSRF cookie comes back.
    const { response } = await stack.query('{ sections { slug } }');
    const cookies = response.headers.getSetCookie().map((c) => c.split('=')[0]);
    expect(cookies).toEqual(['csrftoken']);
    const csrf = response.headers.getSetCookie()[0]?.split(';', 1)[0] ?? '';
    const token = csrf.split('=')[1] ?? '';

    // stack.ts's proxy forwards GETs only, so the mutation goes to a gateway in front of its own api.
    const api = await startApi({ dataDir: 'memory://', now: NOW, port: 0 });
    const { app, apollo } = await createGateway({ apiUrl: api.url, now: NOW });
    const server = app.listen(0, '127.0.0.1');
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      const mutation = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: csrf, 'x-csrftoken': token },
        body: JSON.stringify({
          query: 'mutation { subscribeToNewsletter(email: "cookies@example.nl") { ok } }',
        }),
      });
      const body = (await mutation.json()) as { data?: { subscribeToNewsletter: { ok: boolean } } };
      expect(body.data?.subscribeToNewsletter.ok).toBe(true);
      const session = mutation.headers.getSetCookie().find((c) => c.startsWith('sessionid='));
      expect(session).toMatch(/HttpOnly/);
      expect(mutation.headers.getSetCookie().some((c) => c.startsWith('csrftoken='))).toBe(false);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await apollo.stop();
      await api.close();
    }
  });
});

describe('figures the api owns', () => {
  it('answers each run whether it is open and which payment terms it allows, with their totals', async () => {
    const { body } = await stack.query<{
      course: {
        runs: { registrationOpen: boolean; paymentOptions: { terms: string; total: { cents: number } }[] }[];
      };
    }>(
      'query($slug: String!) { course(slug: $slug) { runs(upcoming: false) { startDate registrationOpen paymentOptions { terms label numberOfTerms total { cents } firstTerm { cents } perTerm { cents } } } } }',
      { slug: 'montage-basis' },
    );
    expect(body.errors).toBeUndefined();
    const runs = body.data?.course.runs ?? [];
    expect(runs.some((run) => !run.registrationOpen)).toBe(true);
    // A short course is paid at once: no instalments.
    for (const run of runs) expect(run.paymentOptions.map((o) => o.terms)).toEqual(['ONCE']);
  });

  it('answers the gap-year facts of a gap-year variant, null for other courses', async () => {
    const { body } = await stack.query<{
      a: { gapYear: { daysPerWeek: number; rentalCredit: { formatted: string } } | null };
      b: { gapYear: unknown };
    }>(
      '{ a: course(slug: "tussenjaar-orientatie") { gapYear { daysPerWeek rentalCredit { formatted } rentalDiscountPercent rentalDiscountYears } } b: course(slug: "montage-basis") { gapYear { daysPerWeek } } }',
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.a.gapYear).toEqual({
      daysPerWeek: 2,
      rentalCredit: { formatted: '€\u00a0600,00' },
      rentalDiscountPercent: 25,
      rentalDiscountYears: 2,
    });
    expect(body.data?.b.gapYear).toBeNull();
  });
});
