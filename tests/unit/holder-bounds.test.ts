import { describe, expect, it } from 'vitest';
import { holderEmail, peakWithin, unpaidUnitCap } from '../../domain/order-bounds.ts';

// The pure parts of holds in proportion to trust (domain/order-bounds.ts): which addresses are one
// holder, the most a holder keeps at one moment, and the units unpaid holds may keep.

describe('holderEmail: one mailbox, one holder', () => {
  it.each([
    ['Jan.Smit@Example.NL', 'jan.smit@example.nl'],
    ['jan+huur@example.nl', 'jan@example.nl'],
    ['j.a.n.smit+x@gmail.com', 'jansmit@gmail.com'],
    ['JanSmit@googlemail.com', 'jansmit@gmail.com'],
    // Dots matter elsewhere: another provider's j.smit is another mailbox.
    ['j.smit@outlook.com', 'j.smit@outlook.com'],
    ['+only@example.nl', '+only@example.nl'],
  ])('%s → %s', (given, holder) => expect(holderEmail(given)).toBe(holder));
});

describe('peakWithin: the most held at one moment of a window', () => {
  const h = (start: number, end: number, value: number) => ({ start, end, value });
  it('adds holds that overlap, not holds that follow each other', () => {
    expect(peakWithin([h(0, 10, 5), h(10, 20, 7)], { start: 0, end: 20 })).toBe(7);
    expect(peakWithin([h(0, 10, 5), h(5, 20, 7)], { start: 0, end: 20 })).toBe(12);
  });
  it('counts only moments inside the window, including a hold that began before it', () => {
    expect(peakWithin([h(-5, 3, 4), h(8, 30, 6)], { start: 0, end: 5 })).toBe(4);
    expect(peakWithin([], { start: 0, end: 5 })).toBe(0);
  });
});

describe('unpaidUnitCap: half of the units, at least one', () => {
  it.each([
    [1, 1],
    [2, 1],
    [3, 1],
    [4, 2],
    [5, 2],
    [99, 49],
  ])('%i units: %i', (units, cap) => expect(unpaidUnitCap(units)).toBe(cap));
  it('a share of 100 % is every unit', () => expect(unpaidUnitCap(3, 100)).toBe(3));
});
