import { createContext, useCallback, useContext, useState } from 'react';

// The planner's keyboard: one Tab stop for the whole grid (roving tabindex). Each focusable thing
// in it (an article's button, a week cell, a reservation) is a stop marked `data-stop` (its id)
// and `data-col` (-1 the row header, else the week). Left/Right move through a row's stops in
// order, Up/Down to the stop of the same week in the row above/below, PageUp/PageDown ten rows
// at a time (or to the first/last row), Home/End to a row's ends, Ctrl+Home/End to the grid's
// ends. Enter follows a reservation's link (the browser does).

type Roving = { active: string | null; setActive: (id: string) => void };

export const RovingContext = createContext<Roving>({ active: null, setActive: () => {} });

/** tabIndex and focus tracking for one stop. */
export function useStop(id: string, first: boolean) {
  const { active, setActive } = useContext(RovingContext);
  const current = active ?? null;
  return {
    'data-stop': id,
    tabIndex: current === id || (current === null && first) ? 0 : -1,
    onFocus: () => setActive(id),
  };
}

/** Rows a PageUp or PageDown moves. */
const PAGE_ROWS = 10;

const stopsOf = (row: Element) => [...row.querySelectorAll<HTMLElement>('[data-stop]')];
const colOf = (el: HTMLElement) => Number(el.dataset.col ?? '-1');

/** The stop in `row` nearest to week `col` (its first stop in that week). */
function inColumn(row: Element, col: number): HTMLElement | undefined {
  const stops = stopsOf(row);
  return (
    stops.find((s) => colOf(s) === col) ??
    stops.reduce<HTMLElement | undefined>(
      (best, s) => (!best || Math.abs(colOf(s) - col) < Math.abs(colOf(best) - col) ? s : best),
      undefined,
    )
  );
}

export function useRovingGrid() {
  const [active, setActive] = useState<string | null>(null);

  const onKeyDown = useCallback((event: React.KeyboardEvent<HTMLElement>) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-stop]');
    const grid = event.currentTarget;
    if (!target || !grid.contains(target)) return;
    const rows = [...grid.querySelectorAll('tr')].filter((r) => r.querySelector('[data-stop]'));
    const row = target.closest('tr');
    if (!row) return;
    const r = rows.indexOf(row);
    const stops = stopsOf(row);
    const i = stops.indexOf(target);
    let next: HTMLElement | undefined;
    switch (event.key) {
      case 'ArrowRight':
        next = stops[i + 1];
        break;
      case 'ArrowLeft':
        next = stops[i - 1];
        break;
      case 'ArrowDown':
        next = rows[r + 1] && inColumn(rows[r + 1] as Element, colOf(target));
        break;
      case 'ArrowUp':
        next = r > 0 ? inColumn(rows[r - 1] as Element, colOf(target)) : undefined;
        break;
      case 'PageDown':
        next =
          r < rows.length - 1
            ? inColumn(rows[Math.min(r + PAGE_ROWS, rows.length - 1)] as Element, colOf(target))
            : undefined;
        break;
      case 'PageUp':
        next = r > 0 ? inColumn(rows[Math.max(r - PAGE_ROWS, 0)] as Element, colOf(target)) : undefined;
        break;
      case 'Home':
        next = event.ctrlKey ? stopsOf(rows[0] as Element)[0] : stops[0];
        break;
      case 'End':
        next = event.ctrlKey ? stopsOf(rows[rows.length - 1] as Element).at(-1) : stops.at(-1);
        break;
      default:
        return;
    }
    event.preventDefault();
    if (!next) return;
    setActive(next.dataset.stop ?? '');
    next.focus();
    next.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, []);

  return { active, setActive, onKeyDown };
}
