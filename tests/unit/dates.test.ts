import { describe, expect, it } from 'vitest';
import {
  addDays,
  compareDates,
  dateBadge,
  daysBetween,
  formatDateLong,
  formatDateShort,
  formatDayMonth,
  formatMonthYear,
  formatWeekdayDateShort,
  formatWeekdayDayMonth,
  isIsoDate,
  isWeekend,
  isWorkingDay,
  nextWorkingDay,
  rentalDays,
  todayInAmsterdam,
  weekday,
} from '../../domain/dates.ts';

describe('isIsoDate', () => {
  it('accepts real calendar dates only', () => {
    expect(isIsoDate('2026-12-01')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('1900-02-29')).toBe(false);
    expect(isIsoDate('2026-04-31')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-00-10')).toBe(false);
    expect(isIsoDate('2026-01-00')).toBe(false);
    expect(isIsoDate('2026-1-5')).toBe(false);
    expect(isIsoDate('2026-01-05T00:00:00Z')).toBe(false);
    expect(isIsoDate(' 2026-01-05')).toBe(false);
    expect(isIsoDate('')).toBe(false);
    expect(isIsoDate(20260105)).toBe(false);
  });
});

describe('day arithmetic', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    // Across the DST changes in Europe (29 March and 25 October 2026).
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2026-05-05', 0)).toBe('2026-05-05');
  });

  it('rejects invalid input', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2026-02-01', 1.5)).toThrow(RangeError);
    expect(() => weekday('gisteren')).toThrow(RangeError);
    expect(() => compareDates('2026-01-01', 'x')).toThrow(RangeError);
  });

  it('counts calendar days between dates', () => {
    expect(daysBetween('2026-01-01', '2026-03-01')).toBe(59);
    expect(daysBetween('2026-03-01', '2026-01-01')).toBe(-59);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });

  it('gives weekdays with 0 = Sunday', () => {
    expect(weekday('2026-12-01')).toBe(2);
    expect(weekday('2025-04-27')).toBe(0);
    expect(weekday('2026-11-28')).toBe(6);
    expect(isWeekend('2026-11-28')).toBe(true);
    expect(isWeekend('2026-11-29')).toBe(true);
    expect(isWeekend('2026-11-30')).toBe(false);
  });

  it('compares dates', () => {
    expect(compareDates('2026-01-02', '2026-01-10')).toBe(-1);
    expect(compareDates('2026-01-10', '2026-01-10')).toBe(0);
    expect(compareDates('2027-01-01', '2026-12-31')).toBe(1);
    expect(['2026-03-01', '2025-12-31', '2026-01-15'].sort(compareDates)).toEqual([
      '2025-12-31',
      '2026-01-15',
      '2026-03-01',
    ]);
  });
});

describe('working days', () => {
  it('excludes weekends and holidays', () => {
    expect(isWorkingDay('2026-12-01')).toBe(true);
    expect(isWorkingDay('2026-11-28')).toBe(false);
    expect(isWorkingDay('2026-04-27')).toBe(false); // Koningsdag, a Monday
    expect(isWorkingDay('2026-12-24')).toBe(true);
    expect(isWorkingDay('2026-12-31')).toBe(true);
  });

  it('finds the next working day over Christmas', () => {
    expect(nextWorkingDay('2026-12-24')).toBe('2026-12-24'); // Thursday
    expect(nextWorkingDay('2026-12-25')).toBe('2026-12-28'); // Fri holiday, Sat holiday, Sun
    // 2023: Christmas on Monday and Tuesday, after a weekend.
    expect(nextWorkingDay('2023-12-23')).toBe('2023-12-27');
    expect(nextWorkingDay('2026-12-31')).toBe('2026-12-31');
    expect(nextWorkingDay('2027-01-01')).toBe('2027-01-04'); // Fri New Year, weekend
  });
});

describe('rentalDays', () => {
  it('counts working days from pickup up to, not including, return', () => {
    expect(rentalDays('2026-12-01', '2026-12-02')).toBe(1);
    expect(rentalDays('2026-12-01', '2026-12-04')).toBe(3);
    // Friday to Monday: only the Friday counts.
    expect(rentalDays('2026-11-27', '2026-11-30')).toBe(1);
    // Friday to next Friday across a weekend: Fri, Mon, Tue, Wed, Thu.
    expect(rentalDays('2026-11-27', '2026-12-04')).toBe(5);
  });

  it('skips Koningsdag and the weekend', () => {
    // Thu 23 April to Wed 29 April 2026: Thu, Fri, (Sat, Sun, Koningsdag Mon 27), Tue.
    expect(rentalDays('2026-04-23', '2026-04-29')).toBe(3);
    // Fri 24 to Tue 28: only Friday.
    expect(rentalDays('2026-04-24', '2026-04-28')).toBe(1);
  });

  it('agrees with a day-by-day count over long periods', () => {
    const from = '2025-11-03';
    for (const to of ['2026-01-05', '2026-06-01', '2027-01-01']) {
      let count = 0;
      for (let d = from; d < to; d = addDays(d, 1)) if (isWorkingDay(d)) count++;
      expect(rentalDays(from, to)).toBe(count);
    }
    // 2026 has 261 weekdays; 6 holidays fall on one (not the two Sundays, not Saturday 26 December).
    expect(rentalDays('2026-01-01', '2027-01-01')).toBe(261 - 6);
  });

  it('is at least 1', () => {
    expect(rentalDays('2026-11-28', '2026-11-30')).toBe(1); // a weekend only
    expect(rentalDays('2026-12-01', '2026-12-01')).toBe(1);
    expect(rentalDays('2026-12-05', '2026-12-01')).toBe(1);
  });
});

describe('todayInAmsterdam', () => {
  it('takes a plain ISO date as that date', () => {
    expect(todayInAmsterdam('2026-11-23')).toBe('2026-11-23');
  });

  it('converts instants near midnight UTC in winter (UTC+1)', () => {
    expect(todayInAmsterdam('2026-01-15T22:59:59Z')).toBe('2026-01-15');
    expect(todayInAmsterdam('2026-01-15T23:00:00Z')).toBe('2026-01-16');
    expect(todayInAmsterdam(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('converts instants near midnight UTC in summer (UTC+2)', () => {
    expect(todayInAmsterdam('2026-07-15T21:59:59Z')).toBe('2026-07-15');
    expect(todayInAmsterdam('2026-07-15T22:00:00Z')).toBe('2026-07-16');
    expect(todayInAmsterdam(new Date('2026-07-15T22:30:00.000Z'))).toBe('2026-07-16');
    expect(todayInAmsterdam('2026-07-16T00:30:00+02:00')).toBe('2026-07-16');
    expect(todayInAmsterdam('2026-07-15T20:30:00-04:00')).toBe('2026-07-16');
  });

  it('reads a date-time without offset as Amsterdam wall-clock time', () => {
    expect(todayInAmsterdam('2026-07-15T23:59:00')).toBe('2026-07-15');
    expect(todayInAmsterdam('2026-07-15 00:10')).toBe('2026-07-15');
  });

  it('uses the clock when nothing is given', () => {
    expect(isIsoDate(todayInAmsterdam())).toBe(true);
  });

  it('rejects nonsense', () => {
    expect(() => todayInAmsterdam('morgen')).toThrow(RangeError);
    expect(() => todayInAmsterdam('2026-02-30T10:00:00Z')).toThrow(RangeError);
    expect(() => todayInAmsterdam('2026-02-10T25:00:00Z')).toThrow(RangeError);
    expect(() => todayInAmsterdam(new Date('invalid'))).toThrow(RangeError);
  });
});

describe('Dutch formatting', () => {
  it('formats long, short and day-month dates', () => {
    expect(formatDateLong('2026-12-01')).toBe('dinsdag 1 december 2026');
    expect(formatDateLong('2027-01-01')).toBe('vrijdag 1 januari 2027');
    expect(formatDateShort('2026-12-01')).toBe('1 dec. 2026');
    expect(formatDateShort('2026-03-09')).toBe('9 mrt. 2026');
    expect(formatDateShort('2026-05-01')).toBe('1 mei 2026');
    expect(formatDayMonth('2026-12-01')).toBe('1 december');
    expect(formatDayMonth('2026-03-29')).toBe('29 maart');
  });

  it('writes the rental calendar’s dates as the browser’s nl-NL calendar formats do', () => {
    expect(formatWeekdayDateShort('2026-12-01')).toBe('di 1 dec 2026');
    expect(formatWeekdayDayMonth('2026-12-26')).toBe('za 26 dec');
    const short = new Intl.DateTimeFormat('nl-NL', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let i = 0; i < 400; i += 13) {
      const date = addDays('2026-01-01', i);
      expect(formatWeekdayDateShort(date)).toBe(short.format(new Date(`${date}T12:00:00Z`)));
    }
  });

  it('names every month and weekday, and a badge’s parts', () => {
    const firsts = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}-01`);
    expect(firsts.map(formatMonthYear)).toEqual([
      'januari 2026',
      'februari 2026',
      'maart 2026',
      'april 2026',
      'mei 2026',
      'juni 2026',
      'juli 2026',
      'augustus 2026',
      'september 2026',
      'oktober 2026',
      'november 2026',
      'december 2026',
    ]);
    expect(firsts.map((d) => dateBadge(d).month)).toEqual([
      'jan.',
      'feb.',
      'mrt.',
      'apr.',
      'mei',
      'jun.',
      'jul.',
      'aug.',
      'sep.',
      'okt.',
      'nov.',
      'dec.',
    ]);
    // 2026-11-23 is a Monday.
    const week = Array.from({ length: 7 }, (_, i) => formatDateLong(`2026-11-${23 + i}`).split(' ')[0]);
    expect(week).toEqual(['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag']);
    expect(dateBadge('2026-12-01')).toEqual({ day: 1, month: 'dec.', weekday: 'di' });
    expect(dateBadge('2024-02-29')).toEqual({ day: 29, month: 'feb.', weekday: 'do' });
    expect(() => dateBadge('2026-02-29')).toThrow(RangeError);
  });
});
