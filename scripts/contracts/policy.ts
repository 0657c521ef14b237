// What the contract checks call a change, and the deprecation rule both contracts share
// (contracts/README.md): something is removed only after it was deprecated with a reason that
// names its replacement and a removal date at least DEPRECATION_MONTHS away.

/**
 * `breaking`: may break a partner's client; recorded only when listed in
 * contracts/intended-breaks.json. `dangerous`: recorded, but a client may notice (an enum value
 * added to an answer, a new deprecation). `safe`: an addition, or a removal after its deprecation.
 */
export type Level = 'breaking' | 'dangerous' | 'safe';
export type Change = { level: Level; description: string; note?: string };

export const DEPRECATION_MONTHS = 6;

/** The first ISO date a deprecation reason names ("Use `x`. Removed after 2027-06-30."). */
export function removalDate(reason: string | null | undefined): string | undefined {
  return reason?.match(/\b(\d{4}-\d{2}-\d{2})\b/)?.[1];
}

/** `date` (YYYY-MM-DD) plus `months`, clamped to the month's last day. */
export function addMonths(date: string, months: number): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

/**
 * Something the snapshot had is gone: `safe` when it was deprecated there with a removal date that
 * has come, else `breaking`, saying why.
 */
export function removal(description: string, deprecation: string | undefined, today: string): Change {
  if (deprecation === undefined)
    return {
      level: 'breaking',
      description,
      note: `it was not deprecated in the snapshot: deprecate it first, with a removal date at least ${DEPRECATION_MONTHS} months away`,
    };
  const date = removalDate(deprecation);
  if (!date)
    return {
      level: 'breaking',
      description,
      note: `its deprecation names no removal date: "${deprecation}"`,
    };
  if (date > today)
    return { level: 'breaking', description, note: `it is deprecated until ${date}: "${deprecation}"` };
  return { level: 'safe', description, note: `deprecated: "${deprecation}"` };
}

/** Something is newly deprecated: its reason must name a removal date far enough away. */
export function deprecation(description: string, reason: string, today: string, before?: string): Change {
  const date = removalDate(reason);
  const earliest = addMonths(today, DEPRECATION_MONTHS);
  const old = removalDate(before);
  if (!date)
    return {
      level: 'breaking',
      description,
      note: `the reason must name the replacement and a removal date (YYYY-MM-DD, ${earliest} or later): "${reason}"`,
    };
  if (old ? date < old : date < earliest)
    return {
      level: 'breaking',
      description,
      note: old
        ? `the removal date moved forward from ${old} to ${date}`
        : `the removal date ${date} is less than ${DEPRECATION_MONTHS} months away (${earliest} or later)`,
    };
  return { level: 'dangerous', description, note: `"${reason}"` };
}

/** An entry of contracts/intended-breaks.json. */
export type IntendedBreak = { change: string; reason: string };

/** The breaking changes not listed as intended. */
export function unmarked(changes: Change[], intended: IntendedBreak[]): Change[] {
  const marked = new Set(intended.map((entry) => entry.change));
  return changes.filter((change) => change.level === 'breaking' && !marked.has(change.description));
}
