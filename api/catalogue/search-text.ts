// The words of the catalogue search, the same on both sides: what an article is found by (its
// `name_terms` and `tag_terms`, written with the article) and what a typed query is read as
// (search.ts). Pure functions, no database: the lexicon of our own words (lexicon.ts) decides which
// of a query's readings exist.
//
// A term is lower case ASCII letters and digits only (accents removed), so it can be put in a
// `to_tsquery('simple', …)` as is. From a name the terms are:
// - its words, with model spellings made one: "Mark"/"Mk" → `mk`, a Roman numeral after a model
//   number → a digit ("a7S III" → `a7s 3`, "a7siii" → `a7s3`, "C300 Mark III" → `c300 mk 3`);
// - the joins of two and three neighbouring words (`fx6` from "FX-6", `a7s3`, `c300mk3`,
//   `eosr5`), so a model typed with or without spaces and hyphens meets it;
// - Dutch singulars and the word behind a diminutive (`statieven` → `statief`, `lenzen` → `lens`,
//   `lampjes` → `lamp`, `camera's` → `camera`);
// - the parts of a Dutch compound made of words we know (`fotostatief` → `foto statief`,
//   `ledpanelen` → `led panelen paneel`).
//
// Other words for the same thing (synonyms) and the kinds of gear visitors ask for are in
// search-words.ts.

import { QUALIFIERS, synonyms } from './search-words.ts';

/** Lower case, accents and apostrophes gone, everything but letters and digits a space. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’‘`´]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/ł/g, 'l')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The longest typed word that is read with typos (its deletions grow with the square of its
 * length) and the longest that is split as a compound (every split point is a lookup): longer
 * words are no words of ours, read as typed. Together with MAX_WORDS they keep a query's text work
 * linear and small whatever is typed (ligatures like "ﬃ" grow threefold when normalised).
 */
export const MAX_TYPO_WORD = 20;
export const MAX_SPLIT_WORD = 30;

const ROMAN: Record<string, string> = { ii: '2', iii: '3', iv: '4', v: '5', vi: '6' };
const hasDigit = (word: string) => /\d/.test(word);
const lettersOnly = (word: string) => /^[a-z]+$/.test(word);

/** Words of a text with model spellings made one (`mark iii` → `mk 3`, `a7siii` → `a7s3`). */
export function words(text: string): string[] {
  const raw = normalizeText(text).split(' ').filter(Boolean);
  const out: string[] = [];
  for (const [i, word] of raw.entries()) {
    const before = out[out.length - 1] ?? '';
    let w = word;
    if (w === 'mark') w = 'mk';
    const mk = /^(?:mk|mark)(ii|iii|iv|\d)$/.exec(w);
    if (mk?.[1]) w = `mk${ROMAN[mk[1]] ?? mk[1]}`;
    else if (i > 0 && (w === 'ii' || w === 'iii' || w === 'iv')) w = ROMAN[w] ?? w;
    else if ((w === 'v' || w === 'vi') && (hasDigit(before) || before === 'mk')) w = ROMAN[w] ?? w;
    else if (hasDigit(w)) {
      const suffix = /^(.*\d[a-z]?)(iii|ii|iv)$/.exec(w) ?? /^(.*\d[a-z])(v)$/.exec(w);
      if (suffix?.[1] && suffix[2]) w = `${suffix[1]}${ROMAN[suffix[2]]}`;
    }
    out.push(w);
  }
  return out;
}

// Words of our trade, so compounds of them can be split (`camerastatief`, `ledlamp`). The
// catalogue's own words are added where they are known (the lexicon, at query time).
const TRADE_WORDS = `
accu accus actie adapter aggregaat arm audio batterij beeld boom camera cameras case cine cinema
dasspeld draadloos draadloze drone film filter focus foto fresnel geheugen geluid grip hand
hengel houder kaart kaarten kabel kit koffer kop koptelefoon lader lamp lampen led lens lenzen
lezer licht lijn micro microfoon microfoons monitor monitoren opslag paneel panelen piloot plaat
poot poten prime primes recorder reportage richt rig rugzak set slider statief statieven stroom
studio systeem tas tassen technicus tube tubes video vorm vormer vormers zoom
`;
// The words that qualify a cable (`xlr`, `hdmi`) too: `XLR-kabel` and `xlrkabel` read alike.
const TRADE = new Set([...TRADE_WORDS.split(/\s+/).filter(Boolean), ...QUALIFIERS]);

const VOWELS = 'aeiou';
const isVowel = (c: string | undefined) => c !== undefined && VOWELS.includes(c);

/**
 * The word and what it may be the plural or diminutive of, for letter words of 4 letters or more:
 * `lampen` → `lamp`, `statieven` → `statief`, `lenzen` → `lens`, `tassen` → `tas`, `platen` →
 * `plaat`, `kabels` → `kabel`, `cameras` → `camera`, `lampje(s)` → `lamp`, `koffertje` → `koffer`.
 * Over-generating is harmless: a form that is no word of ours is never typed and never matches.
 */
export function wordForms(word: string): string[] {
  const forms = new Set([word]);
  if (!lettersOnly(word) || word.length < 4) return [...forms];
  const add = (stem: string) => {
    if (stem.length >= 3) forms.add(stem);
  };
  const fromEn = (stem: string) => {
    // statiev → statief, lenz → lens, tass → tas, plat → plaat, panel → paneel
    if (stem.length < 3) return;
    add(stem);
    if (stem.endsWith('v')) add(`${stem.slice(0, -1)}f`);
    if (stem.endsWith('z')) add(`${stem.slice(0, -1)}s`);
    const last = stem.at(-1);
    if (last && last === stem.at(-2) && !isVowel(last)) add(stem.slice(0, -1));
    const [c1, v, c2] = [stem.at(-3), stem.at(-2), stem.at(-1)];
    if (c1 && v && c2 && !isVowel(c1) && isVowel(v) && !isVowel(c2) && v !== 'i')
      add(`${stem.slice(0, -1)}${v}${c2}`);
  };
  // Diminutives: lampje(s), koffertje, boompje, plaatje; every reading, the lexicon picks.
  for (const suffix of ['etjes', 'etje', 'tjes', 'tje', 'pjes', 'pje', 'jes', 'je']) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) fromEn(word.slice(0, -suffix.length));
  }
  if (word.endsWith('en') && word.length >= 5) fromEn(word.slice(0, -2));
  if (word.endsWith('s') && word.length >= 5 && !word.endsWith('ss')) add(word.slice(0, -1));
  if (word.endsWith('ers') || word.endsWith('els') || word.endsWith('ens')) add(word.slice(0, -1));
  return [...forms];
}

/** Two parts of a compound, each a known word (or the form of one), with a linking s or e. */
export function compoundSplits(word: string, known: (w: string) => boolean): [string, string][] {
  if (!lettersOnly(word) || word.length < 6 || word.length > MAX_SPLIT_WORD) return [];
  const knownForm = (w: string) => wordForms(w).some(known);
  const splits: [string, string][] = [];
  for (let p = 3; p <= word.length - 3; p++) {
    const left = word.slice(0, p);
    const right = word.slice(p);
    const leftOk = known(left) || ((left.endsWith('s') || left.endsWith('e')) && known(left.slice(0, -1)));
    if (leftOk && knownForm(right)) splits.push([known(left) ? left : left.slice(0, -1), right]);
  }
  // Longest right part first: `camerastatief` before a split inside `statief`.
  return splits.sort((a, b) => b[1].length - a[1].length);
}

const knownTrade = (w: string) => TRADE.has(w);

/** Every term of a text: words, model joins, forms and compound parts (see the top). */
export function textTerms(text: string, { joins = true } = {}): { terms: Set<string>; surface: Set<string> } {
  const ws = words(text);
  const terms = new Set<string>();
  const surface = new Set<string>();
  for (const w of ws) {
    surface.add(w);
    for (const f of wordForms(w)) terms.add(f);
    for (const [left, right] of compoundSplits(w, knownTrade).slice(0, 2)) {
      surface.add(left);
      for (const f of [left, ...wordForms(right)]) terms.add(f);
    }
  }
  for (const s of surface) terms.add(s);
  // The numbers in a model word (`70mm` → `70`, `c300` → `300`): "24-70", "vespid 50".
  for (const w of ws)
    if (hasDigit(w) && !/^\d+$/.test(w)) for (const n of w.match(/\d+/g) ?? []) terms.add(n);
  if (joins) {
    for (let i = 0; i + 1 < ws.length; i++) {
      terms.add(`${ws[i]}${ws[i + 1]}`);
      if (i + 2 < ws.length) terms.add(`${ws[i]}${ws[i + 1]}${ws[i + 2]}`);
    }
  }
  return { terms, surface };
}

/** The columns the search reads, from what the seeder knows of an article. */
export function articleSearchTerms(article: { name: string; brand: string; keywords: string }): {
  nameTerms: string;
  tagTerms: string;
} {
  const named = textTerms(
    normalizeText(article.name).startsWith(normalizeText(article.brand))
      ? article.name
      : `${article.brand} ${article.name}`,
  );
  const tags = textTerms(article.keywords, { joins: false });
  return { nameTerms: [...named.terms].join(' '), tagTerms: [...tags.terms].join(' ') };
}

// ---- typos ----------------------------------------------------------------------------------

/** Typos allowed in a typed word (Meilisearch's defaults): 1 from 5 letters, 2 from 9. */
export const typoBudget = (word: string) =>
  hasDigit(word) || !lettersOnly(word) ? 0 : word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0;

/** The word with `n` letters deleted, every way (n = 1 or 2). */
export function deletions(word: string, n: 1 | 2): string[] {
  const one = new Set<string>();
  for (let i = 0; i < word.length; i++) one.add(word.slice(0, i) + word.slice(i + 1));
  if (n === 1) return [...one];
  const two = new Set<string>(one);
  for (const w of one) for (let i = 0; i < w.length; i++) two.add(w.slice(0, i) + w.slice(i + 1));
  return [...two];
}

/**
 * What a lexicon word is found by when typed with typos (the symmetric-delete method): its
 * one-letter deletions from 5 letters, two-letter ones from 9. A typed word meets a word within
 * its typo budget when their deletions (or the words) have one in common; osa() then confirms.
 */
export function lexiconKeys(term: string): string[] {
  if (!lettersOnly(term) || term.length < 5) return [];
  return deletions(term, term.length >= 9 ? 2 : 1);
}

export function typedKeys(word: string): string[] {
  if (word.length > MAX_TYPO_WORD) return [];
  const budget = typoBudget(word);
  return budget === 0 ? [] : [word, ...deletions(word, budget as 1 | 2)];
}

/** Optimal string alignment distance (insert, delete, substitute, swap two neighbours), capped. */
export function osa(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1).fill(0);
    row[0] = i;
    rows.push(row);
  }
  const at = (i: number, j: number) => rows[i]?.[j] ?? 0;
  for (let j = 0; j <= b.length; j++) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, at(i - 2, j - 2) + 1);
      row[j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
  }
  return at(a.length, b.length);
}

// ---- reading a query ----------------------------------------------------------------------------

export const MAX_WORDS = 10;

/** A query's words (at most MAX_WORDS) and whether the last one is still being typed. */
export function queryWords(q: string): { words: string[]; typing: boolean } {
  const ws = words(q).slice(0, MAX_WORDS);
  return { words: ws, typing: ws.length > 0 && !/[\s]$/.test(q) };
}

/** Every string whose presence in the lexicon matters for reading these words. */
export function lookupStrings(ws: string[]): { exact: string[]; keys: string[] } {
  const exact = new Set<string>();
  const keys = new Set<string>();
  for (const [i, w] of ws.entries()) {
    for (const form of wordForms(w)) {
      exact.add(form);
      for (const s of synonyms(form)) for (const f of wordForms(s)) exact.add(f);
    }
    for (let p = 3; w.length <= MAX_SPLIT_WORD && p <= w.length - 3; p++) {
      const left = w.slice(0, p);
      exact.add(left);
      if (left.endsWith('s') || left.endsWith('e')) exact.add(left.slice(0, -1));
      for (const f of wordForms(w.slice(p))) exact.add(f);
    }
    const next = ws[i + 1];
    if (next !== undefined) {
      exact.add(`${w}${next}`);
      const third = ws[i + 2];
      if (third !== undefined) exact.add(`${w}${next}${third}`);
    }
    for (const k of typedKeys(w)) keys.add(k);
  }
  return { exact: [...exact].filter((s) => s.length <= 60), keys: [...keys] };
}
