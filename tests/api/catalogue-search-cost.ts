import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SearchResultAnswer } from '../../api/catalogue/search.ts';
import { MATCH_CAP, type Pass, passQuery, searchPass } from '../../api/catalogue/search-pass.ts';
import { readQuery, textMatch } from '../../api/catalogue/search-query.ts';
import { loadCategoryTree } from '../../api/catalogue/tree.ts';
import type { Db } from '../../api/db/open-database.ts';
import { Client } from './harness.ts';

// What a search costs, without timing it: a broad word at 100,000 articles took 250-680 ms when
// the count, the window and the categories each matched every article again. These hold the
// shape that keeps it fast (tests/bench/search/bench.ts measures it): one statement, the terms
// index read once, at most MATCH_CAP + 1 matches read for a text.

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
    it('matches q once for the count, the window and the categories, and stops reading after the cap', async () => {
      // Each read of the text is a scan of its index (or a filter on another index), never the table.
      const reads = (plan: string) =>
        (plan.match(/Bitmap Index Scan on articles_terms_idx|Filter: .*terms_vector @@/g) ?? []).length;
      const plan = await planOf(passQuery(await pass('camera')));
      // `matched`, and the article named exactly "camera" should it lie beyond the cap.
      expect(reads(plan)).toBe(2);
      expect(plan).not.toMatch(/Seq Scan on articles\b/);
      expect(plan).toMatch(/CTE matched\n\s+->\s+Limit/);
      // With a category, where the matches are (ignoring it) is read apart, also capped.
      const inCategory = sql`true`;
      const both = await planOf(passQuery(await pass('camera', { inCategory })));
      expect(reads(both)).toBe(3);
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

    it('says whether the count was capped (never at a few hundred articles)', async () => {
      const answer = await new Client(base()).ok<SearchResultAnswer>('/search/?q=e&start=0&end=20');
      expect(answer.count_capped).toBe(false);
      expect(answer.count).toBeLessThanOrEqual(MATCH_CAP);
    });
  });
}
