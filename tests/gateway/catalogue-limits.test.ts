import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { LIMITS, operationCost } from '../../gateway/graphql/limits.ts';
import { loadTypeDefs } from '../../gateway/graphql/type-defs.ts';

// The cost limit over the catalogue's paged fields: `first` multiplies what each item selects,
// an article list's `articles` are counted once per `first` (not again as a list of 10), and the
// category tree is costed at the size the data gives it. A page the site could show fits easily;
// nested pages of related articles, which only a scraper asks, do not.

const schema = buildSchema(loadTypeDefs());
const cost = (query: string, variables: Record<string, unknown> = {}) =>
  operationCost({ schema, query: parse(query), variables });

const ROW =
  'id slug name brand type stockStatus price { cents formatted } specialPrice { formatted } images { small medium }';

describe('cost of catalogue operations', () => {
  it("counts an article list's items once per `first`, whatever else the list answers", () => {
    const list = (first: number) =>
      cost(
        `{ articles(type: RENTAL, first: ${first}) { totalCount hasMore matchingCategoryIds articles { ${ROW} } } }`,
      );
    // Each row costs the same: 48 rows cost four times 12 rows (give or take the list's own fields).
    expect(list(48) / list(12)).toBeCloseTo(4, 0);
    // The default page is 12 rows.
    expect(cost(`{ articles(type: RENTAL) { articles { ${ROW} } } }`)).toBe(
      cost(`{ articles(type: RENTAL, first: 12) { articles { ${ROW} } } }`),
    );
    expect(list(48)).toBeLessThan(LIMITS.cost / 4);
  });

  it('fits a full list page (tree three levels deep, 48 rows with their breadcrumbs) in half the limit', () => {
    const page = cost(`{
      categoryTree(type: RENTAL) { id name path children { id name path children { id name path } } }
      articleCategory(type: RENTAL, path: "camera/cinema") { id title path ancestors { name path } children { name path } }
      articles(type: RENTAL, categoryPath: "camera/cinema", first: 48) {
        totalCount hasMore matchingCategoryIds
        articles { ${ROW} deposit { formatted } category { id path ancestors { name path } } }
      }
    }`);
    expect(page).toBeLessThanOrEqual(LIMITS.cost / 2);
  });

  it('fits an article page with 8 related articles and the accessories in a tenth of the limit', () => {
    const page = cost(`{ article(slug: "sony-fx6") {
      ${ROW} description images { large } deposit { formatted } sales { slug name }
      category { path ancestors { name path } }
      related(first: 8) { ${ROW} } accessories { ${ROW} }
    } }`);
    expect(page).toBeLessThanOrEqual(LIMITS.cost / 10);
  });

  it('multiplies the home search by its `first`', () => {
    const search = (first: number) => cost(`{ searchArticles(q: "fx6", first: ${first}) { ${ROW} } }`);
    expect(search(20)).toBe(1 + 20 * (search(1) - 1));
    expect(search(20)).toBeLessThan(LIMITS.cost / 10);
  });

  it('refuses pages of related articles nested in a page of 48', () => {
    const scrape = cost(`{ articles(type: RENTAL, first: 48) { articles {
      related(first: 8) { related(first: 8) { ${ROW} } }
    } } }`);
    expect(scrape).toBeGreaterThan(LIMITS.cost);
  });

  it('takes `first` from variables too', () => {
    const query = `query($first: Int) { articles(type: SALE, first: $first) { articles { ${ROW} } } }`;
    expect(cost(query, { first: 48 })).toBeGreaterThan(3 * cost(query, { first: 12 }));
  });
});
