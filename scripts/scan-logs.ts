import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from './lib.ts';

// `npm run check:logs [file …]`: searches the log lines the e2e stacks wrote during `npm test`
// (reports/e2e-server-<port>.log, scripts/e2e-server.ts with E2E_LOG_DIR) for the personal data
// the specs type in as customers: their e-mail addresses, phone numbers, streets, postcodes,
// names and IBANs (issue 36: no line of a full test run's logs holds a test customer's phone,
// street or e-mail). Exits 1 naming each line that holds one. No files: nothing to scan (a reused
// server of a local run writes none), said and passed.

/** What the specs' customers type (tests/e2e: checkout-helpers.ts's DETAILS, the forms' specs). */
const MARKS: [string, RegExp][] = [
  ['an e-mail address of the specs', /[\w.+-]+@(?:example\.nl|filmwinkel\.test)/i],
  ['a phone number of the specs', /06[ -]?12[ -]?34[ -]?56[ -]?78|\b020[ -]?123[ -]?4567\b/],
  // Not the course form's Czaar Peterstraat 213, 1018 PL: the business's own address (domain/business.ts).
  ['a street of the specs', /Keizersgracht|Dorpsstraat/i],
  ['a postcode of the specs', /\b1015 ?CJ\b/i],
  ['a name of the specs', /Anna de Vries|Sanne de Vries|Daan Jansen|Karin Klant/i],
  ['an IBAN of the specs', /NL91 ?ABNA|NL00 ?ABNA/i],
];

const files =
  process.argv.length > 2
    ? process.argv.slice(2)
    : existsSync(join(root, 'reports'))
      ? readdirSync(join(root, 'reports'))
          .filter((name) => /^e2e-server-\d+\.log$/.test(name))
          .map((name) => join(root, 'reports', name))
      : [];

if (files.length === 0) {
  console.log('check:logs: no e2e server logs to scan (reports/e2e-server-*.log)');
  process.exit(0);
}

let found = 0;
let lines = 0;
for (const file of files) {
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (!line) return;
      lines += 1;
      for (const [what, mark] of MARKS) {
        if (!mark.test(line)) continue;
        found += 1;
        if (found <= 20)
          console.error(`${relative(root, file)}:${index + 1}: ${what}: ${line.slice(0, 300)}`);
      }
    });
}
console.log(
  `check:logs: ${lines} lines of ${files.length} file(s): ${found} finds of a test customer's data`,
);
process.exit(found > 0 ? 1 : 0);
