import { describe, expect, it } from 'vitest';
import {
  isLaterSlot,
  isSlotAvailable,
  isSlotId,
  returnsAfterPickup,
  SLOTS,
  slotById,
  slotsForDate,
} from '../../domain/slots.ts';

describe('slots', () => {
  it('are the four slots of SPEC §9', () => {
    expect(SLOTS).toEqual([
      { id: 0, from: '09:00', to: '10:00', label: '09:00–10:00' },
      { id: 1, from: '10:00', to: '13:00', label: '10:00–13:00' },
      { id: 2, from: '13:00', to: '16:00', label: '13:00–16:00' },
      { id: 3, from: '16:00', to: '17:00', label: '16:00–17:00' },
    ]);
  });

  it('are found by id', () => {
    expect(slotById(2)?.label).toBe('13:00–16:00');
    expect(slotById(4)).toBeUndefined();
    expect(slotById(-1)).toBeUndefined();
    expect(isSlotId(0)).toBe(true);
    expect(isSlotId(3)).toBe(true);
    expect(isSlotId(4)).toBe(false);
    expect(isSlotId('1')).toBe(false);
    expect(isSlotId(1.5)).toBe(false);
  });

  it('are all available on a normal working day', () => {
    expect(slotsForDate('2026-12-01')).toEqual(SLOTS);
    expect(isSlotAvailable('2026-12-01', 3)).toBe(true);
  });

  it('end at 15:00 on 24 and 31 December', () => {
    for (const date of ['2026-12-24', '2026-12-31']) {
      expect(slotsForDate(date)).toEqual([
        { id: 0, from: '09:00', to: '10:00', label: '09:00–10:00' },
        { id: 1, from: '10:00', to: '13:00', label: '10:00–13:00' },
        { id: 2, from: '13:00', to: '15:00', label: '13:00–15:00' },
      ]);
      expect(isSlotAvailable(date, 3)).toBe(false);
      expect(isSlotAvailable(date, 2)).toBe(true);
    }
    // The shared table is not changed by the shortened slot.
    expect(slotById(2)?.to).toBe('16:00');
  });

  it('are none on closed days', () => {
    expect(slotsForDate('2026-11-28')).toEqual([]); // Saturday
    expect(slotsForDate('2026-12-25')).toEqual([]); // Eerste Kerstdag
    expect(slotsForDate('2028-12-24')).toEqual([]); // 24 December on a Sunday
  });

  it('lets a same-day return follow only a later start', () => {
    expect(returnsAfterPickup('10:00', '13:00')).toBe(true);
    expect(returnsAfterPickup('10:00', '10:00')).toBe(false);
    expect(isLaterSlot(1, 2)).toBe(true);
    expect(isLaterSlot(1, 1)).toBe(false);
    expect(isLaterSlot(3, 0)).toBe(false);
    expect(isLaterSlot(1, 7)).toBe(false);
  });
});
