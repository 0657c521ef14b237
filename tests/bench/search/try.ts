import { readQuery } from '../../../api/catalogue/search-query.ts';
import { startApi } from '../../../api/start-api.ts';

// `node tests/bench/search/try.ts "query" …`: how each query is read and its first 8 answers
// (PGlite in memory, or BENCH_DATABASE_URL).
const databaseUrl = process.env.BENCH_DATABASE_URL;
const api = await startApi({
  ...(databaseUrl ? { databaseUrl } : { dataDir: 'memory://' }),
  now: '2026-11-23',
  port: 0,
});
try {
  for (const q of process.argv.slice(2)) {
    const reading = await readQuery(api.db, q);
    const answer = (await (
      await fetch(`${api.url}/search/?q=${encodeURIComponent(q)}&start=0&end=8`)
    ).json()) as {
      count: number;
      suggestion: string | null;
      articles: { name: string; type: string }[];
    };
    console.log(
      `${JSON.stringify(q)} groups=${JSON.stringify(reading.groups)} unknown=${reading.unknown} count=${answer.count} suggestion=${answer.suggestion}`,
    );
    for (const a of answer.articles) console.log(`   ${a.name} (${a.type})`);
  }
} finally {
  await api.close();
}
