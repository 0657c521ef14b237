import { describe, expect, it } from 'vitest';
import { words } from '../../api/catalogue/search-text.ts';
import { askedKind, kindQuery, synonyms } from '../../api/catalogue/search-words.ts';

// The word lists of the search (api/catalogue/search-words.ts): which kind of gear a visitor's
// query names, and our words for theirs. The API test (tests/api/search-words.test.ts) shows
// what each finds on the seeded catalogue.

describe('kinds of gear a query names', () => {
  const kindOf = (q: string) => askedKind(words(q))?.kind.name;

  it.each([
    ['kabel', 'kabels'],
    ['Kabels', 'kabels'],
    ['cables', 'kabels'],
    ['snoer', 'kabels'],
    ['xlr kabel', 'XLR-kabels'],
    ['XLR-kabels', 'XLR-kabels'],
    ['kabel xlr', 'XLR-kabels'],
    ['xlrkabel', 'XLR-kabels'],
    ['hdmi kabel', 'HDMI-kabels'],
    ['hdmikabels', 'HDMI-kabels'],
    ['sdi cable', 'SDI-kabels'],
    ['usb-c kabel', 'USB-kabels'],
    ['verlengkabel', 'stroomkabels'],
    ['voedingskabel', 'stroomkabels'],
    ['stroom kabel', 'stroomkabels'],
  ])('%s → %s', (q, kind) => {
    expect(kindOf(q)).toBe(kind);
  });

  it.each(['kabelklem', 'kabeltrommel', 'sd kaart', 'statief', 'hdmi'])('%s names no kind', (q) => {
    expect(kindOf(q)).toBeUndefined();
  });

  it('reads a kind by its terms: the qualifier with kabel, or both as one word', () => {
    const xlr = askedKind(words('xlr kabel'));
    expect(xlr && kindQuery(xlr)).toBe('((xlr & kabel) | (xlrkabel))');
    const plain = askedKind(words('kabel'));
    expect(plain && kindQuery(plain)).toBe('((kabel))');
  });
});

describe('our words for a visitor’s', () => {
  it.each([
    ['sd', ['sdxc', 'sdhc']],
    ['sdkaart', ['sdxc', 'sdhc']],
    ['zender', ['draadloos', 'draadloze']],
    ['transmitter', ['draadloos']],
    ['ontvanger', ['draadloos']],
    ['cable', ['kabel']],
    ['tripod', ['statief']],
  ])('%s → %j', (word, ours) => {
    expect(synonyms(word)).toEqual(expect.arrayContaining(ours));
  });
});
