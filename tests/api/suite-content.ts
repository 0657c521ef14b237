import { describe, expect, it } from 'vitest';
import { campaignPages } from '../../api/seed/data/campaign-pages.ts';
import { Client, NOW, type Paged } from './harness.ts';
import { course, seedData } from './seed-facts.ts';

type Block = { id: number; name: string; content: string };

export function contentSuite(base: () => string) {
  const client = () => new Client(base());

  describe('content', () => {
    it('serves content pages by path, nested paths too, 404 for an unknown one', async () => {
      for (const seed of seedData.pages) {
        const page = await client().ok<{ slug: string; title: string; template: string; blocks: Block[] }>(
          `/main/pages/${seed.path}/`,
        );
        expect(page).toMatchObject({ slug: seed.path, title: seed.title, template: seed.template });
        expect(page.blocks.map((b) => b.name)).toEqual(seed.blocks.map((b) => b.name));
      }
      expect(seedData.pages.some((p) => p.path === 'home')).toBe(true);
      expect(await client().get('/main/pages/bestaat/niet/')).toMatchObject({
        status: 404,
        body: { detail: 'Niet gevonden.' },
      });
    });

    it('lists every content page by path (for the sitemap), none of the block holders of courses', async () => {
      const all = await client().ok<{ path: string; title: string }[]>('/main/pages/?no_page=true');
      // The first seed's pages and those added later (campaign pages, duplicatie: content-extras.ts).
      const seeded = [...seedData.pages, ...campaignPages];
      expect(all.map((p) => p.path)).toEqual(seeded.map((p) => p.path).sort());
      expect(all.find((p) => p.path === 'home')?.title).toBe(
        seedData.pages.find((p) => p.path === 'home')?.title,
      );
      const paged = await client().ok<Paged<{ path: string }>>('/main/pages/?page_size=2');
      expect(paged.count).toBe(seeded.length);
      expect(paged.results).toHaveLength(2);
    });

    it('serves the blocks of a course page as an internal page, alone or by id__in', async () => {
      const seed = course('montage-basis');
      const c = await client().ok<{ page: { id: number } | null }>('/courses/montage-basis/');
      expect(c.page).not.toBeNull();
      const page = await client().ok<{ id: number; title: string; blocks: Block[] }>(
        `/main/internalpages/${c.page?.id}/`,
      );
      expect(page.blocks.map((b) => b.content)).toEqual(seed.page?.blocks.map((b) => b.content));
      const list = await client().ok<{ id: number }[]>(`/main/internalpages/?no_page&id__in=${c.page?.id}`);
      expect(list.map((p) => p.id)).toEqual([c.page?.id]);
      expect((await client().get('/main/internalpages/0/')).status).toBe(404);
    });

    it('lists widgets, by ref__in too', async () => {
      const all = await client().ok<{ ref: string; title: string }[]>('/main/widgets/?no_page=True');
      expect(all.map((w) => w.ref).sort()).toEqual(seedData.widgets.map((w) => w.ref).sort());
      const ref = seedData.widgets[0]?.ref ?? '';
      const one = await client().ok<{ ref: string; title: string }[]>(
        `/main/widgets/?no_page&ref__in=${ref},onbekend`,
      );
      expect(one).toEqual([expect.objectContaining({ ref, title: seedData.widgets[0]?.title })]);
    });

    it('answers the homepage banners with their links and generated images', async () => {
      const config = await client().ok<{
        banner_items: { image: string; content: string; links: { link_name: string }[] }[];
      }>('/homepageconfig/');
      const seed = seedData.homepage.bannerItems;
      expect(config.banner_items.map((b) => b.content)).toEqual(seed.map((b) => b.content));
      expect(config.banner_items.map((b) => b.image)).toEqual(
        seed.map((b) => `/api/media/banners/${b.image}.svg`),
      );
      expect(config.banner_items.map((b) => b.links.map((l) => l.link_name))).toEqual(
        seed.map((b) => b.links.map((l) => l.linkName)),
      );
    });

    it('lists open days by date; upcoming=true keeps today and later, off holidays', async () => {
      const all = await client().ok<{ date: string; time: string }[]>('/opendoordays/?no_page');
      expect(all).toHaveLength(seedData.openDays.length);
      const dates = all.map((d) => d.date);
      expect(dates).toEqual([...dates].sort());
      expect(all.every((d) => /^\d{2}:\d{2}$/.test(d.time))).toBe(true);
      const upcoming = await client().ok<Paged<{ date: string }>>('/opendoordays/?upcoming=true');
      expect(upcoming.results.length).toBeGreaterThan(0);
      expect(upcoming.results.every((d) => d.date >= NOW)).toBe(true);
      expect(upcoming.count).toBe(dates.filter((d) => d >= NOW).length);
    });
  });

  describe('media and health', () => {
    it('generates the same SVG for the same name, with its title; no outside hosts', async () => {
      const first = await client().get('/media/courses/montage-basis.svg');
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(first.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(first.headers.getSetCookie()).toEqual([]);
      expect(first.text).toContain('Montage basis');
      expect(first.text).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
      const again = await client().get('/media/courses/montage-basis.svg');
      expect(again.text).toBe(first.text);
      const other = await client().get('/media/courses/geluid-op-locatie.svg');
      expect(other.text).not.toBe(first.text);
    });

    it('404s unknown kinds and names that are not slugs', async () => {
      for (const path of [
        '/media/onbekend/x.svg',
        '/media/courses/Montage%20basis.svg',
        '/media/courses/x.png',
      ]) {
        expect(await client().get(path)).toMatchObject({ status: 404, body: { detail: 'Niet gevonden.' } });
      }
    });

    it('reports health including the database', async () => {
      const health = await client().get('/health/');
      expect(health).toMatchObject({ status: 200, body: { status: 'ok' } });
      expect(health.headers.get('cache-control')).toBe('no-store');
    });
  });
}
