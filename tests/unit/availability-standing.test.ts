import { describe, expect, it } from 'vitest';
import { articleStanding, dayStanding, worstState } from '../../domain/availability.ts';

// The standings and Dutch labels of rental availability (domain/availability.ts): what the lists,
// the article page, the cart and the date picker show.

describe('articleStanding', () => {
  it('says available, how many are left, or not available, for the count wanted', () => {
    expect(articleStanding(3, 3)).toMatchObject({ state: 'AVAILABLE', label: 'Beschikbaar in jouw periode' });
    expect(articleStanding(1, 3)).toMatchObject({ state: 'LIMITED', label: 'Nog 1 van 3 beschikbaar' });
    expect(articleStanding(0, 3)).toMatchObject({ state: 'UNAVAILABLE', label: 'Niet beschikbaar' });
    expect(articleStanding(1, 3, 2)).toMatchObject({
      state: 'UNAVAILABLE',
      label: 'Nog 1 van 3 beschikbaar',
    });
    expect(articleStanding(2, 3, 2)).toMatchObject({ state: 'LIMITED', free: 2 });
    // An article without units is never available.
    expect(articleStanding(0, 0)).toMatchObject({ state: 'UNAVAILABLE', label: 'Niet beschikbaar' });
  });

  it('orders states from available to unavailable', () => {
    expect(worstState([])).toBe('AVAILABLE');
    expect(worstState(['LIMITED', 'AVAILABLE'])).toBe('LIMITED');
    expect(worstState(['PARTLY', 'UNAVAILABLE', 'LIMITED'])).toBe('UNAVAILABLE');
  });
});

describe('dayStanding', () => {
  const camera = { id: 1, units: 3, wanted: 1 };
  it('leaves a free day unmarked', () => {
    expect(dayStanding([{ ...camera, free: 3, slots: null }])).toEqual({
      state: 'AVAILABLE',
      label: null,
      slots: [],
      articles: [],
      mark: null,
    });
  });

  it('marks a partly booked day with how many are left, a day with none left with nothing', () => {
    expect(dayStanding([{ ...camera, free: 2, slots: null }]).mark).toBe('nog 2');
    expect(dayStanding([{ ...camera, wanted: 3, free: 1, slots: null }]).mark).toBe('nog 1');
    expect(dayStanding([{ ...camera, free: 0, slots: null }]).mark).toBeNull();
    // Several articles short: the fewest left.
    const two = dayStanding([
      { ...camera, free: 2, slots: null },
      { id: 2, units: 10, wanted: 1, free: 7, slots: null },
    ]);
    expect(two.mark).toBe('nog 2');
  });

  it('marks a partly booked day PARTLY when some slot still has every article', () => {
    const day = dayStanding([
      {
        ...camera,
        wanted: 2,
        free: 1,
        slots: [
          { slot: 0, free: 3 },
          { slot: 1, free: 3 },
          { slot: 2, free: 1 },
          { slot: 3, free: 1 },
        ],
      },
    ]);
    expect(day.state).toBe('PARTLY');
    expect(day.label).toBe('Deels beschikbaar');
    expect(day.mark).toBe('deels');
    expect(day.slots.map((s) => s.state)).toEqual(['AVAILABLE', 'AVAILABLE', 'UNAVAILABLE', 'UNAVAILABLE']);
  });

  it('names the worst state of several articles, listing the ones short', () => {
    const day = dayStanding([
      { ...camera, free: 0, slots: null },
      { id: 2, units: 10, wanted: 1, free: 10, slots: null },
    ]);
    expect(day).toMatchObject({ state: 'UNAVAILABLE', label: 'Niet alles beschikbaar' });
    expect(day.articles.map((a) => a.id)).toEqual([1]);
  });
});
