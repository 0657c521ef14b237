import type { DeskPlannerStateCode } from '../desk-api.ts';

// The api's code of each value of the planner's own enum (the enum resolver and codegen's
// `enumValues`); a unit's status is enums.ts' DeskUnitStatus, shared with the units' pages.

export const DeskPlannerState = {
  HELD: 'held',
  KEPT: 'kept',
  OUT: 'out',
  OVERDUE: 'overdue',
  RETURNED: 'returned',
} as const satisfies Record<string, DeskPlannerStateCode>;
