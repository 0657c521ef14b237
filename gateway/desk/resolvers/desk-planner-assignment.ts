import type { DeskPlannerAssignmentResolvers } from '../../generated/resolvers-types.ts';

export const DeskPlannerAssignment: DeskPlannerAssignmentResolvers = {
  orderNumber: (assignment) => assignment.order_number,
  pickedUpAt: (assignment) => assignment.picked_up_at,
  dueAt: (assignment) => assignment.due_at,
  returnedAt: (assignment) => assignment.returned_at,
  damaged: (assignment) => assignment.condition === 'damaged',
};
