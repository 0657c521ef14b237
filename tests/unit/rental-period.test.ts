import { describe, expect, it } from 'vitest';
import {
  type AmsterdamNow,
  bookableSlots,
  isCompletePeriod,
  nowInAmsterdam,
  type RentalPeriod,
  rentalCalendar,
  validatePeriod,
} from '../../domain/rental-period.ts';

// Monday 23 November 2026, 13:00 in Amsterdam: what the api's clock answers for NOW=2026-11-23.
const NOW: AmsterdamNow = { date: '2026-11-23', time: '13:00' };
const ids = (date: string, now = NOW) => bookableSlots(date, now).map((s) => s.id);

const period = (p: Partial<RentalPeriod>): RentalPeriod => ({
  startDate: null,
  endDate: null,
  pickupSlot: null,
  returnSlot: null,
  ...p,
});

describe('now in Amsterdam', () => {
  it('reads a bare date as noon UTC, like the api clock: 13:00 in winter, 14:00 in summer', () => {
    expect(nowInAmsterdam('2026-11-23')).toEqual({ date: '2026-11-23', time: '13:00' });
    expect(nowInAmsterdam('2026-06-15')).toEqual({ date: '2026-06-15', time: '14:00' });
  });

  it('reads a date-time without offset as Amsterdam wall-clock time, with one as an instant', () => {
    expect(nowInAmsterdam('2026-11-23T08:30')).toEqual({ date: '2026-11-23', time: '08:30' });
    expect(nowInAmsterdam('2026-11-23 16:05:59')).toEqual({ date: '2026-11-23', time: '16:05' });
    expect(nowInAmsterdam('2026-11-23T08:30:00Z')).toEqual({ date: '2026-11-23', time: '09:30' });
    expect(nowInAmsterdam('2026-11-23T23:30:00Z')).toEqual({ date: '2026-11-24', time: '00:30' });
    // Summer time starts at 01:00 UTC on 29 March 2026.
    expect(nowInAmsterdam('2026-03-29T01:30:00Z')).toEqual({ date: '2026-03-29', time: '03:30' });
    expect(nowInAmsterdam(new Date('2026-07-01T07:59:00Z'))).toEqual({ date: '2026-07-01', time: '09:59' });
  });

  it('refuses what is no date or time', () => {
    for (const bad of ['', 'morgen', '2026-02-30', '2026-11-23T24:00', '2026-11-23T10:60']) {
      expect(() => nowInAmsterdam(bad), bad).toThrow(RangeError);
    }
  });
});

describe('bookable slots', () => {
  it('offers every slot on a later working day', () => {
    expect(ids('2026-11-24')).toEqual([0, 1, 2, 3]);
  });

  it('offers today only the slots that start later than now', () => {
    expect(ids('2026-11-23')).toEqual([3]); // 13:00: slot 2 starts now, so it is gone too
    expect(ids('2026-11-23', { date: '2026-11-23', time: '08:59' })).toEqual([0, 1, 2, 3]);
    expect(ids('2026-11-23', { date: '2026-11-23', time: '09:00' })).toEqual([1, 2, 3]);
    expect(ids('2026-11-23', { date: '2026-11-23', time: '16:00' })).toEqual([]);
  });

  it('offers nothing before today, at weekends, on holidays, or past the holiday table', () => {
    expect(ids('2026-11-20')).toEqual([]);
    expect(ids('2026-11-28')).toEqual([]); // Saturday
    expect(ids('2027-04-27')).toEqual([]); // Koningsdag
    expect(ids('2026-12-25')).toEqual([]); // Eerste Kerstdag
    expect(ids('2060-01-05')).toEqual([]);
    expect(ids('2026-02-30')).toEqual([]);
  });

  it('on 24 December ends at 15:00: slot 2 shortened, no slot 3', () => {
    expect(bookableSlots('2026-12-24', NOW).map((s) => s.label)).toEqual([
      '09:00–10:00',
      '10:00–13:00',
      '13:00–15:00',
    ]);
    expect(ids('2026-12-24', { date: '2026-12-24', time: '12:59' })).toEqual([2]);
  });

  it('gives the calendar of a range with holiday names', () => {
    const days = rentalCalendar('2026-12-24', '2026-12-28', NOW);
    expect(days.map((d) => [d.date, d.slots.length, d.holiday])).toEqual([
      ['2026-12-24', 3, null],
      ['2026-12-25', 0, 'Eerste Kerstdag'],
      ['2026-12-26', 0, 'Tweede Kerstdag'],
      ['2026-12-27', 0, null],
      ['2026-12-28', 4, null],
    ]);
    expect(() => rentalCalendar('2026-01-01', '2026-12-31', NOW, 93)).toThrow(RangeError);
    // Ends at the last date there is, not walking past it into an invalid one.
    expect(rentalCalendar('9999-12-30', '9999-12-31', NOW).map((day) => day.date)).toEqual([
      '9999-12-30',
      '9999-12-31',
    ]);
  });
});

describe('validating a period', () => {
  it('accepts a complete period and any part of one', () => {
    const full = period({ startDate: '2026-11-24', endDate: '2026-11-27', pickupSlot: 0, returnSlot: 3 });
    expect(validatePeriod(full, NOW)).toEqual({});
    expect(isCompletePeriod(full)).toBe(true);
    expect(validatePeriod(period({}), NOW)).toEqual({});
    expect(validatePeriod(period({ pickupSlot: 2 }), NOW)).toEqual({});
    expect(validatePeriod(period({ endDate: '2026-12-01' }), NOW)).toEqual({});
    expect(isCompletePeriod(period({ startDate: '2026-11-24' }))).toBe(false);
  });

  it('refuses impossible dates, past dates, weekends and holidays, per field in Dutch', () => {
    expect(validatePeriod(period({ startDate: '2026-02-30', endDate: '0000-01-03' }), NOW)).toEqual({
      start_date: ['Voer een geldige datum in (JJJJ-MM-DD).'],
      end_date: ['Deze datum ligt in het verleden; kies vandaag of een latere dag.'],
    });
    expect(validatePeriod(period({ startDate: '2026-11-20' }), NOW)).toEqual({
      start_date: ['Deze datum ligt in het verleden; kies vandaag of een latere dag.'],
    });
    expect(validatePeriod(period({ startDate: '2026-11-28', endDate: '2027-04-27' }), NOW)).toEqual({
      start_date: ['In het weekend zijn we gesloten; kies een werkdag.'],
      end_date: ['Op Koningsdag zijn we gesloten; kies een andere dag.'],
    });
    expect(validatePeriod(period({ endDate: '2060-01-05' }), NOW)).toEqual({
      end_date: ['Kies een datum tot en met 31 december 2059.'],
    });
  });

  it('refuses a return before the pickup, and a same-day return not later than the pickup', () => {
    expect(validatePeriod(period({ startDate: '2026-11-25', endDate: '2026-11-24' }), NOW)).toEqual({
      end_date: ['De retourdatum ligt vóór de ophaaldatum.'],
    });
    const sameDay = { startDate: '2026-11-25', endDate: '2026-11-25' };
    expect(validatePeriod(period({ ...sameDay, pickupSlot: 1, returnSlot: 1 }), NOW)).toEqual({
      return_slot: ['Breng je het terug op de ophaaldag, kies dan een later tijdstip dan het ophalen.'],
    });
    expect(validatePeriod(period({ ...sameDay, pickupSlot: 1, returnSlot: 2 }), NOW)).toEqual({});
  });

  it('refuses unknown slots, slot 3 on 24 December and a slot that started today', () => {
    for (const bad of [4, -1, 1.5]) {
      expect(validatePeriod(period({ pickupSlot: bad }), NOW)).toEqual({
        pickup_slot: ['Kies tijdslot 0, 1, 2 of 3.'],
      });
    }
    expect(validatePeriod(period({ endDate: '2026-12-24', returnSlot: 3 }), NOW)).toEqual({
      return_slot: ['Op 24 december zijn we tot 15:00 open; kies een eerder tijdslot.'],
    });
    expect(validatePeriod(period({ startDate: '2026-11-23', pickupSlot: 2 }), NOW)).toEqual({
      pickup_slot: ['Dit tijdslot is vandaag al begonnen; kies een later tijdslot of een andere dag.'],
    });
    expect(validatePeriod(period({ startDate: '2026-11-23', pickupSlot: 3 }), NOW)).toEqual({});
    // A slot on a closed day: the date says why; the slot is not blamed twice.
    expect(validatePeriod(period({ startDate: '2026-11-28', pickupSlot: 0 }), NOW)).toEqual({
      start_date: ['In het weekend zijn we gesloten; kies een werkdag.'],
    });
  });

  it("checks custom times against that day's opening hours and the clock", () => {
    const at = (date: string, time: string) =>
      validatePeriod(period({ startDate: date, pickupSlot: { custom: time } }), NOW);
    expect(at('2026-11-24', '09:00')).toEqual({});
    expect(at('2026-11-24', '16:59')).toEqual({});
    expect(at('2026-11-24', '08:59')).toEqual({ pickup_slot: ['Kies een tijd vanaf 09:00 en vóór 17:00.'] });
    expect(at('2026-11-24', '17:00')).toEqual({ pickup_slot: ['Kies een tijd vanaf 09:00 en vóór 17:00.'] });
    expect(at('2026-12-24', '15:00')).toEqual({ pickup_slot: ['Kies een tijd vanaf 09:00 en vóór 15:00.'] });
    expect(at('2026-11-24', '9:00')).toEqual({ pickup_slot: ['Voer een tijd in als UU:MM.'] });
    expect(at('2026-11-24', '25:00')).toEqual({ pickup_slot: ['Voer een tijd in als UU:MM.'] });
    expect(at('2026-11-23', '12:30')).toEqual({
      pickup_slot: ['Deze tijd is vandaag al voorbij; kies een latere tijd.'],
    });
    expect(at('2026-11-23', '13:30')).toEqual({});
    const sameDay = period({
      startDate: '2026-11-24',
      endDate: '2026-11-24',
      pickupSlot: { custom: '11:00' },
      returnSlot: 1, // starts 10:00, before the pickup
    });
    expect(Object.keys(validatePeriod(sameDay, NOW))).toEqual(['return_slot']);
  });
});
