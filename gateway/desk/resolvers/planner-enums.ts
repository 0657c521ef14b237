import type { DeskPlannerStateCode, DeskPlannerUnitStatusCode } from '../desk-api.ts';

// The api's code of each value of the planner's enums (the enum resolvers and codegen's
// `enumValues`), apart from enums.ts so the planner's block stays in files of its own.

export const DeskPlannerState = {
  HELD: 'held',
  KEPT: 'kept',
  OUT: 'out',
  OVERDUE: 'overdue',
  RETURNED: 'returned',
} as const satisfies Record<string, DeskPlannerStateCode>;

export const DeskPlannerUnitStatus = {
  IN_SERVICE: 'in_service',
  IN_REPAIR: 'in_repair',
  RETIRED: 'retired',
} as const satisfies Record<string, DeskPlannerUnitStatusCode>;
