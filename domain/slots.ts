// Pickup and return slots (SPEC §9): 0 = 09:00-10:00, 1 = 10:00-13:00,
// 2 = 13:00-16:00, 3 = 16:00-17:00. The id is what the api stores and receives.

import { openingHoursFor } from './opening-hours.ts';

export type SlotId = 0 | 1 | 2 | 3;
export type Slot = {
  readonly id: SlotId;
  readonly from: string;
  readonly to: string;
  readonly label: string;
};

function slot(id: SlotId, from: string, to: string): Slot {
  // En dash between the times, as the visitor reads it: "09:00–10:00".
  return Object.freeze({ id, from, to, label: `${from}–${to}` });
}

/** The regular slots, ordered by id. */
export const SLOTS: readonly Slot[] = Object.freeze([
  slot(0, '09:00', '10:00'),
  slot(1, '10:00', '13:00'),
  slot(2, '13:00', '16:00'),
  slot(3, '16:00', '17:00'),
]);

export function isSlotId(value: unknown): value is SlotId {
  return value === 0 || value === 1 || value === 2 || value === 3;
}

/** The regular slot with this id, or undefined. */
export function slotById(id: number): Slot | undefined {
  return isSlotId(id) ? SLOTS[id] : undefined;
}

/**
 * The slots that can be chosen on a date, cut to that day's opening hours:
 * - a normal working day: all four slots;
 * - 24 and 31 December (closing at 15:00): slots 0 and 1, and slot 2 shortened to
 *   13:00–15:00 (same id, so the api keeps one meaning per id); slot 3 is left out,
 *   because it would start after closing time;
 * - a closed day (weekend, public holiday): no slots at all.
 * A shortened slot carries its real end time and label, so the visitor sees the
 * actual window instead of the regular one.
 */
export function slotsForDate(date: string): Slot[] {
  const hours = openingHoursFor(date);
  if (!hours) return [];
  const out: Slot[] = [];
  for (const s of SLOTS) {
    if (s.from >= hours.close) continue;
    out.push(s.to > hours.close ? slot(s.id, s.from, hours.close) : s);
  }
  return out;
}

/**
 * A return on the pickup day itself must start later than the pickup (SPEC §9): `HH:MM` start
 * times of slots or custom times. The one statement of the rule: `validatePeriod` checks it, the
 * period editor offers only such return slots.
 */
export function returnsAfterPickup(pickupStart: string, returnStart: string): boolean {
  return returnStart > pickupStart;
}

/** The same for two slots by id: may a same-day return in `returnSlot` follow `pickupSlot`? */
export function isLaterSlot(pickupSlot: number, returnSlot: number): boolean {
  const pickup = slotById(pickupSlot);
  const back = slotById(returnSlot);
  return pickup !== undefined && back !== undefined && returnsAfterPickup(pickup.from, back.from);
}

/** True when the slot can be chosen on that date. */
export function isSlotAvailable(date: string, id: number): boolean {
  return slotsForDate(date).some((s) => s.id === id);
}
