import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueOrder } from '../../api/catalogue/article-shapes.ts';
import type { SearchResultAnswer } from '../../api/catalogue/search.ts';
import {
  MATCH_CAP,
  type Pass,
  passQuery,
  SEARCH_TIMED_OUT,
  searchPass,
  searchStatement,
} from '../../api/catalogue/search-pass.ts';
import { readQuery, textMatch } from '../../api/catalogue/search-query.ts';
import { lookupStrings, queryWords } from '../../api/catalogue/search-text.ts';
import { articles } from '../../api/catalogue/tables.ts';
import { loadCategoryTree } from '../../api/catalogue/tree.ts';
import { type Db, onServer } from '../../api/db/open-database.ts';
import { Client } from './harness.ts';

// What a search costs, without timing it: a broad word at 100,000 articles took 250-680 ms when
// the count, the window and the categories each matched every article again, and a list without
// q 240-720 ms when it sorted every article. These hold the shape that keeps it fast
// (tests/bench/search/bench.ts measures it): one statement, each text index read once, at most
// MATCH_CAP + 1 matches read for a text (the same ones every time), a list read from its index.

export function catalogueSearchCostSuite(base: () => string, db: () => Db) {
  const pass = async (q: string, extra: Partial<Pass> = {}): Promise<Pass> => {
    const text = textMatch(await readQuery(db(), q), 'all');
    const tree = await loadCategoryTree(db());
    return {
      base: text.match,
      inCategory: undefined,
      text,
      treeOrder: tree.order,
      offset: 0,
      limit: 12,
      ...extra,
    };
  };
  const planOf = (query: ReturnType<typeof passQuery>) =>
    db().transaction(async (tx) => {
      // At a few hundred rows the planner may rightly read the table; priced out, the plan shows
      // how the statement reads the indexes at 100,000.
      await tx.execute(sql`set local enable_seqscan = off`);
      const { rows } = (await tx.execute(sql`explain ${query}`)) as unknown as {
        rows: Record<string, string>[];
      };
      return rows.map((r) => Object.values(r)[0]).join('\n');
    });

  describe('search: cost', () => {
    it('reads the name matches first, then the others, and stops reading after the cap', async () => {
      // Each read of the text is a scan of an index (or a filter on another index), never the table.
      const reads = (plan: string, index: string) =>
        (plan.match(new RegExp(`Bitmap Index Scan on ${index}\\b`, 'g')) ?? []).length;
      const plan = await planOf(passQuery(await pass('camera')));
      // `named` by the name's own index, `rest` by the terms index, and the article named exactly
      // "camera", should it lie beyond the cap, by its name in lower case.
      expect(reads(plan, 'articles_name_terms_idx')).toBe(1);
      expect(reads(plan, 'articles_terms_idx')).toBe(1);
      expect(plan).toMatch(/Index Scan (on|using) articles_name_lower_idx/);
      expect(plan).not.toMatch(/Seq Scan on articles\b/);
      expect(plan).toMatch(/CTE named\n\s+->\s+Limit/);
      expect(plan).toMatch(/CTE rest\n\s+->\s+Limit/);
      // With a category, where the matches are (ignoring it) is read apart, also capped.
      const inCategory = sql`true`;
      const both = await planOf(passQuery(await pass('camera', { inCategory })));
      expect(reads(both, 'articles_terms_idx')).toBe(2);
      expect(both).toMatch(/CTE spread\n\s+->\s+Limit/);
    });

    it('counts up to the cap, pages within it, and still puts the exact name first', async () => {
      const all = await searchPass(db(), await pass('sony'));
      expect(all.capped).toBe(false);
      expect(all.count).toBeGreaterThan(10);
      const capped = await searchPass(db(), await pass('sony', { cap: 5, limit: 4 }));
      expect(capped).toMatchObject({ count: 5, capped: true });
      expect(capped.rows).toHaveLength(4);
      expect(capped.holding.length).toBeGreaterThan(0);
      const last = await searchPass(db(), await pass('sony', { cap: 5, offset: 4, limit: 4 }));
      expect(last.rows).toHaveLength(1);
      const past = await searchPass(db(), await pass('sony', { cap: 5, offset: 8 }));
      expect(past).toMatchObject({ count: 5, capped: true, rows: [] });
      // Two matches read, one shown: the article named exactly so is read on its own and comes first.
      const exact = await searchPass(db(), await pass('Sony FX6', { cap: 1 }));
      expect(exact.rows[0]?.name).toBe('Sony FX6');
    });

    it('reads the same capped matches every time, and its pages follow each other', async () => {
      // "camera": named so, or listed in a camera category; capped at 30, read in pages of 7.
      const pages = async () => {
        const ids: number[] = [];
        for (let offset = 0; offset < 35; offset += 7)
          ids.push(
            ...(await searchPass(db(), await pass('camera', { cap: 30, offset, limit: 7 }))).rows.map(
              (r) => r.id,
            ),
          );
        return ids;
      };
      const first = await pages();
      expect(first).toHaveLength(30);
      expect(new Set(first).size).toBe(30);
      expect(await pages()).toEqual(first);
      // The same 30 as one window, in the same order: no page repeats or skips an article.
      const whole = await searchPass(db(), await pass('camera', { cap: 30, limit: 30 }));
      expect(whole.rows.map((r) => r.id)).toEqual(first);
    });

    it('prefers the articles whose name has every word when more match than are read', async () => {
      const named = await searchPass(db(), await pass('camera', { cap: 1000, limit: 48 }));
      const inName = named.rows.filter((r) => /camera/i.test(`${r.brand} ${r.name}`)).length;
      const capped = await searchPass(db(), await pass('camera', { cap: inName, limit: inName }));
      // Capped at the number named so: exactly those are read, not the category's others.
      expect(capped.rows.every((r) => /camera/i.test(`${r.brand} ${r.name}`))).toBe(true);
    });

    it('lists without q from the list index, a deep page for the price of the first', async () => {
      const tree = await loadCategoryTree(db());
      const list = (extra: Partial<Pass> = {}): Pass => ({
        base: undefined,
        inCategory: undefined,
        text: undefined,
        treeOrder: tree.order,
        offset: 0,
        limit: 12,
        ...extra,
      });
      const plan = await planOf(passQuery(list({ offset: 300 })));
      expect(plan).not.toMatch(/Seq Scan on articles\b/);
      expect(plan).toMatch(/Index Only Scan using articles_list_idx/);
      // Every page, one after the other, is the whole list in the catalogue's order.
      const whole = await searchPass(db(), list({ limit: 1000 }));
      const paged: number[] = [];
      for (let offset = 0; offset < whole.count; offset += 48)
        paged.push(...(await searchPass(db(), list({ offset, limit: 48 }))).rows.map((r) => r.id));
      expect(paged).toEqual(whole.rows.map((r) => r.id));
      const ordered = await db()
        .select({ id: articles.id })
        .from(articles)
        .orderBy(...catalogueOrder(tree.order));
      expect(paged).toEqual(ordered.map((r) => r.id));
      expect(whole.count).toBe(ordered.length);
    });

    it('stops a search statement that runs too long on a server with a Dutch 503', async () => {
      const slow = searchStatement(db(), sql`select pg_sleep(0.5)`, 50);
      if (!onServer(db())) {
        // PGlite has no timeout (a transaction there would cost every search its prepared statement).
        await expect(slow).resolves.toHaveLength(1);
        return;
      }
      await expect(slow).rejects.toMatchObject({ status: 503, body: SEARCH_TIMED_OUT });
      // The connection is fine afterwards, and a normal search is not bounded by that timeout.
      await expect(searchStatement(db(), sql`select pg_sleep(0.1)`)).resolves.toHaveLength(1);
    });

    it('says whether the count was capped (never at a few hundred articles)', async () => {
      const answer = await new Client(base()).ok<SearchResultAnswer>('/search/?q=e&start=0&end=20');
      expect(answer.count_capped).toBe(false);
      expect(answer.count).toBeLessThanOrEqual(MATCH_CAP);
    });

    it('bounds the text work of any query: counted after normalising, long words read as typed', async () => {
      // "ﬃ" is one character typed and three letters read: 100 of them were 300 letters of
      // compound splits and typo keys (about 1 s of api CPU). Counted as read, it is a Dutch 400.
      const client = new Client(base());
      for (const q of ['ﬃ'.repeat(100), 'ﬃ '.repeat(50), 'ǆ'.repeat(100), '㎏'.repeat(100), 'ﬃ'.repeat(34)]) {
        const answer = await client.get<Record<string, string[]>>(`/search/?q=${encodeURIComponent(q)}`);
        expect(answer.status, q.slice(0, 10)).toBe(400);
        expect(answer.body).toEqual({ q: ['Zoek met hoogstens 100 tekens.'] });
      }
      // The worst that passes: what is looked up stays small and costs little, whatever is typed.
      const worst = [
        'ﬃ'.repeat(33),
        'a'.repeat(100),
        'abcdefghi '.repeat(10),
        'qwertyuiopasdfghjklz '.repeat(4),
        'camerastatiefledlampfotostatief '.repeat(3),
      ];
      for (const q of worst) {
        const started = process.cpuUsage();
        const { words } = queryWords(q);
        const { exact, keys } = lookupStrings(words);
        const spent = process.cpuUsage(started);
        expect(exact.length + keys.length, q.slice(0, 10)).toBeLessThanOrEqual(1500);
        expect((spent.user + spent.system) / 1000, q.slice(0, 10)).toBeLessThanOrEqual(20);
        expect((await client.get(`/search/?q=${encodeURIComponent(q)}`)).status).toBe(200);
      }
    });
  });
}
