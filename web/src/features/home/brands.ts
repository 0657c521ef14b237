// Gear brands the shop rents and sells, shown as text wordmarks in the home page's brand
// carousel (no outside images). `look` picks one of a few typographic styles.

export type BrandLook = 'caps' | 'heavy' | 'light' | 'serif' | 'wide';

export type Brand = { readonly name: string; readonly look: BrandLook };

export const BRANDS: readonly Brand[] = Object.freeze([
  { name: 'Sony', look: 'wide' },
  { name: 'Canon', look: 'serif' },
  { name: 'Blackmagic Design', look: 'light' },
  { name: 'ARRI', look: 'heavy' },
  { name: 'Sennheiser', look: 'caps' },
  { name: 'RØDE', look: 'heavy' },
  { name: 'Aputure', look: 'light' },
  { name: 'DJI', look: 'wide' },
  { name: 'Manfrotto', look: 'caps' },
  { name: 'Zeiss', look: 'serif' },
]);

/** SPEC §9: the brand carousel moves on every 4000 ms. */
export const BRAND_INTERVAL_MS = 4000;
