import type { ArticleSummaryAnswer } from '../../../api/catalogue/article-shapes.ts';
import type { ArticleCategoryAnswer, CategoryDumpAnswer } from '../../../api/catalogue/categories.ts';
import type { SearchResultAnswer } from '../../../api/catalogue/search.ts';
import { articles } from '../../../api/catalogue/tables.ts';
import { startApi } from '../../../api/start-api.ts';
import { QUERY_SET, type SetQuery } from './queries.ts';

// The search's quality on the seeded catalogue (not a pass/fail test): the share of the query set
// (queries.ts) whose article is in the top 3, and the share of exact names and article numbers
// answered first. `npm run bench:search-quality` (PGlite in memory); with
// `BENCH_DATABASE_URL=postgres://…/db` on a PostgreSQL database (seeded when empty), or
// `BENCH_DATA_DIR=./data/search-large` on a PGlite directory. In a large catalogue
// (`npm run seed:large`) the exact names and numbers checked are the seeded articles' and every
// hundredth generated one's (all of them would take hours).

const flatten = (nodes: ArticleCategoryAnswer[]): ArticleCategoryAnswer[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children)]);

const databaseUrl = process.env.BENCH_DATABASE_URL;
const api = await startApi({
  ...(databaseUrl ? { databaseUrl } : { dataDir: process.env.BENCH_DATA_DIR ?? 'memory://' }),
  now: '2026-11-23',
  port: 0,
  devOutbox: true,
});
const get = async <T>(path: string): Promise<T> => {
  const response = await fetch(`${api.url}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
};
const search = (q: string, extra = '') =>
  get<SearchResultAnswer>(`/search/?q=${encodeURIComponent(q)}&start=0&end=20${extra}`);

try {
  const dump = await get<CategoryDumpAnswer>('/shop/categorydump/');
  const pathOf = new Map(
    [...flatten(dump.RENTAL), ...flatten(dump.SALE), ...flatten(dump.OCCASION)].map((c) => [
      c.id,
      c.data.canonical_name,
    ]),
  );
  const satisfies = (a: ArticleSummaryAnswer, { want }: SetQuery) => {
    const names = want.name === undefined ? undefined : [want.name].flat();
    const cats = want.category === undefined ? undefined : [want.category].flat();
    const path = pathOf.get(a.category_id) ?? '';
    return (
      (!names || names.includes(a.name)) &&
      (!want.type || a.type === want.type) &&
      (!want.brand || a.brand === want.brand) &&
      (!cats || cats.some((c) => path === c || path.startsWith(`${c}/`)))
    );
  };

  const misses: string[] = [];
  const byKind = new Map<string, { n: number; ok: number }>();
  for (const query of QUERY_SET) {
    const result = await search(query.q);
    const top = result.articles.slice(0, 3);
    const ok = top.some((a) => satisfies(a, query));
    const k = byKind.get(query.kind) ?? { n: 0, ok: 0 };
    byKind.set(query.kind, { n: k.n + 1, ok: k.ok + (ok ? 1 : 0) });
    if (!ok) {
      misses.push(
        `  ${query.kind.padEnd(8)} ${JSON.stringify(query.q).padEnd(28)} top 3: ${top.map((a) => `${a.name} (${a.type})`).join(' | ') || '—'}${result.suggestion ? `  suggestion: ${result.suggestion}` : ''}`,
      );
    }
  }
  const ok = QUERY_SET.length - misses.length;
  console.log(
    `query set: ${ok}/${QUERY_SET.length} in the top 3 (${((100 * ok) / QUERY_SET.length).toFixed(1)} %)`,
  );
  for (const [kind, k] of byKind) console.log(`  ${kind.padEnd(9)} ${k.ok}/${k.n}`);
  if (misses.length > 0) console.log(`not in the top 3:\n${misses.join('\n')}`);

  // Exact names and article numbers: every article of the catalogue.
  const every = await api.db
    .select({ id: articles.id, name: articles.name, sam_id: articles.samId })
    .from(articles)
    .orderBy(articles.id);
  // Generated articles are numbered from SAM-100000 (api/seed/catalogue/large.ts).
  const all =
    every.length > 2000
      ? every.filter((a, i) => Number(a.sam_id.replace('SAM-', '')) < 100_000 || i % 100 === 0)
      : every;
  if (all.length < every.length)
    console.log(`exact names and numbers: ${all.length} of ${every.length} articles (seeded, every 100th)`);
  const names = [...new Set(all.map((a) => a.name))];
  const wrongNames: string[] = [];
  for (const name of names) {
    const first = (await search(name)).articles[0];
    if (first?.name !== name) wrongNames.push(`  ${name} → ${first?.name ?? '—'}`);
  }
  const wrongNumbers: string[] = [];
  for (const article of all) {
    for (const number of [article.sam_id, article.sam_id.replace('SAM-', '')]) {
      const first = (await search(number)).articles[0];
      if (first?.id !== article.id) wrongNumbers.push(`  ${number} → ${first?.sam_id ?? '—'}`);
    }
  }
  const exactTotal = names.length + 2 * all.length;
  const exactOk = exactTotal - wrongNames.length - wrongNumbers.length;
  console.log(
    `exact first: ${exactOk}/${exactTotal} (${((100 * exactOk) / exactTotal).toFixed(1)} %): ` +
      `${names.length - wrongNames.length}/${names.length} names, ${2 * all.length - wrongNumbers.length}/${2 * all.length} article numbers`,
  );
  for (const line of [...wrongNames, ...wrongNumbers].slice(0, 30)) console.log(line);
} finally {
  await api.close();
}
