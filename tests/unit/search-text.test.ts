import { describe, expect, it } from 'vitest';
import { compoundSplits, osa, typoBudget, wordForms, words } from '../../api/catalogue/search-text.ts';

// The catalogue search's word rules (api/catalogue/search-text.ts), with hand-checked cases.

describe('search words', () => {
  it('makes model spellings one', () => {
    expect(words('Canon EOS C300 Mark III')).toEqual(['canon', 'eos', 'c300', 'mk', '3']);
    expect(words('a7siii')).toEqual(['a7s3']);
    expect(words('A7S III')).toEqual(['a7s', '3']);
    expect(words('c300 mkii')).toEqual(['c300', 'mk2']);
    expect(words('Sony a7R V')).toEqual(['sony', 'a7r', '5']);
    expect(words('Atomos Ninja V')).toEqual(['atomos', 'ninja', 'v']);
    expect(words('FX-6')).toEqual(['fx', '6']);
    expect(words('Angénieux café’s')).toEqual(['angenieux', 'cafes']);
  });

  it('reads Dutch plurals and diminutives as their word', () => {
    expect(wordForms('statieven')).toContain('statief');
    expect(wordForms('lenzen')).toContain('lens');
    expect(wordForms('tassen')).toContain('tas');
    expect(wordForms('platen')).toContain('plaat');
    expect(wordForms('lampjes')).toContain('lamp');
    expect(wordForms('koffertje')).toContain('koffer');
    expect(wordForms('cameras')).toContain('camera');
    expect(wordForms('fx6')).toEqual(['fx6']);
  });

  it('splits a compound into words it knows', () => {
    const known = new Set(['camera', 'statief', 'foto', 'led', 'lamp']);
    expect(compoundSplits('camerastatief', (w) => known.has(w))[0]).toEqual(['camera', 'statief']);
    expect(compoundSplits('ledlampen', (w) => known.has(w))[0]).toEqual(['led', 'lampen']);
    expect(compoundSplits('statief', (w) => known.has(w))).toEqual([]);
  });

  it('counts typos as a dedicated engine does: insert, delete, substitute, swap', () => {
    expect(osa('blackmagic', 'blcakmagic', 2)).toBe(1);
    expect(osa('canon', 'cannon', 1)).toBe(1);
    expect(osa('sony', 'sonu', 1)).toBe(1);
    expect(osa('blackmagic', 'blakcmagik', 2)).toBe(2);
    expect(osa('manfrotto', 'mnfroto', 1)).toBe(2);
    expect([
      typoBudget('sony'),
      typoBudget('canon'),
      typoBudget('blackmagic'),
      typoBudget('c300mk3'),
    ]).toEqual([0, 1, 2, 0]);
  });
});
