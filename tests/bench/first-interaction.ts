import { chromium } from '@playwright/test';
import { fullChromiumLaunchOptions } from '../chromium.ts';

// What a signed-out visitor's first move costs (issue 7). A signed-out visitor's page starts the
// app only when the visitor first moves, touches, scrolls or types (web/src/app/main.tsx), so
// Lighthouse, which never does, sees no hydration at all. This measures what it moved: in
// Chromium with the CPU slowed 4× (Lighthouse's mobile setting, by CDP), for each page, the time
// from the first pointer move to the app having taken the page over (`data-app="ready"`), and the
// blocking time of that span (each long task's excess over 50 ms, as TBT counts it). A tap in
// that span waits for it (a button's click is held, then given to the app).
//
// Against a running site (npm start): node tests/bench/first-interaction.ts [base URL] [runs=5]
// A measurement to report, not a test. Prints the median of the runs per page.

const base = process.argv[2] ?? 'http://localhost:4000';
const RUNS = Number(process.argv[3] ?? 5);
const PAGES = ['/', '/educatie/c/montage-basis', '/educatie/opleidingen/', '/agenda/'];

const browser = await chromium.launch(fullChromiumLaunchOptions);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

for (const path of PAGES) {
  const ready: number[] = [];
  const blocking: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const tasks: { start: number; duration: number }[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          tasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
      Object.assign(window, { __longTasks: tasks });
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    const moved = await page.evaluate(() => performance.now());
    await page.mouse.move(20, 20);
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
    // The app's last work after it is ready (the cart's first answer, effects) belongs to the span.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const result = await page.evaluate((since) => {
      const tasks = (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks;
      const readyAt = performance.getEntriesByName('app-ready')[0]?.startTime;
      return {
        blocking: tasks
          .filter((task) => task.start >= since)
          .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
        readyAt,
      };
    }, moved);
    blocking.push(result.blocking);
    if (result.readyAt !== undefined) ready.push(result.readyAt - moved);
    await context.close();
  }
  console.log(
    `${path.padEnd(28)} first move → app ready ${ready.length ? `${Math.round(median(ready))} ms` : 'n/a'}  blocking time ${Math.round(median(blocking))} ms  (4× CPU, median of ${RUNS})`,
  );
}
await browser.close();
