// The words visitors use for kinds of gear, in one place: what the search reads them as
// (synonyms: another word for the same thing) and the kinds the catalogue may not hold at all
// (cables), with the category nearest to each. Pure data and lookups, no database; search-text.ts
// and search-query.ts read the synonyms, search-kinds.ts answers for a missing kind.
//
// Terms are as search-text.ts writes them: lower case ASCII letters and digits.

import type { ArticleType } from './tables.ts';

// ---- other words for the same thing -----------------------------------------------------------

/**
 * A visitor's words (English, other Dutch words, shorthand) → our words. Each word on the left is
 * read as any of the words on the right too (an OR, exact); only those the lexicon knows are used,
 * so a word here costs nothing when the catalogue lacks it.
 */
export const SYNONYM_LIST: [string, string][] = [
  ['tripod tripods stand', 'statief'],
  ['microphone microphones mic mics mike', 'microfoon'],
  ['light lights lighting verlichting', 'licht lamp'],
  ['lamp lampen', 'licht'],
  ['licht', 'lamp'],
  ['lens lenses objectief objectieven', 'lens'],
  ['battery batteries batterij batterijen', 'accu'],
  ['charger oplader', 'lader'],
  ['cable cables snoer snoeren', 'kabel'],
  ['bag bags', 'tas'],
  ['case cases flightcase', 'koffer'],
  ['backpack', 'rugzak'],
  ['card cards', 'kaart'],
  ['cardreader reader', 'kaartlezer lezer'],
  ['wireless', 'draadloos draadloze'],
  ['lavalier lav lapel lavelier', 'dasspeld'],
  ['shotgun', 'richt'],
  ['sound', 'geluid audio'],
  ['audio', 'geluid'],
  ['geluid', 'audio'],
  ['power', 'stroom'],
  ['generator', 'aggregaat'],
  ['headphones headphone koptelefoons hoofdtelefoon', 'koptelefoon'],
  ['rent rental hire huur', 'huren'],
  ['buy new', 'kopen'],
  ['used secondhand tweedehandse', 'occasion tweedehands'],
  ['storage memory', 'opslag geheugen'],
  ['panel panels', 'paneel'],
  ['camcorder', 'camcorders'],
  ['videocamera filmcamera', 'camera'],
  ['cameraman cameravrouw camera operator', 'cameraman'],
  ['soundman geluidsvrouw', 'geluidsman'],
  // An SD card is sold as SDXC or SDHC: "sd kaart", "sd-kaart", "sdkaart" find those.
  ['sd sdkaart sdkaarten sdcard', 'sd sdxc sdhc'],
  ['sdxc sdhc', 'sd'],
  // A transmitter (or its receiver) is part of a wireless system: audio (dasspeld, handheld)
  // or video (draadloos beeld).
  ['zender zenders zendset zendsets transmitter transmitters', 'draadloos draadloze'],
  ['ontvanger ontvangers receiver receivers', 'draadloos draadloze ontvanger'],
];

const SYNONYMS = new Map<string, string[]>();
for (const [from, to] of SYNONYM_LIST) {
  for (const word of from.split(' ')) {
    SYNONYMS.set(word, [...new Set([...(SYNONYMS.get(word) ?? []), ...to.split(' ')])]);
  }
}

/** Our words for a visitor's word (none: []). */
export const synonyms = (word: string): string[] => SYNONYMS.get(word) ?? [];

// ---- kinds of gear the catalogue may not hold ---------------------------------------------------

/** The words for a cable, as typed or as the end of a compound (`xlrkabel`, `verlengsnoer`). */
export const CABLE_WORDS = [
  'kabel',
  'kabels',
  'kabeltje',
  'kabeltjes',
  'cable',
  'cables',
  'snoer',
  'snoeren',
];

export type GearKind = {
  /** What a visitor asked for, plural, as a Dutch sentence names it ("XLR-kabels"). */
  name: string;
  /** The words before a cable word that name this kind (`xlr kabel`, `xlrkabel`); none: any cable. */
  qualifiers: string[];
  /** The nearest category where the kind is missing, by type: its slug path, best first. */
  nearest: Partial<Record<ArticleType, string>>;
};

/**
 * Kinds of cable, the qualified ones before the plain one. The nearest category is what a visitor
 * looking for that cable is most likely after: audio gear for XLR, a wireless video link for
 * HDMI/SDI (it replaces the cable), media and card readers for USB, power for power cables, and
 * the wireless systems for a cable in general.
 */
export const GEAR_KINDS: GearKind[] = [
  {
    name: 'XLR-kabels',
    qualifiers: ['xlr'],
    nearest: { RENTAL: 'geluid', SALE: 'audio', OCCASION: 'geluid' },
  },
  {
    name: 'HDMI-kabels',
    qualifiers: ['hdmi'],
    nearest: { RENTAL: 'monitoring/draadloos-beeld', SALE: 'monitoring' },
  },
  {
    name: 'SDI-kabels',
    qualifiers: ['sdi'],
    nearest: { RENTAL: 'monitoring/draadloos-beeld', SALE: 'monitoring' },
  },
  {
    name: 'USB-kabels',
    qualifiers: ['usb', 'usbc'],
    nearest: { RENTAL: 'media', SALE: 'accessoires/geheugenkaarten' },
  },
  {
    name: 'stroomkabels',
    qualifiers: ['stroom', 'power', 'verleng', 'voeding', 'net'],
    nearest: { RENTAL: 'stroom', SALE: 'accessoires/accus' },
  },
  {
    name: 'kabels',
    qualifiers: [],
    nearest: { RENTAL: 'geluid/draadloos', SALE: 'audio/draadloos', OCCASION: 'geluid' },
  },
];

export type AskedKind = {
  kind: GearKind;
  /**
   * The terms an article of this kind carries, as alternatives of terms it has all of: `kabel`,
   * or the qualifier with it, `xlr` and `kabel`, or `xlrkabel` (a name written as one word).
   */
  alternatives: string[][];
};

/** Every qualifier of a cable: also a trade word, so `XLR-kabel` and `xlrkabel` read alike. */
export const QUALIFIERS = GEAR_KINDS.flatMap((k) => k.qualifiers);
const QUALIFIED = new Map(GEAR_KINDS.flatMap((k) => k.qualifiers.map((q) => [q, k] as const)));
const PLAIN = GEAR_KINDS.find((k) => k.qualifiers.length === 0) as GearKind;

/** The cable word a word is or ends in, with what comes before it (`xlrkabels` → `xlr`). */
function cableIn(word: string): { before: string } | null {
  for (const cable of CABLE_WORDS) {
    if (word === cable) return { before: '' };
    if (word.endsWith(cable) && word.length > cable.length + 1) {
      const before = word.slice(0, -cable.length);
      // A linking s or e: `voedingskabel`.
      return { before: QUALIFIED.has(before) ? before : before.replace(/[se]$/, '') };
    }
  }
  return null;
}

/**
 * The kind of gear of GEAR_KINDS the words (search-text.ts `words`) ask for first, or undefined:
 * a cable word alone or at the end of a compound, qualified by its compound's first part or a
 * word beside it (`hdmikabel`, `xlr kabel`, `kabel xlr`). One pass over the words.
 */
export function askedKind(words: string[]): AskedKind | undefined {
  for (const [i, word] of words.entries()) {
    const cable = cableIn(word);
    if (!cable) continue;
    const [before, twoBefore, after] = [words[i - 1] ?? '', words[i - 2] ?? '', words[i + 1] ?? ''];
    // `usb-c kabel` is read as `usb c kabel`: the two words before may be one qualifier.
    const qualifier = [cable.before, before, `${twoBefore}${before}`, after].find((w) => QUALIFIED.has(w));
    if (!qualifier) return { kind: PLAIN, alternatives: [['kabel']] };
    return {
      kind: QUALIFIED.get(qualifier) as GearKind,
      alternatives: [[qualifier, 'kabel'], [`${qualifier}kabel`]],
    };
  }
  return undefined;
}

/** The kind's alternatives as a `to_tsquery('simple')` text: `((xlr & kabel) | xlrkabel)`. */
export const kindQuery = ({ alternatives }: AskedKind) =>
  `(${alternatives.map((all) => `(${all.join(' & ')})`).join(' | ')})`;
