import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, printSchema } from 'graphql';
import { openapiDocument } from '../../api/openapi.ts';
import { loadTypeDefs } from '../../gateway/graphql/type-defs.ts';
import { root } from '../lib.ts';
import { diffGraphQL } from './graphql-diff.ts';
import { diffOpenApi } from './openapi-diff.ts';
import { type Change, type IntendedBreak, unmarked } from './policy.ts';

// The committed contract snapshots (contracts/), the same texts generated from the code now, and
// what changed between them. scripts/contracts.ts prints it; `npm run contracts` fails on any
// difference, `npm run contracts:update` records it unless a break is not marked intended.

export const CONTRACTS_DIR = join(root, 'contracts');
export const INTENDED_BREAKS_FILE = join(CONTRACTS_DIR, 'intended-breaks.json');

export type Review = {
  file: string;
  current: string;
  /** Undefined when there is no snapshot yet. */
  snapshot?: string;
  changes: Change[];
};

/** The gateway's printed schema, built from schema/*.graphql as the gateway builds it. */
export const currentSchema = () => `${printSchema(buildSchema(loadTypeDefs()))}\n`;
/** The api's OpenAPI document, as /api/openapi.json serves it. */
export const currentOpenApi = () => `${JSON.stringify(openapiDocument, null, 2)}\n`;

export function reviewContracts(today: string, dir: string = CONTRACTS_DIR): Review[] {
  const contracts = [
    { file: 'schema.graphql', current: currentSchema(), diff: diffGraphQL },
    {
      file: 'openapi.json',
      current: currentOpenApi(),
      diff: (was: string, now: string, day: string) => diffOpenApi(JSON.parse(was), JSON.parse(now), day),
    },
  ];
  return contracts.map(({ file, current, diff }) => {
    const path = join(dir, file);
    const snapshot = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
    const changes = snapshot === undefined || snapshot === current ? [] : diff(snapshot, current, today);
    return { file, current, snapshot, changes };
  });
}

export function readIntendedBreaks(path: string = INTENDED_BREAKS_FILE): IntendedBreak[] {
  if (!existsSync(path)) return [];
  const entries: unknown = JSON.parse(readFileSync(path, 'utf8'));
  const valid =
    Array.isArray(entries) &&
    entries.every((e) => typeof e?.change === 'string' && typeof e?.reason === 'string' && e.reason.trim());
  if (!valid) throw new Error(`${path}: expected [{ "change": "...", "reason": "..." }], each with a reason`);
  return entries as IntendedBreak[];
}

const MARK = { breaking: '✖ breaking ', dangerous: '! dangerous', safe: '+ safe     ' };

/** The report of `npm run contracts`, and whether the snapshots may be recorded as they are now. */
export function describe(reviews: Review[], intended: IntendedBreak[]) {
  const lines: string[] = [];
  const blocking: Change[] = [];
  for (const review of reviews) {
    const name = `contracts/${review.file}`;
    if (review.snapshot === undefined) lines.push(`${name}: no snapshot yet`);
    else if (review.snapshot === review.current) lines.push(`${name}: matches the code`);
    else {
      lines.push(`${name}: differs from the code`);
      const open = unmarked(review.changes, intended);
      blocking.push(...open);
      for (const change of review.changes) {
        const mark =
          change.level === 'breaking' && !open.includes(change) ? '✔ intended ' : MARK[change.level];
        lines.push(`  ${mark}  ${change.description}`);
        if (change.note) lines.push(`                 ${change.note}`);
      }
      if (review.changes.length === 0) lines.push('  (descriptions, order or formatting only)');
    }
  }
  const upToDate = reviews.every((review) => review.snapshot === review.current);
  return { lines, blocking, upToDate };
}
