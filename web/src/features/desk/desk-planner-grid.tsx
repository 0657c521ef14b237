import { useEffect, useRef, useState } from 'react';
import { unitStatusWords } from '../../../../domain/statuses.ts';
import styles from './desk-planner.module.css';
import { ArticleWeekCell, UnitWeekCell } from './desk-planner-cells.tsx';
import {
  dateOf,
  formatDay,
  formatWeekRange,
  type Planner,
  type PlannerArticle,
  type Week,
} from './desk-planner-layout.ts';
import { RovingContext, useRovingGrid, useStop } from './desk-planner-roving.ts';

// The planner's table: a row per article (its weeks as columns), and under an article opened its
// units, a row each. One grid for the keyboard (use-roving-grid.ts); the article column stays in
// view while the weeks scroll sideways.

export function PlannerGrid({
  planner,
  weeks,
  caption,
}: {
  planner: Planner;
  weeks: Week[];
  caption: string;
}) {
  const roving = useRovingGrid();
  const [open, setOpen] = useState<Set<string>>(() => new Set());
  const tableRef = useRef<HTMLTableElement>(null);
  const { active, setActive } = roving;

  // A stop that went away (a unit row closed, another page): the grid's first stop takes the Tab.
  useEffect(() => {
    if (active && !tableRef.current?.querySelector(`[data-stop="${CSS.escape(active)}"]`)) setActive(null);
  });

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <RovingContext.Provider value={{ active, setActive }}>
      <div className={styles.scroller}>
        {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a data table that is also a grid widget (WAI-ARIA APG "data grid"): its arrow keys move between cells, its th keep their scope */}
        <table ref={tableRef} role="grid" className={styles.grid} onKeyDown={roving.onKeyDown}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.corner}>
                Artikel
              </th>
              {weeks.map((week) => (
                <th key={week.monday} scope="col" className={styles.weekHead}>
                  <span className={styles.weekNumber}>Week {week.number}</span>
                  <span className={styles.weekRange}>{formatWeekRange(week)}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {planner.articles.map((article, a) => (
              <ArticleRows
                key={article.id}
                article={article}
                weeks={weeks}
                first={a === 0}
                open={open.has(article.id)}
                onToggle={() => toggle(article.id)}
              />
            ))}
          </tbody>
        </table>
      </div>
    </RovingContext.Provider>
  );
}

function ArticleRows({
  article,
  weeks,
  first,
  open,
  onToggle,
}: {
  article: PlannerArticle;
  weeks: Week[];
  first: boolean;
  open: boolean;
  onToggle: () => void;
}) {
  const stop = useStop(`a${article.id}`, first);
  const unitsId = `planner-units-${article.id}`;
  const conflictDays = article.conflicts.length;
  return (
    <>
      <tr className={styles.articleRow}>
        <th scope="row" className={styles.rowHead}>
          <button
            type="button"
            className={styles.expand}
            aria-expanded={open}
            aria-controls={open ? unitsId : undefined}
            onClick={onToggle}
            aria-label={`${article.name}, ${article.units.length} units ${open ? 'verbergen' : 'tonen'}`}
            data-col={-1}
            {...stop}
          >
            <span aria-hidden="true" className={styles.caret}>
              {open ? '▾' : '▸'}
            </span>
            <span className={styles.articleName}>{article.name}</span>
          </button>
          <span className={styles.articleMeta}>
            {article.samId} · {article.unitsInService} in dienst
          </span>
          {conflictDays > 0 && (
            <span className={styles.conflictNote}>
              <span aria-hidden="true">⚠ </span>
              {conflictDays} {conflictDays === 1 ? 'dag' : 'dagen'} overboekt
            </span>
          )}
        </th>
        {weeks.map((week) => (
          <ArticleWeekCell key={week.monday} article={article} week={week} />
        ))}
      </tr>
      {open &&
        (article.units.length === 0 ? (
          <tr id={unitsId} className={styles.unitRow}>
            <th scope="row" className={styles.rowHead}>
              <span className={styles.unitTag}>Geen units</span>
            </th>
            <td colSpan={weeks.length} className={styles.muted}>
              Dit artikel heeft geen units in deze periode.
            </td>
          </tr>
        ) : (
          article.units.map((unit, u) => (
            <tr key={unit.id} id={u === 0 ? unitsId : undefined} className={styles.unitRow}>
              <th scope="row" className={styles.rowHead}>
                <span className={styles.unitTag}>{unit.assetTag}</span>
                <span className={styles.articleMeta}>
                  {unitStatusWords(unit.status)?.state}
                  {unit.retiredAt && ` sinds ${formatDay(dateOf(unit.retiredAt))}`}
                </span>
              </th>
              {weeks.map((week) => (
                <UnitWeekCell key={week.monday} article={article} unit={unit} week={week} />
              ))}
            </tr>
          ))
        ))}
    </>
  );
}
