import { describe, expect, it } from 'vitest';
import type { CourseAnswer, CourseCardAnswer } from '../../api/education/courses.ts';
import type { SectionAnswer } from '../../api/education/sections.ts';
import { toAmount } from '../../domain/money.ts';
import { Client, type Paged } from './harness.ts';
import { course, coursesInCategory, coursesInSection, seedData, twoUsedCategories } from './seed-facts.ts';

type Category = {
  id: number;
  slug: string;
  name: string;
  data: { canonical_name: string };
  children: Category[];
};

export function catalogueSuite(base: () => string) {
  const client = () => new Client(base());

  describe('sections', () => {
    it('lists every section in menu order, paged or as a bare array', async () => {
      const expected = [...seedData.sections].sort((a, b) => a.position - b.position).map((s) => s.slug);
      const bare = await client().ok<SectionAnswer[]>('/sections/?no_page=true');
      expect(bare.map((s) => s.slug)).toEqual(expected);
      expect(expected.slice(0, 4)).toEqual(['opleidingen', 'cursussen', 'workshops', 'tussenjaar']);
      const paged = await client().ok<Paged<SectionAnswer>>('/sections/');
      expect(paged).toMatchObject({ count: expected.length, next: null, previous: null });
      expect(paged.results.map((s) => s.slug)).toEqual(expected);
    });

    it('answers one section with its quotes and FAQs in order', async () => {
      for (const seed of seedData.sections) {
        const section = await client().ok<SectionAnswer>(`/sections/${seed.slug}/`);
        expect(section.name).toBe(seed.name);
        expect(section.menu_name).toBe(seed.menuName ?? seed.name);
        expect(section.disabled).toBe(seed.disabled ?? false);
        expect(section.quotes.map((q) => q.quote)).toEqual(seed.quotes.map((q) => q.quote));
        expect(section.quotes.map((q) => q.author_age)).toEqual(seed.quotes.map((q) => q.authorAge ?? null));
        expect(section.faqs.map((f) => f.question)).toEqual(seed.faqs.map((f) => f.question));
        expect(section.page === null).toBe(seed.page === undefined);
      }
    });

    it('filters by slug__in and id__in, and 404s an unknown slug', async () => {
      const some = await client().ok<SectionAnswer[]>('/sections/?no_page&slug__in=workshops,opleidingen');
      expect(some.map((s) => s.slug)).toEqual(['opleidingen', 'workshops']);
      const byId = await client().ok<SectionAnswer[]>(`/sections/?no_page&id__in=${some[1]?.id}`);
      expect(byId.map((s) => s.slug)).toEqual(['workshops']);
      const missing = await client().get('/sections/bestaat-niet/');
      expect(missing).toMatchObject({ status: 404, body: { detail: 'Niet gevonden.' } });
    });
  });

  describe('courses', () => {
    it('answers montage-basis with price, banner, categories, sections, quotes and FAQs', async () => {
      const seed = course('montage-basis');
      const c = await client().ok<CourseAnswer>('/courses/montage-basis/');
      expect(c).toMatchObject({
        slug: 'montage-basis',
        name: seed.name,
        description: seed.description,
        seo_description: seed.seoDescription,
        price: toAmount(seed.priceCents),
        banner: seed.hasBanner ? '/api/media/courses/montage-basis.svg' : null,
      });
      expect(c.price).toMatch(/^\d+\.\d{2}$/);
      expect(c.categories.map((x) => x.slug)).toEqual(seed.categories);
      expect(c.sections.map((x) => x.slug)).toEqual(seed.sections);
      expect(c.quotes.map((q) => q.author)).toEqual(seed.quotes.map((q) => q.author));
      expect(c.faqs.map((f) => f.question)).toEqual(seed.faqs.map((f) => f.question));
      expect(c.page === null).toBe(seed.page === undefined);
    });

    it('lists the courses of a section by name, optionally of one category', async () => {
      for (const section of seedData.sections) {
        const list = await client().ok<CourseAnswer[]>(`/courses/?no_page=1&sections__slug=${section.slug}`);
        expect(list.map((c) => c.slug)).toEqual(coursesInSection(section.slug));
      }
      const seed = course('montage-basis');
      const [section = '', category = ''] = [seed.sections[0], seed.categories[0]];
      const list = await client().ok<CourseAnswer[]>(
        `/courses/?no_page=true&sections__slug=${section}&categories__slug=${category}`,
      );
      expect(list.map((c) => c.slug)).toContain('montage-basis');
      expect(list.every((c) => c.categories.some((x) => x.slug === category))).toBe(true);
      expect(list.every((c) => c.sections.some((x) => x.slug === section))).toBe(true);
    });

    it('category__slug takes any of a comma list; with_runs keeps courses with a run from today', async () => {
      const [a, b] = twoUsedCategories();
      const list = await client().ok<CourseAnswer[]>(`/courses/?no_page&category__slug=${a},${b}`);
      const expected = new Set([...coursesInCategory(a), ...coursesInCategory(b)].map((c) => c.slug));
      expect(new Set(list.map((c) => c.slug))).toEqual(expected);

      const withRuns = await client().ok<CourseAnswer[]>('/courses/?no_page&with_runs=true');
      const slugs = withRuns.map((c) => c.slug);
      expect(slugs).toContain('montage-basis');
      expect(slugs).not.toContain('geluid-op-locatie');
      const without = await client().ok<CourseAnswer[]>('/courses/?no_page&with_runs=false');
      expect(without.map((c) => c.slug)).toContain('geluid-op-locatie');
      expect(withRuns.length + without.length).toBe(seedData.courses.length);
    });

    it('filters by slug__in and id__in; an unknown slug is a 404, a bad id list a 400', async () => {
      const two = await client().ok<CourseAnswer[]>(
        '/courses/?no_page&slug__in=geluid-op-locatie,montage-basis',
      );
      expect(two.map((c) => c.slug).sort()).toEqual(['geluid-op-locatie', 'montage-basis']);
      const one = await client().ok<CourseAnswer[]>(`/courses/?no_page&id__in=${two[0]?.id}`);
      expect(one).toHaveLength(1);
      expect(one[0]?.slug).toBe(two[0]?.slug);
      expect(await client().get('/courses/bestaat-niet/')).toMatchObject({
        status: 404,
        body: { detail: 'Niet gevonden.' },
      });
      const bad = await client().get<Record<string, string[]>>('/courses/?id__in=1,abc');
      expect(bad.status).toBe(400);
      expect(bad.body.id__in?.[0]).toMatch(/gehele getallen/);
      const badBool = await client().get<Record<string, string[]>>('/courses/?with_runs=misschien');
      expect(badBool.status).toBe(400);
      expect(Object.keys(badBool.body)).toEqual(['with_runs']);
    });

    it('a course without runs is still a course', async () => {
      const c = await client().ok<CourseAnswer>('/courses/geluid-op-locatie/');
      expect(c.price).toBe(toAmount(course('geluid-op-locatie').priceCents));
      const runs = await client().ok<unknown[]>('/runs/?no_page&course__slug=geluid-op-locatie');
      expect(runs).toEqual([]);
    });

    it('gap_year: the facts of both gap-year courses, null for every other course', async () => {
      const orientatie = await client().ok<CourseAnswer>('/courses/tussenjaar-orientatie/');
      expect(orientatie.price).toBe('3495.00');
      expect(orientatie.gap_year).toEqual({
        days_per_week: 2,
        rental_credit: '600.00',
        rental_discount_percent: 25,
        rental_discount_years: 2,
      });
      const creatief = await client().ok<CourseAnswer>('/courses/tussenjaar-creatief/');
      expect(creatief.price).toBe('4750.00');
      expect(creatief.gap_year).toEqual({
        days_per_week: 3,
        rental_credit: '750.00',
        rental_discount_percent: 25,
        rental_discount_years: 2,
      });
      const all = await client().ok<CourseAnswer[]>('/courses/?no_page');
      expect(all).toHaveLength(seedData.courses.length);
      const withGapYear = all.filter((c) => c.gap_year !== null).map((c) => c.slug);
      expect(withGapYear.sort()).toEqual(['tussenjaar-creatief', 'tussenjaar-orientatie']);
      // The list answers the same facts as the detail.
      expect(all.find((c) => c.slug === 'tussenjaar-creatief')?.gap_year).toEqual(creatief.gap_year);
    });
  });

  describe('course cards (view=card) and exclude', () => {
    const CARD_KEYS = ['banner', 'id', 'name', 'price', 'slug'];

    it('view=card answers the same courses in the same order, each only what a card shows', async () => {
      for (const filter of ['', '&with_runs=true', `&category__slug=${twoUsedCategories().join(',')}`]) {
        const courses = await client().ok<CourseAnswer[]>(`/courses/?no_page${filter}`);
        const cards = await client().ok<CourseCardAnswer[]>(`/courses/?no_page&view=card${filter}`);
        expect(cards.map((c) => c.id)).toEqual(courses.map((c) => c.id));
        for (const [i, card] of cards.entries()) {
          expect(Object.keys(card).sort()).toEqual(CARD_KEYS);
          const full = courses[i];
          expect(card).toEqual({
            id: full?.id,
            slug: full?.slug,
            name: full?.name,
            price: full?.price,
            banner: full?.banner,
          });
        }
      }
      const seed = course('montage-basis');
      const [card] = await client().ok<CourseCardAnswer[]>(
        '/courses/?no_page&view=card&slug__in=montage-basis',
      );
      expect(card).toMatchObject({ name: seed.name, price: toAmount(seed.priceCents) });
      expect(card?.banner).toBe(seed.hasBanner ? '/api/media/courses/montage-basis.svg' : null);
    });

    it('view=full (or an empty view) is the default answer, unchanged', async () => {
      const plain = await client().get('/courses/?no_page&with_runs=true');
      const full = await client().get('/courses/?no_page&with_runs=true&view=full');
      const empty = await client().get('/courses/?no_page&with_runs=true&view=');
      expect(full.text).toBe(plain.text);
      expect(empty.text).toBe(plain.text);
      const [first] = plain.body as CourseAnswer[];
      expect(Object.keys(first ?? {})).toContain('description');
    });

    it('exclude leaves one course out; page_size gives exactly the cards asked for', async () => {
      const [a, b] = twoUsedCategories();
      const filter = `with_runs=true&category__slug=${a},${b}`;
      const all = await client().ok<CourseCardAnswer[]>(`/courses/?no_page&view=card&${filter}`);
      expect(all.length).toBeGreaterThan(4);
      const left = all[1];
      const without = await client().ok<CourseCardAnswer[]>(
        `/courses/?no_page&view=card&${filter}&exclude=${left?.id}`,
      );
      expect(without.map((c) => c.id)).toEqual(all.filter((c) => c.id !== left?.id).map((c) => c.id));
      // Also on the full view, and an id no course has leaves everything in.
      const fullWithout = await client().ok<CourseAnswer[]>(
        `/courses/?no_page&${filter}&exclude=${left?.id}`,
      );
      expect(fullWithout.map((c) => c.id)).toEqual(without.map((c) => c.id));
      const none = await client().ok<CourseCardAnswer[]>(
        `/courses/?no_page&view=card&${filter}&exclude=99999`,
      );
      expect(none).toEqual(all);
      // The related courses of a course page: the first three, the course itself left out.
      const page = await client().ok<Paged<CourseCardAnswer>>(
        `/courses/?view=card&${filter}&exclude=${left?.id}&page_size=3`,
      );
      expect(page.count).toBe(all.length - 1);
      expect(page.previous).toBeNull();
      expect(page.next).toContain('page=2');
      expect(page.results).toEqual(without.slice(0, 3));
      const second = await client().ok<Paged<CourseCardAnswer>>(
        `/courses/?view=card&${filter}&exclude=${left?.id}&page_size=3&page=2`,
      );
      expect(second.results).toEqual(without.slice(3, 6));
    });

    it('a page of courses, cards or full, is the no_page list cut into pages, with its count', async () => {
      for (const view of ['card', 'full']) {
        const all = await client().ok<{ id: number }[]>(`/courses/?no_page&view=${view}`);
        expect(all.length).toBeGreaterThan(4);
        const seen: number[] = [];
        let path: string | null = `/courses/?view=${view}&page_size=2`;
        while (path) {
          const page: Paged<{ id: number }> = await client().ok(path);
          expect(page.count).toBe(all.length);
          seen.push(...page.results.map((c) => c.id));
          path = page.next?.slice(base().length) ?? null;
        }
        expect(seen).toEqual(all.map((c) => c.id));
        const last = Math.ceil(all.length / 2);
        expect(await client().get(`/courses/?view=${view}&page_size=2&page=${last + 1}`)).toMatchObject({
          status: 404,
          body: { detail: 'Ongeldige pagina.' },
        });
        // By offset, past the end: no results, the list's count still.
        const past = await client().ok<Paged<{ id: number }>>(
          `/courses/?view=${view}&offset=${all.length + 3}`,
        );
        expect(past).toMatchObject({ count: all.length, next: null, results: [] });
        const shifted = await client().ok<Paged<{ id: number }>>(
          `/courses/?view=${view}&offset=1&page_size=2`,
        );
        expect(shifted.results.map((c) => c.id)).toEqual(all.slice(1, 3).map((c) => c.id));
        // A filter that finds nothing: an empty first page, and no second.
        const none = await client().ok<Paged<{ id: number }>>(`/courses/?view=${view}&slug__in=bestaat-niet`);
        expect(none).toMatchObject({ count: 0, next: null, previous: null, results: [] });
        expect((await client().get(`/courses/?view=${view}&slug__in=bestaat-niet&page=2`)).status).toBe(404);
      }
    });

    it('a view or an exclude it cannot understand is a Dutch 400 on that parameter', async () => {
      for (const [query, param] of [
        ['view=foo', 'view'],
        ['view=CARD', 'view'],
        ['view=card&exclude=abc', 'exclude'],
        ['exclude=-1', 'exclude'],
        ['exclude=1,2', 'exclude'],
        ['exclude=99999999999', 'exclude'],
      ] as const) {
        const answer = await client().get<Record<string, string[]>>(`/courses/?no_page&${query}`);
        expect(answer.status, query).toBe(400);
        expect(Object.keys(answer.body), query).toEqual([param]);
        expect(answer.headers.get('cache-control'), query).toBe('no-store');
      }
      const view = await client().get<Record<string, string[]>>('/courses/?view=foo');
      expect(view.body).toEqual({ view: ['Onbekende weergave "foo"; kies full of card.'] });
      const exclude = await client().get<Record<string, string[]>>('/courses/?exclude=abc');
      expect(exclude.body).toEqual({ exclude: ['Voer het id van een cursus in (een geheel getal).'] });
      // An empty exclude is ignored, like any empty filter.
      expect((await client().get('/courses/?no_page&view=card&exclude=')).status).toBe(200);
    });
  });

  describe('categories', () => {
    it('lists top-level categories by name with their children nested', async () => {
      const list = await client().ok<Category[]>('/categories/?no_page');
      const roots = seedData.categories.filter((c) => !c.parent);
      expect(list.map((c) => c.slug).sort()).toEqual(roots.map((c) => c.slug).sort());
      expect(list.map((c) => c.name)).toEqual([...list.map((c) => c.name)].sort((x, y) => (x < y ? -1 : 1)));
      for (const category of list) {
        const seed = seedData.categories.find((c) => c.slug === category.slug);
        expect(category.data.canonical_name).toBe(seed?.canonicalName);
        const children = seedData.categories.filter((c) => c.parent === category.slug).map((c) => c.slug);
        expect(category.children.map((c) => c.slug).sort()).toEqual(children.sort());
      }
    });

    it('courses__sections__slug keeps only categories with a course in that section', async () => {
      const list = await client().ok<Category[]>('/categories/?no_page&courses__sections__slug=cursussen');
      const flat = (cs: Category[]): string[] => cs.flatMap((c) => [c.slug, ...flat(c.children)]);
      const expected = new Set(
        seedData.courses.filter((c) => c.sections.includes('cursussen')).flatMap((c) => c.categories),
      );
      expect(new Set(flat(list))).toEqual(expected);
      const one = await client().ok<Category[]>(`/categories/?no_page&slug__in=${[...expected][0]}`);
      expect(one.map((c) => c.slug)).toEqual([[...expected][0]]);
    });
  });

  describe('programs and FAQs', () => {
    it('answers the programme of a course, items in order', async () => {
      const seed = course('montage-basis');
      const programs = await client().ok<{ courses: { slug: string }[]; items: { name: string }[] }[]>(
        '/programs/?no_page&courses__slug=montage-basis',
      );
      expect(programs).toHaveLength(1);
      expect(programs[0]?.courses.map((c) => c.slug)).toEqual(['montage-basis']);
      expect(programs[0]?.items.map((i) => i.name)).toEqual(seed.programme.map((i) => i.name));
      const withProgramme = seedData.courses.filter((c) => c.programme.length > 0).map((c) => c.slug);
      const all = await client().ok<unknown[]>(
        `/programs/?no_page&courses__slug__in=${withProgramme.join(',')}`,
      );
      expect(all).toHaveLength(withProgramme.length);
    });

    it('everywhere=true answers exactly the general FAQs', async () => {
      const general = await client().ok<{ question: string }[]>('/faqs/?no_page&everywhere=true');
      expect(general.map((f) => f.question)).toEqual(seedData.generalFaqs.map((f) => f.question));
      const all = await client().ok<Paged<unknown>>('/faqs/?page_size=1');
      const total =
        seedData.generalFaqs.length +
        seedData.sections.reduce((n, s) => n + s.faqs.length, 0) +
        seedData.courses.reduce((n, c) => n + c.faqs.length, 0);
      expect(all.count).toBe(total);
      expect(all.results).toHaveLength(1);
    });
  });
}
