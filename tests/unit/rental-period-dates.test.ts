import { describe, expect, it } from 'vitest';
import { fromIso, monthOf, monthsRange, toIso } from '../../web/src/components/rental-period/period-dates.ts';

// The rental period widget's dates: the calendar's local Dates and the schema's YYYY-MM-DD must
// name the same day, and the range the editor asks must stay within the gateway's 93 days.

describe('period dates', () => {
  it('turns a date string into the local day and back', () => {
    for (const iso of ['2026-11-23', '2026-12-31', '2027-01-01', '2028-02-29', '2027-03-28', '2027-10-31']) {
      const date = fromIso(iso);
      expect([date.getFullYear(), date.getMonth() + 1, date.getDate()]).toEqual(iso.split('-').map(Number));
      expect(toIso(date)).toBe(iso);
    }
  });

  it('asks from the first day of the first month to the last day of the last', () => {
    expect(monthsRange(fromIso('2026-11-23'), 1)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthsRange(monthOf(fromIso('2026-11-23')), 3)).toEqual({ from: '2026-11-01', to: '2027-01-31' });
    expect(monthsRange(fromIso('2028-02-10'), 1)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('never asks more than 93 days for the months shown and the next one', () => {
    const DAY = 86_400_000;
    for (let month = 0; month < 48; month++) {
      const { from, to } = monthsRange(new Date(2026, month, 1), 3);
      const days = Math.round((Date.parse(`${to}T00:00Z`) - Date.parse(`${from}T00:00Z`)) / DAY) + 1;
      expect(days).toBeLessThanOrEqual(93);
    }
  });
});
