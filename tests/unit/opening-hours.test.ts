import { describe, expect, it } from 'vitest';
import { isEarlyClosingDay, OPENING_HOURS_SUMMARY, openingHoursFor } from '../../domain/opening-hours.ts';

describe('openingHoursFor', () => {
  it('is 09:00-17:00 on a Tuesday', () => {
    expect(openingHoursFor('2026-12-01')).toEqual({ open: '09:00', close: '17:00' });
  });

  it('is closed on a Saturday and a Sunday', () => {
    expect(openingHoursFor('2026-11-28')).toBeNull();
    expect(openingHoursFor('2026-11-29')).toBeNull();
  });

  it('closes at 15:00 on 24 and 31 December', () => {
    expect(openingHoursFor('2026-12-24')).toEqual({ open: '09:00', close: '15:00' });
    expect(openingHoursFor('2026-12-31')).toEqual({ open: '09:00', close: '15:00' });
    expect(openingHoursFor('2026-12-23')).toEqual({ open: '09:00', close: '17:00' });
    expect(isEarlyClosingDay('2026-12-24')).toBe(true);
    expect(isEarlyClosingDay('2026-12-30')).toBe(false);
  });

  it('is closed on public holidays on weekdays', () => {
    expect(openingHoursFor('2026-04-27')).toBeNull(); // Koningsdag, Monday
    expect(openingHoursFor('2026-05-14')).toBeNull(); // Hemelvaartsdag, Thursday
    expect(openingHoursFor('2026-12-25')).toBeNull(); // Eerste Kerstdag, Friday
    expect(openingHoursFor('2026-05-05')).toEqual({ open: '09:00', close: '17:00' }); // no lustrum year
  });

  it('has the footer lines', () => {
    expect(OPENING_HOURS_SUMMARY).toEqual([
      'Maandag t/m vrijdag: 09:00 – 17:00',
      '24 en 31 december: tot 15:00',
      'Zaterdag en zondag: gesloten',
    ]);
  });
});
