import { describe, expect, it } from 'vitest';
import {
  easterSunday,
  FIRST_HOLIDAY_YEAR,
  holidayName,
  holidays,
  holidaysBetween,
  isHoliday,
  LAST_HOLIDAY_YEAR,
} from '../../domain/holidays.ts';

const YEARS = Array.from(
  { length: LAST_HOLIDAY_YEAR - FIRST_HOLIDAY_YEAR + 1 },
  (_, i) => FIRST_HOLIDAY_YEAR + i,
);

/** Weekday computed independently of the module: Sakamoto's method, 0 = Sunday. */
function sakamotoWeekday(y: number, m: number, d: number): number {
  const t = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4];
  const yy = m < 3 ? y - 1 : y;
  return (
    (yy + Math.floor(yy / 4) - Math.floor(yy / 100) + Math.floor(yy / 400) + (t[m - 1] as number) + d) % 7
  );
}

function dateOf(year: number, name: string): string | undefined {
  return holidays(year).find((h) => h.name === name)?.date;
}

describe('holidays', () => {
  it('lists 2025 completely, sorted, with Dutch names', () => {
    expect(holidays(2025)).toEqual([
      { date: '2025-01-01', name: 'Nieuwjaarsdag' },
      { date: '2025-04-20', name: 'Eerste Paasdag' },
      { date: '2025-04-21', name: 'Tweede Paasdag' },
      { date: '2025-04-26', name: 'Koningsdag' },
      { date: '2025-05-05', name: 'Bevrijdingsdag' },
      { date: '2025-05-29', name: 'Hemelvaartsdag' },
      { date: '2025-06-08', name: 'Eerste Pinksterdag' },
      { date: '2025-06-09', name: 'Tweede Pinksterdag' },
      { date: '2025-12-25', name: 'Eerste Kerstdag' },
      { date: '2025-12-26', name: 'Tweede Kerstdag' },
    ]);
  });

  it('puts Easter on known dates', () => {
    const known: Record<number, string> = {
      2019: '2019-04-21',
      2020: '2020-04-12',
      2021: '2021-04-04',
      2022: '2022-04-17',
      2023: '2023-04-09',
      2024: '2024-03-31',
      2025: '2025-04-20',
      2026: '2026-04-05',
      2027: '2027-03-28',
      2038: '2038-04-25',
      2059: '2059-03-30',
    };
    for (const [year, date] of Object.entries(known)) {
      expect(dateOf(Number(year), 'Eerste Paasdag')).toBe(date);
    }
    expect(easterSunday(2024)).toEqual({ month: 3, day: 31 });
  });

  it('derives Easter Monday, Ascension and Pentecost from Easter', () => {
    expect(dateOf(2024, 'Tweede Paasdag')).toBe('2024-04-01');
    expect(dateOf(2025, 'Hemelvaartsdag')).toBe('2025-05-29');
    expect(dateOf(2024, 'Hemelvaartsdag')).toBe('2024-05-09');
    expect(dateOf(2024, 'Eerste Pinksterdag')).toBe('2024-05-19');
    expect(dateOf(2024, 'Tweede Pinksterdag')).toBe('2024-05-20');
    // Easter 2038 is 25 April, so Easter Monday is the 26th and Koningsdag stays the 27th.
    expect(dateOf(2038, 'Tweede Paasdag')).toBe('2038-04-26');
    expect(dateOf(2038, 'Koningsdag')).toBe('2038-04-27');
  });

  it('moves Koningsdag to 26 April when 27 April is a Sunday', () => {
    expect(dateOf(2024, 'Koningsdag')).toBe('2024-04-27');
    expect(dateOf(2025, 'Koningsdag')).toBe('2025-04-26');
    expect(dateOf(2031, 'Koningsdag')).toBe('2031-04-26');
    expect(dateOf(2036, 'Koningsdag')).toBe('2036-04-26');
    const moved: number[] = [];
    for (const year of YEARS) {
      const date = dateOf(year, 'Koningsdag');
      const sunday = sakamotoWeekday(year, 4, 27) === 0;
      expect(date).toBe(sunday ? `${year}-04-26` : `${year}-04-27`);
      if (date === `${year}-04-26`) moved.push(year);
    }
    expect(moved).toEqual([2025, 2031, 2036, 2042, 2053, 2059]);
  });

  it('has Bevrijdingsdag only in lustrum years', () => {
    const withLiberation = YEARS.filter((y) => dateOf(y, 'Bevrijdingsdag') !== undefined);
    expect(withLiberation).toEqual([2020, 2025, 2030, 2035, 2040, 2045, 2050, 2055]);
    expect(dateOf(2030, 'Bevrijdingsdag')).toBe('2030-05-05');
    expect(isHoliday('2026-05-05')).toBe(false);
    expect(isHoliday('2025-05-05')).toBe(true);
  });

  // The listed holidays are nine; Bevrijdingsdag makes ten in lustrum years (no Goede Vrijdag, SPEC §1).
  it('has 9 distinct holidays a year, 10 in lustrum years, all in their own year and sorted', () => {
    for (const year of YEARS) {
      const list = holidays(year);
      expect(list).toHaveLength(year % 5 === 0 ? 10 : 9);
      expect(new Set(list.map((h) => h.date)).size).toBe(list.length);
      expect(list.every((h) => h.date.startsWith(`${year}-`))).toBe(true);
      expect(list.map((h) => h.date)).toEqual([...list.map((h) => h.date)].sort());
      for (const h of list) expect(isHoliday(h.date)).toBe(true);
    }
  });

  it('has no holidays outside 2019-2059', () => {
    expect(holidays(2018)).toEqual([]);
    expect(holidays(2060)).toEqual([]);
    expect(isHoliday('2018-12-25')).toBe(false);
    expect(isHoliday('2060-01-01')).toBe(false);
    expect(isHoliday('2019-01-01')).toBe(true);
    expect(isHoliday('2059-12-26')).toBe(true);
  });

  it('answers false for ordinary days and garbage', () => {
    expect(isHoliday('2026-11-24')).toBe(false);
    expect(isHoliday('2026-12-24')).toBe(false);
    expect(isHoliday('2026-12-31')).toBe(false);
    expect(isHoliday('not a date')).toBe(false);
    expect(isHoliday('')).toBe(false);
  });

  it('returns a fresh array, so callers cannot change the table', () => {
    const list = holidays(2026);
    list.length = 0;
    expect(holidays(2026)).toHaveLength(9);
  });

  it('names a holiday by date and lists those in a range', () => {
    expect(holidayName('2026-04-27')).toBe('Koningsdag');
    expect(holidayName('2026-04-28')).toBeUndefined();
    expect(holidaysBetween('2025-12-20', '2026-01-02').map((h) => h.name)).toEqual([
      'Eerste Kerstdag',
      'Tweede Kerstdag',
      'Nieuwjaarsdag',
    ]);
    expect(holidaysBetween('2026-01-02', '2026-01-01')).toEqual([]);
  });
});
