import { startApi } from '../../../api/start-api.ts';

// `node tests/bench/search/time.ts "type=RENTAL&page=1" …`: the time of each GET /api/search/?…
// (best and worst of ROUNDS, default 5, after one warm-up), on BENCH_DATABASE_URL or the PGlite
// directory BENCH_DATA_DIR (default memory://).
const rounds = Number(process.env.ROUNDS ?? 5);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const api = await startApi({
  ...(databaseUrl ? { databaseUrl } : { dataDir: process.env.BENCH_DATA_DIR ?? 'memory://' }),
  now: '2026-11-23',
  port: 0,
});
try {
  for (const query of process.argv.slice(2)) {
    const times: number[] = [];
    let answer: { count?: number; articles?: { name: string }[] } = {};
    for (let round = 0; round <= rounds; round++) {
      const started = performance.now();
      const response = await fetch(`${api.url}/search/?${query}`);
      answer = (await response.json()) as typeof answer;
      if (round > 0) times.push(performance.now() - started);
      if (!response.ok) throw new Error(`${query}: ${response.status} ${JSON.stringify(answer)}`);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${(times[0] ?? 0).toFixed(1).padStart(7)} – ${(times.at(-1) ?? 0).toFixed(1).padStart(7)} ms  ${query}  ` +
        `count ${answer.count}, first ${JSON.stringify(answer.articles?.[0]?.name)}`,
    );
  }
} finally {
  await api.close();
}
