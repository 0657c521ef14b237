import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTRACTS_DIR, describe, readIntendedBreaks, reviewContracts } from './contracts/contracts.ts';

// `npm run contracts`: the GraphQL schema and the OpenAPI document generated from the code must
// equal their snapshots in contracts/; on a difference it lists the changes and fails.
// `npm run contracts:update` (--update) records the code's contracts as the snapshots, unless a
// breaking change is not listed in contracts/intended-breaks.json. See contracts/README.md.

const update = process.argv.includes('--update');
const today = new Date().toISOString().slice(0, 10);
const reviews = reviewContracts(today);
const { lines, blocking, upToDate } = describe(reviews, readIntendedBreaks());
console.log(lines.join('\n'));

if (blocking.length > 0) {
  console.error(
    `\n✖ ${blocking.length} change${blocking.length === 1 ? '' : 's'} marked ✖ above, not marked intended.` +
      '\n  Partners rely on these contracts (README, "For partners"): keep the old field or path, deprecate it' +
      '\n  with a removal date, and remove it once that date has come. A break that must happen anyway is' +
      '\n  listed in contracts/intended-breaks.json as { "change": "<the line above>", "reason": "..." };' +
      `\n  then run npm run contracts:update.${update ? ' Nothing was recorded.' : ''}`,
  );
  process.exit(1);
}
if (update) {
  mkdirSync(CONTRACTS_DIR, { recursive: true });
  for (const review of reviews)
    if (review.snapshot !== review.current) {
      writeFileSync(join(CONTRACTS_DIR, review.file), review.current);
      console.log(`recorded contracts/${review.file}`);
    }
} else if (!upToDate) {
  console.error(
    '\n✖ The contract snapshots are out of date: run npm run contracts:update and commit contracts/.',
  );
  process.exit(1);
}
