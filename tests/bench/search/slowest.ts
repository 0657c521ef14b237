import { startApi } from '../../../api/start-api.ts';
import { QUERY_SET } from './queries.ts';

// `node tests/bench/search/slowest.ts`: the ten slowest queries of the set (second run), on
// BENCH_DATABASE_URL or the PGlite directory BENCH_DATA_DIR (default memory://).
const databaseUrl = process.env.BENCH_DATABASE_URL;
const api = await startApi({
  ...(databaseUrl ? { databaseUrl } : { dataDir: process.env.BENCH_DATA_DIR ?? 'memory://' }),
  now: '2026-11-23',
  port: 0,
});
try {
  const times: [string, number][] = [];
  for (let round = 0; round < 2; round++) {
    times.length = 0;
    for (const { q } of [...QUERY_SET, ...process.argv.slice(2).map((q) => ({ q }))]) {
      const started = performance.now();
      await (await fetch(`${api.url}/search/?q=${encodeURIComponent(q)}&start=0&end=20`)).arrayBuffer();
      times.push([q, performance.now() - started]);
    }
  }
  for (const [q, ms] of times.sort((a, b) => b[1] - a[1]).slice(0, 10))
    console.log(`${ms.toFixed(1).padStart(7)} ms  ${q}`);
} finally {
  await api.close();
}
