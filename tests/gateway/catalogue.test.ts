import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GraphQLResponse, startStack } from './stack.ts';
import { webOperation } from './web-operations.ts';

// The catalogue over GraphQL, against the real api (in-memory PGlite, its Dutch seed): the
// category trees, lists with their filters, the article page, the home search, sale campaigns;
// what is null, and what is a Dutch error before any upstream call.

type Category = {
  id: string;
  type: string;
  slug: string;
  name: string;
  title: string;
  path: string;
  ancestors: { slug: string; path: string }[];
  children: Category[];
};
type Row = {
  id: string;
  slug: string;
  name: string;
  brand: string;
  type: string;
  stockStatus: string;
  price: { cents: number; formatted: string };
  specialPrice: { cents: number } | null;
  deposit: { cents: number } | null;
  images: { small: string; medium: string };
  category: { id: string; path: string; ancestors: { id: string }[] } | null;
};
type List = { articles: Row[]; totalCount: number; hasMore: boolean; matchingCategoryIds: string[] };

const CATEGORY = 'id type slug name title path ancestors { slug path }';
const TREE = `${CATEGORY} children { ${CATEGORY} children { id slug path children { id slug path } } }`;
const ROW = `id slug name brand type stockStatus price { cents formatted } specialPrice { cents }
  deposit { cents } images { small medium } category { id path ancestors { id } }`;
const LIST = `query List($type: ArticleType!, $categoryPath: String, $q: String, $stock: [StockFilter!],
  $sale: String, $offset: Int, $first: Int) {
  articles(type: $type, categoryPath: $categoryPath, q: $q, stock: $stock, sale: $sale, offset: $offset,
    first: $first) { totalCount hasMore matchingCategoryIds articles { ${ROW} } }
}`;

let stack: Awaited<ReturnType<typeof startStack>>;
/** The rental tree, as categoryTree answers it. */
let rentalTree: Category[];

beforeAll(async () => {
  stack = await startStack({}, {}, { sharedApi: true });
  const { body } = await stack.query<{ categoryTree: Category[] }>(
    `{ categoryTree(type: RENTAL) { ${TREE} } }`,
  );
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  rentalTree = body.data?.categoryTree ?? [];
});
afterAll(async () => {
  await stack?.close();
});

const flatten = (nodes: Category[]): Category[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
const byPath = (path: string) => flatten(rentalTree).find((c) => c.path === path);

async function list(variables: Record<string, unknown>): Promise<GraphQLResponse<{ articles: List | null }>> {
  return (await stack.query<{ articles: List | null }>(LIST, variables)).body;
}

/** Upstream calls the api received while `run` ran. */
async function callsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const before = stack.seen.length;
  await run();
  return stack.seen.slice(before);
}

describe('category trees', () => {
  it('answers each type its own tree in menu order, nested, each path the chain of slugs', async () => {
    expect(rentalTree.map((c) => c.slug)).toEqual([
      'camera',
      'lenzen',
      'licht',
      'geluid',
      'grip',
      'monitoring',
      'drones',
      'stroom',
      'media',
      'av-personeel',
    ]);
    expect(rentalTree.every((c) => c.type === 'RENTAL')).toBe(true);
    for (const root of rentalTree) {
      expect(root.path).toBe(root.slug);
      for (const child of root.children) {
        expect(child.path).toBe(`${root.path}/${child.slug}`);
        expect(child.ancestors.map((a) => a.slug)).toEqual([root.slug, child.slug]);
      }
    }
    expect(byPath('camera')).toMatchObject({ name: "Camera's", title: "Camera's huren" });
    expect(byPath('camera')?.children.map((c) => c.slug)).toEqual([
      'cinema',
      'systeem',
      'camcorders',
      'actiecamera',
    ]);
    expect(byPath('geluid/microfoons')?.children.map((c) => c.path)).toContain(
      'geluid/microfoons/richtmicrofoons',
    );

    const { body } = await stack.query<{ sale: Category[]; occasion: Category[] }>(
      `{ sale: categoryTree(type: SALE) { ${CATEGORY} } occasion: categoryTree(type: OCCASION) { ${CATEGORY} } }`,
    );
    expect(body.data?.sale.map((c) => c.slug)).toEqual([
      'camera',
      'lenzen',
      'audio',
      'licht',
      'statieven',
      'monitoring',
      'accessoires',
    ]);
    expect(body.data?.sale[0]).toMatchObject({ type: 'SALE', title: "Camera's kopen" });
    expect(body.data?.occasion.map((c) => c.slug)).toEqual(['camera', 'lenzen', 'licht', 'geluid', 'grip']);
    expect(body.data?.occasion.every((c) => c.type === 'OCCASION')).toBe(true);
    // One dump answers all three trees.
    expect(body.extensions?.upstream?.calls).toBe(1);
  });

  it('finds a category by its path, with its heading, ancestors and children', async () => {
    const { body } = await stack.query<{
      deep: Category | null;
      slashes: { id: string } | null;
      parent: Category | null;
    }>(
      `{ deep: articleCategory(type: RENTAL, path: "geluid/microfoons/richtmicrofoons") { ${CATEGORY} children { slug } }
         slashes: articleCategory(type: RENTAL, path: "/geluid/microfoons/richtmicrofoons/") { id }
         parent: articleCategory(type: RENTAL, path: "geluid/microfoons") { ${CATEGORY} children { slug } } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.deep).toMatchObject({
      type: 'RENTAL',
      slug: 'richtmicrofoons',
      name: 'Richtmicrofoons',
      title: 'Richtmicrofoons huren',
      path: 'geluid/microfoons/richtmicrofoons',
      ancestors: [
        { slug: 'geluid', path: 'geluid' },
        { slug: 'microfoons', path: 'geluid/microfoons' },
        { slug: 'richtmicrofoons', path: 'geluid/microfoons/richtmicrofoons' },
      ],
      children: [],
    });
    expect(body.data?.slashes?.id).toBe(body.data?.deep?.id);
    expect(body.data?.parent?.children.map((c) => c.slug)).toEqual([
      'richtmicrofoons',
      'dasspeldmicrofoons',
      'cameramicrofoons',
      'reportagemicrofoons',
    ]);
  });

  it("is null for a path that is not in the type's tree, and asks nothing for one that is no path", async () => {
    const { body } = await stack.query<Record<string, unknown>>(
      `query($known: String!) {
        unknown: articleCategory(type: RENTAL, path: "bestaat/niet") { id }
        otherTree: articleCategory(type: OCCASION, path: $known) { id }
      }`,
      // Occasions have geluid, but no microphones under it.
      { known: 'geluid/microfoons' },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ unknown: null, otherTree: null });

    const calls = await callsDuring(async () => {
      const { body: bad } = await stack.query<Record<string, unknown>>(
        `{ a: articleCategory(type: RENTAL, path: "../etc/passwd") { id }
           b: articleCategory(type: RENTAL, path: "Camera") { id }
           c: articleCategory(type: RENTAL, path: "") { id } }`,
      );
      expect(bad.errors).toBeUndefined();
      expect(bad.data).toEqual({ a: null, b: null, c: null });
    });
    expect(calls).toEqual([]);
  });
});

describe('article lists', () => {
  it('answers the first 12 of a type, the total and whether there are more; offset continues', async () => {
    const first = await list({ type: 'RENTAL' });
    expect(first.errors).toBeUndefined();
    const page = first.data?.articles;
    expect(page?.articles).toHaveLength(12);
    expect(page?.totalCount).toBeGreaterThan(24);
    expect(page?.hasMore).toBe(true);
    expect(page?.articles.every((a) => a.type === 'RENTAL')).toBe(true);
    // Rental: a day price and a deposit, in euro cents and Dutch text.
    const row = page?.articles[0];
    expect(row?.price.cents).toBeGreaterThan(0);
    expect(row?.price.formatted).toMatch(/^€\u00a0\d/);
    expect(row?.deposit?.cents).toBeGreaterThan(0);
    expect(row?.images.small).toMatch(/^\//);

    const next = (await list({ type: 'RENTAL', offset: 12 })).data?.articles;
    expect(next?.articles).toHaveLength(12);
    const seen = new Set(page?.articles.map((a) => a.slug));
    expect(next?.articles.some((a) => seen.has(a.slug))).toBe(false);

    const total = page?.totalCount ?? 0;
    const last = (await list({ type: 'RENTAL', offset: total - 3, first: 12 })).data?.articles;
    expect(last?.articles).toHaveLength(3);
    expect(last?.hasMore).toBe(false);
    expect((await list({ type: 'RENTAL', first: 48 })).data?.articles?.articles).toHaveLength(48);
  });

  it('narrows to a category path with its subcategories, and names the categories holding matches', async () => {
    const camera = byPath('camera');
    const all = (await list({ type: 'RENTAL' })).data?.articles;
    const { body } = await stack.query<{ articles: List }>(LIST, {
      type: 'RENTAL',
      categoryPath: 'camera',
      first: 48,
    });
    expect(body.errors).toBeUndefined();
    const cameras = body.data?.articles;
    const rows = cameras?.articles ?? [];
    expect(rows.length).toBeGreaterThan(12);
    expect(cameras?.totalCount).toBeLessThan(all?.totalCount ?? 0);
    // Articles of the subcategories (cinema, systeem, ...), each primarily a camera.
    const primary = new Set(rows.map((row) => row.category?.path));
    expect(primary.has('camera/cinema') && primary.has('camera/systeem')).toBe(true);
    for (const row of rows) expect(row.category?.ancestors.map((a) => a.id)).toContain(camera?.id);
    // The categories holding matches ignore the category: the whole tree holds rental articles.
    const matching = cameras?.matchingCategoryIds ?? [];
    expect(matching).toEqual(all?.matchingCategoryIds);
    expect(matching).toEqual(expect.arrayContaining(rentalTree.map((root) => root.id)));
    // A text narrows them to where it matches.
    const { body: sennheiser } = await stack.query<{ articles: List }>(LIST, {
      type: 'RENTAL',
      categoryPath: 'camera',
      q: 'sennheiser',
    });
    const geluid = byPath('geluid');
    expect(sennheiser.data?.articles.matchingCategoryIds).toContain(geluid?.id);
    expect(sennheiser.data?.articles.matchingCategoryIds).not.toContain(byPath('licht')?.id);
  });

  it('filters by stock: in the store, online, or either', async () => {
    const inStore = (await list({ type: 'SALE', stock: ['IN_STORE'], first: 48 })).data?.articles;
    expect(inStore?.articles.length).toBeGreaterThan(0);
    expect(inStore?.articles.every((a) => a.stockStatus === 'IN_STOCK')).toBe(true);
    const online = (await list({ type: 'SALE', stock: ['ONLINE'], first: 48 })).data?.articles;
    expect(online?.articles.length).toBeGreaterThan(0);
    expect(online?.articles.every((a) => a.stockStatus === 'EXT_STOCK')).toBe(true);
    const either = (await list({ type: 'SALE', stock: ['IN_STORE', 'ONLINE'] })).data?.articles;
    expect(either?.totalCount).toBe((inStore?.totalCount ?? 0) + (online?.totalCount ?? 0));
    const all = (await list({ type: 'SALE' })).data?.articles;
    expect(all?.totalCount).toBeGreaterThan(either?.totalCount ?? 0);
    // Sale articles have no deposit.
    expect(all?.articles.every((a) => a.deposit === null)).toBe(true);
  });

  it('searches within the list; a blank text is no filter', async () => {
    const all = (await list({ type: 'RENTAL' })).data?.articles;
    const blank = (await list({ type: 'RENTAL', q: ' \t\n ' })).data?.articles;
    expect(blank?.totalCount).toBe(all?.totalCount);
    // Pasted control characters are spaces: `Sony\u0000FX6` asks the api for `Sony FX6`.
    const calls = await callsDuring(async () => {
      const pasted = await list({ type: 'RENTAL', q: 'Sony\u0000FX6\t' });
      expect(pasted.errors).toBeUndefined();
      expect(pasted.data?.articles?.articles[0]?.slug).toBe('sony-fx6');
    });
    expect(new URL(calls[0] ?? '', 'http://api').searchParams.get('q')).toBe('Sony FX6');
    const brand = all?.articles[0]?.brand ?? '';
    const found = (await list({ type: 'RENTAL', q: `  ${brand}  `, first: 48 })).data?.articles;
    expect(found?.totalCount).toBeGreaterThan(0);
    expect(found?.totalCount).toBeLessThan(all?.totalCount ?? 0);
    expect(found?.articles[0]?.brand).toBe(brand);
  });

  it('is null for a category path or a campaign that does not exist, or a campaign of another type', async () => {
    expect((await list({ type: 'RENTAL', categoryPath: 'camera' })).data?.articles).not.toBeNull();
    expect((await list({ type: 'RENTAL', categoryPath: 'bestaat/niet' })).data?.articles).toBeNull();
    // A SALE path under another type.
    expect((await list({ type: 'RENTAL', categoryPath: 'accessoires' })).data?.articles).toBeNull();
    expect((await list({ type: 'SALE', sale: 'bestaat-niet' })).data?.articles).toBeNull();
    // Black Friday is a SALE campaign: there are no occasions in it.
    const wrongType = await list({ type: 'OCCASION', sale: 'black-friday' });
    expect(wrongType.errors).toBeUndefined();
    expect(wrongType.data?.articles).toBeNull();
    // Empty means not given, as the web sends a list without a category or campaign.
    const empty = (await list({ type: 'SALE', categoryPath: '', sale: '' })).data?.articles;
    expect(empty?.totalCount).toBe((await list({ type: 'SALE' })).data?.articles?.totalCount);
  });

  it("answers a campaign's articles, also narrowed by a category and a stock filter", async () => {
    const body = await list({ type: 'SALE', sale: 'black-friday', first: 48 });
    expect(body.errors).toBeUndefined();
    const rows = body.data?.articles?.articles ?? [];
    // The ten articles of the seed's Black Friday.
    expect(rows.map((row) => row.name).sort()).toEqual(
      [
        'Sony FX3',
        'Sony a7 IV',
        'Canon EOS R6 Mark II',
        'Rode Wireless PRO',
        'DJI Mic 2',
        'Zoom F3',
        'Aputure Amaran 200x S',
        'DJI RS 4',
        'Samsung T7 Shield SSD 2 TB',
        'GoPro HERO13 Black',
      ].sort(),
    );
    expect(body.data?.articles?.hasMore).toBe(false);
    const cameras = (await list({ type: 'SALE', sale: 'black-friday', categoryPath: 'camera' })).data
      ?.articles;
    expect(cameras?.articles.map((row) => row.name).sort()).toEqual(
      ['Canon EOS R6 Mark II', 'GoPro HERO13 Black', 'Sony FX3', 'Sony a7 IV'].sort(),
    );
    const inStore = (await list({ type: 'SALE', sale: 'black-friday', stock: ['IN_STORE'] })).data?.articles;
    expect(inStore?.articles.every((row) => row.stockStatus === 'IN_STOCK')).toBe(true);
    expect(inStore?.totalCount).toBeLessThanOrEqual(10);
  });

  it('refuses a wrong page size, offset or too long a text in Dutch, without asking the api', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ first: 0 }, '`first` ligt tussen 1 en 48.'],
      [{ first: 49 }, '`first` ligt tussen 1 en 48.'],
      [{ offset: -1 }, '`offset` ligt tussen 0 en 100000.'],
      [{ offset: 2147483647 }, '`offset` ligt tussen 0 en 100000.'],
      [{ q: 'x'.repeat(101) }, 'De zoektekst is te lang (maximaal 100 tekens).'],
    ];
    for (const [variables, message] of cases) {
      const calls = await callsDuring(async () => {
        const body = await list({ type: 'RENTAL', categoryPath: 'camera', ...variables });
        expect(body.data?.articles ?? null).toBeNull();
        expect(body.errors?.[0]?.message).toBe(message);
        expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      });
      expect(calls, JSON.stringify(variables)).toEqual([]);
    }
  });

  it('shows the articles when the category dump fails: only their categories are null', async () => {
    stack.fail('/shop/categorydump/');
    try {
      const body = await list({ type: 'RENTAL' });
      const rows = body.data?.articles?.articles ?? [];
      expect(rows).toHaveLength(12);
      expect(rows.every((row) => row.category === null && row.price.cents > 0)).toBe(true);
      expect(body.errors?.every((error) => error.extensions?.code === 'UPSTREAM_UNAVAILABLE')).toBe(true);
      expect(body.errors?.[0]?.path).toEqual(['articles', 'articles', 0, 'category']);
    } finally {
      stack.heal();
    }
  });

  it('keeps the shell when the category dump fails: only the rental menu is missing', async () => {
    stack.fail('/shop/categorydump/');
    try {
      const { body } = await stack.query<{ sections: unknown[] | null; rentalCategories: unknown[] | null }>(
        webOperation('RootLayout'),
      );
      expect(body.data?.sections?.length).toBeGreaterThan(0);
      expect(body.data?.rentalCategories).toBeNull();
      expect(body.errors?.map((error) => error.path)).toEqual([['rentalCategories']]);
    } finally {
      stack.heal();
    }
  });

  it('is null for a path or campaign that is no slug, without asking the api', async () => {
    const calls = await callsDuring(async () => {
      expect((await list({ type: 'RENTAL', categoryPath: 'camera/../../x' })).data?.articles).toBeNull();
      expect((await list({ type: 'SALE', sale: 'Kerst Actie!' })).data?.articles).toBeNull();
    });
    expect(calls).toEqual([]);
  });
});

type Detail = Row & {
  samId: string;
  description: string;
  images: { small: string; medium: string; large: string };
  sales: { slug: string }[];
  related: Row[];
  accessories: Row[];
};
const DETAIL = `samId description images { small medium large } sales { slug name type endsOn }
  related(first: $related) { ${ROW} } accessories { ${ROW} }`;

async function article(slug: string, related = 4) {
  return (
    await stack.query<{ article: Detail | null }>(
      `query($slug: String!, $related: Int) { article(slug: $slug) { ${ROW} ${DETAIL} } }`,
      { slug, related },
    )
  ).body;
}

describe('the article page', () => {
  it('answers an article with its description, every image size, related articles and accessories', async () => {
    const body = await article('sony-fx6');
    expect(body.errors).toBeUndefined();
    const fx6 = body.data?.article;
    expect(fx6).toMatchObject({ slug: 'sony-fx6', name: 'Sony FX6', brand: 'Sony', type: 'RENTAL' });
    expect(fx6?.samId).toBeTruthy();
    expect(fx6?.description.length).toBeGreaterThan(40);
    expect(fx6?.images).toEqual({
      small: '/api/media/articles/sony-fx6-small.svg',
      medium: '/api/media/articles/sony-fx6-medium.svg',
      large: '/api/media/articles/sony-fx6-large.svg',
    });
    expect(fx6?.price.cents).toBeGreaterThan(0);
    expect(fx6?.deposit?.cents).toBeGreaterThan(0);
    expect(fx6?.category?.path).toBe('camera/cinema');
    expect(fx6?.category?.ancestors.at(-1)?.id).toBe(fx6?.category?.id);
    // Four of its category by default, never itself, all rental; up to 8 when asked.
    expect(fx6?.related).toHaveLength(4);
    expect(fx6?.related.map((a) => a.slug)).not.toContain('sony-fx6');
    expect(fx6?.related.every((a) => a.type === 'RENTAL' && a.category?.path === 'camera/cinema')).toBe(true);
    const eight = (await article('sony-fx6', 8)).data?.article;
    expect(eight?.related).toHaveLength(8);
    expect(eight?.related.slice(0, 4)).toEqual(fx6?.related);
    // What goes with it, in the seed's order.
    expect(fx6?.accessories.map((a) => a.name)).toEqual([
      'Sony BP-U100',
      'Sony CFexpress Type A 160 GB',
      'Sony FE 24-70mm f/2.8 GM II',
      'Tilta Camera Cage voor Sony FX6',
      'SmallHD Indie 7',
    ]);
    expect(fx6?.sales).toEqual([]);
  });

  it("answers a sale article's campaigns, no deposit and no accessories", async () => {
    const body = await article('dji-mic-2-kopen');
    expect(body.errors).toBeUndefined();
    const mic = body.data?.article;
    expect(mic).toMatchObject({ name: 'DJI Mic 2', type: 'SALE', deposit: null, accessories: [] });
    expect(mic?.sales.map((sale) => sale.slug).sort()).toEqual(['audio-deals', 'black-friday']);
    // Every campaign article has a reduced price.
    expect(mic?.specialPrice?.cents).toBeLessThan(mic?.price.cents ?? 0);
  });

  it('answers every detail field of a related article or an accessory as its own page does', async () => {
    const { body } = await stack.query<{ article: { related: Detail[]; accessories: Detail[] } }>(
      `query($slug: String!, $related: Int) { article(slug: $slug) {
        related(first: 2) { ${ROW} ${DETAIL} } accessories { ${ROW} ${DETAIL} } } }`,
      { slug: 'sony-fx6', related: 2 },
    );
    expect(body.errors).toBeUndefined();
    for (const other of [...(body.data?.article.related ?? []), ...(body.data?.article.accessories ?? [])]) {
      expect(other).toEqual((await article(other.slug, 2)).data?.article);
    }
  });

  it('is null for an unknown slug, and asks nothing for one that is no slug', async () => {
    const unknown = await article('bestaat-niet');
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data?.article).toBeNull();
    const calls = await callsDuring(async () => {
      for (const slug of ['Sony FX6', 'x'.repeat(5000), 'a\u0000b', '../admin']) {
        const body = await article(slug);
        expect(body.errors).toBeUndefined();
        expect(body.data?.article).toBeNull();
      }
    });
    expect(calls).toEqual([]);
  });

  it('refuses `related(first:)` outside 1 to 8 in Dutch', async () => {
    const body = await article('sony-fx6', 9);
    expect(body.errors?.[0]?.message).toBe('`first` ligt tussen 1 en 8.');
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('home search and campaigns', () => {
  it('answers "Bedoelde je …?" when nothing is found, beside the results, from the same one upstream call', async () => {
    const query =
      'query($q: String!) { searchArticles(q: $q, first: 8) { slug } searchSuggestion(q: $q, first: 8) }';
    let body: GraphQLResponse<{ searchArticles: { slug: string }[]; searchSuggestion: string | null }> = {};
    const calls = await callsDuring(async () => {
      body = (await stack.query<typeof body.data & object>(query, { q: 'zeiz' })).body;
    });
    expect(body.data).toEqual({ searchArticles: [], searchSuggestion: 'zeiss' });
    expect(calls.filter((path) => path.startsWith('/api/search/'))).toHaveLength(1);
    const found = await stack.query<{ searchSuggestion: string | null }>(
      '{ searchArticles(q: "zeiss", first: 8) { slug } searchSuggestion(q: "zeiss", first: 8) }',
    );
    expect(found.body.data?.searchSuggestion).toBeNull();
    // The list answers it too, for its empty state.
    const listed = await stack.query<{ articles: { totalCount: number; suggestion: string | null } }>(
      '{ articles(type: SALE, q: "zeiz") { totalCount suggestion } }',
    );
    expect(listed.body.data?.articles).toEqual({ totalCount: 0, suggestion: 'zeiss' });
  });

  it('says which kind of gear the shop lacks (cables), with the nearest category, from the same one call', async () => {
    type Absent = {
      kind: string;
      message: string;
      nearestCategory: { name: string; path: string; type: string };
    };
    let body: GraphQLResponse<{ searchArticles: { slug: string }[]; searchAbsentKind: Absent | null }> = {};
    const calls = await callsDuring(async () => {
      body = (
        await stack.query<typeof body.data & object>(
          'query($q: String!) { searchArticles(q: $q, first: 8) { slug } searchAbsentKind(q: $q, first: 8) { kind message nearestCategory { name path type } } }',
          { q: 'xlr kabel' },
        )
      ).body;
    });
    expect(body.data?.searchAbsentKind).toEqual({
      kind: 'XLR-kabels',
      message: 'We hebben geen XLR-kabels in ons aanbod.',
      nearestCategory: { name: 'Geluid', path: 'geluid', type: 'RENTAL' },
    });
    expect(calls.filter((path) => path.startsWith('/api/search/'))).toHaveLength(1);
    // The rental list filter says it for its own type.
    const listed = await stack.query<{ articles: { absentKind: Absent | null } }>(
      '{ articles(type: RENTAL, q: "hdmi kabel") { absentKind { kind message nearestCategory { name path type } } } }',
    );
    expect(listed.body.data?.articles.absentKind).toEqual({
      kind: 'HDMI-kabels',
      message: 'We verhuren geen HDMI-kabels.',
      nearestCategory: { name: 'Draadloos beeld', path: 'monitoring/draadloos-beeld', type: 'RENTAL' },
    });
    const found = await stack.query<{ searchAbsentKind: Absent | null }>(
      '{ searchAbsentKind(q: "sd kaart", first: 8) { kind } }',
    );
    expect(found.body.data?.searchAbsentKind).toBeNull();
  });

  it('finds articles of every type by text, best first, `first` of them', async () => {
    const { body } = await stack.query<{ searchArticles: Row[] }>(
      'query($q: String!) { searchArticles(q: $q, first: 5) { slug name type } }',
      { q: '  fx6 ' },
    );
    expect(body.errors).toBeUndefined();
    const found = body.data?.searchArticles ?? [];
    expect(found.length).toBeGreaterThan(1);
    expect(found.length).toBeLessThanOrEqual(5);
    // The rental FX6 and the used one, before anything else.
    expect(found.slice(0, 2).map((a) => a.name)).toEqual(['Sony FX6', 'Sony FX6']);
    expect(
      found
        .slice(0, 2)
        .map((a) => a.type)
        .sort(),
    ).toEqual(['OCCASION', 'RENTAL']);
    const { body: wide } = await stack.query<{ searchArticles: Row[] }>(
      '{ searchArticles(q: "sony") { type } }',
    );
    expect(wide.data?.searchArticles).toHaveLength(20);
    expect(new Set(wide.data?.searchArticles.map((a) => a.type)).size).toBeGreaterThan(1);
  });

  it('answers a blank search with nothing and refuses a wrong `first`, both without asking the api', async () => {
    const calls = await callsDuring(async () => {
      const { body } = await stack.query<{ searchArticles: Row[] }>('{ searchArticles(q: "  ") { slug } }');
      expect(body.data?.searchArticles).toEqual([]);
      const { body: tooMany } = await stack.query('{ searchArticles(q: "sony", first: 21) { slug } }');
      expect(tooMany.errors?.[0]?.message).toBe('`first` ligt tussen 1 en 20.');
      expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });
    expect(calls).toEqual([]);
  });

  it('answers a sale campaign by slug; null for an unknown one', async () => {
    const { body } = await stack.query<Record<string, unknown>>(
      `{ blackFriday: sale(slug: "black-friday") { slug name type description endsOn }
        audio: sale(slug: "audio-deals") { type endsOn }
        summer: sale(slug: "zomer-occasions") { type endsOn }
        unknown: sale(slug: "bestaat-niet") { id } bad: sale(slug: "Geen Slug") { id } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data).toMatchObject({
      // The seed's campaigns end a week and 30 days after its today (NOW = 2026-11-23), or never.
      blackFriday: { slug: 'black-friday', name: 'Black Friday', type: 'SALE', endsOn: '2026-11-30' },
      audio: { type: 'SALE', endsOn: '2026-12-23' },
      summer: { type: 'OCCASION', endsOn: null },
      unknown: null,
      bad: null,
    });
    expect(body.data?.blackFriday).toMatchObject({ description: expect.stringMatching(/scherpe prijzen/) });
  });
});
