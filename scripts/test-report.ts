import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from './lib.ts';

// What `npm test` prints and writes about its own speed: the phase table on the console, and
// reports/slowest.md with the 25 slowest vitest files and Playwright tests, read from the JSON
// reports the runners already write (reports/vitest.json, reports/playwright.json).

export type Phase = { name: string; ms: number; ok: boolean };

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The phases as a Markdown table, with their sum; the same text goes in tests/README.md. */
export function phaseTable(phases: Phase[]): string {
  const total = phases.reduce((sum, p) => sum + p.ms, 0);
  const width = Math.max(5, ...phases.map((p) => p.name.length));
  const row = (a: string, b: string) => `| ${a.padEnd(width)} | ${b.padStart(8)} |`;
  return [
    row('phase', 'time'),
    `|${'-'.repeat(width + 2)}|${'-'.repeat(9)}:|`,
    ...phases.map((p) => row(p.ok ? p.name : `${p.name} ✖`, seconds(p.ms))),
    row('total', seconds(total)),
  ].join('\n');
}

type VitestReport = { testResults?: { name: string; startTime: number; endTime: number }[] };
type PlaywrightSuite = {
  title: string;
  file?: string;
  specs?: { title: string; file: string; line: number; tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
};

function slowestVitestFiles(file: string): string[] {
  if (!existsSync(file)) return ['(no vitest report)'];
  const report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
  return (report.testResults ?? [])
    .map((r) => ({ name: relative(root, r.name), ms: r.endTime - r.startTime }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 25)
    .map((r) => `| ${seconds(r.ms)} | \`${r.name}\` |`);
}

function slowestPlaywrightTests(file: string): string[] {
  if (!existsSync(file)) return ['(no Playwright report)'];
  const report = JSON.parse(readFileSync(file, 'utf8')) as { suites?: PlaywrightSuite[] };
  const tests: { name: string; ms: number }[] = [];
  const walk = (suite: PlaywrightSuite, path: string[]) => {
    const here = suite.file && path.length === 0 ? [] : [...path, suite.title];
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        const ms = test.results.reduce((sum, r) => sum + r.duration, 0);
        const title = [...here, spec.title].filter(Boolean).join(' › ');
        tests.push({ name: `${spec.file}:${spec.line} ${title}`, ms });
      }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return tests
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 25)
    .map((t) => `| ${seconds(t.ms)} | ${t.name.replaceAll('|', '\\|')} |`);
}

/** Writes reports/slowest.md: the phases, then the slowest files and tests. */
export function writeSlowest(reports: string, phases: Phase[]): void {
  const text = [
    '# Where `npm test` spends its time',
    '',
    phaseTable(phases),
    '',
    '## The 25 slowest vitest files',
    '',
    '| time | file |',
    '|---:|---|',
    ...slowestVitestFiles(join(reports, 'vitest.json')),
    '',
    '## The 25 slowest Playwright tests',
    '',
    '| time | test |',
    '|---:|---|',
    ...slowestPlaywrightTests(join(reports, 'playwright.json')),
    '',
  ].join('\n');
  writeFileSync(join(reports, 'slowest.md'), text);
}
