// Small texts about course runs, shared by the course page, the home page, the
// education lists and the agenda.

/** `1 les`, `8 lessen` */
export function lessonsLabel(count: number): string {
  return count === 1 ? '1 les' : `${count} lessen`;
}
