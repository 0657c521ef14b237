import type {
  DeskOrderAttentionCode,
  DeskRefundStatusCode,
  DeskSignInStepCode,
  DeskUnitConditionCode,
  DeskUnitStatusCode,
} from '../desk-api.ts';
import type { DeskCounterMethodCode } from '../desk-counter-api.ts';

// The api's code of each value of the desk's enums: the enum resolvers, and codegen's
// `enumValues` (resolvers are typed with the api's codes: CODE_REQUIRED arrives as `code_required`).

export const DeskSignInStep = {
  CODE_REQUIRED: 'code_required',
  SETUP_REQUIRED: 'setup_required',
} as const satisfies Record<string, DeskSignInStepCode>;

export const DeskOrderAttention = {
  LATE_PAYMENT: 'late_payment',
} as const satisfies Record<string, DeskOrderAttentionCode>;

export const DeskRefundStatus = {
  REQUESTED: 'requested',
  PENDING: 'pending',
  REFUNDED: 'refunded',
  FAILED: 'failed',
} as const satisfies Record<string, DeskRefundStatusCode>;

export const DeskUnitStatus = {
  IN_SERVICE: 'in_service',
  IN_REPAIR: 'in_repair',
  RETIRED: 'retired',
} as const satisfies Record<string, DeskUnitStatusCode>;

export const DeskUnitCondition = {
  OK: 'ok',
  DAMAGED: 'damaged',
} as const satisfies Record<string, DeskUnitConditionCode>;

export const DeskCounterMethod = {
  PIN: 'pin',
  CONTANT: 'contant',
} as const satisfies Record<string, DeskCounterMethodCode>;
