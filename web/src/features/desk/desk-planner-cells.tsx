import { Link } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import styles from './desk-planner.module.css';
import {
  dateOf as dateOfIso,
  dayLetters,
  formatDay,
  formatMoment,
  formatWeekRange,
  type PlannerArticle,
  type PlannerUnit,
  STATE_LABELS,
  STATE_SYMBOLS,
  shortNumber,
  spanInWeek,
  type Week,
} from './desk-planner-layout.ts';
import { useStop } from './desk-planner-roving.ts';

// A week of an article (its reservations as bars over the days, pickups ▲ and returns ▼, the
// over-booked days the api named) and a week of a unit (what it was out with, its repairs). Each
// cell is a stop of the grid with a name that says what is in it; each reservation a link to its
// order.

type Reservation = PlannerArticle['reservations'][number];

const plural = (n: number, one: string, more: string) => `${n} ${n === 1 ? one : more}`;
const column = ([from, to]: [number, number]) => ({ gridColumn: `${from + 1} / ${to + 2}` });
const inWeek = (week: Week, date: string) => date >= week.monday && date <= week.sunday;

function DayStrip({ week, marked }: { week: Week; marked: Set<string> }) {
  return (
    <div className={styles.days} aria-hidden="true">
      {week.days.map((day) => (
        <span key={day} className={marked.has(day) ? styles.dayConflict : styles.day}>
          {marked.has(day) ? '!' : dayLetters(day)}
        </span>
      ))}
    </div>
  );
}

function reservationName(article: PlannerArticle, r: Reservation): string {
  const pickup = article.pickups.find((p) => p.orderNumber === r.orderNumber);
  const back = article.returns.find((p) => p.orderNumber === r.orderNumber);
  const parts = [
    `Bestelling ${r.orderNumber}${r.quote ? ' (offerte)' : ''} van ${r.customer}`,
    `${STATE_LABELS[r.state]}, ${r.count} ${r.count === 1 ? 'stuk' : 'stuks'}`,
    `${formatMoment(r.startsAt)} tot ${formatMoment(r.endsAt)}`,
  ];
  if (r.expiresAt && r.state === 'HELD') parts.push(`vervalt ${formatMoment(r.expiresAt)}`);
  if (r.bookedEndsAt !== r.endsAt) parts.push(`geboekt tot ${formatMoment(r.bookedEndsAt)}`);
  if (pickup) parts.push(`ophalen ${formatMoment(pickup.at)}${pickup.done ? ' (opgehaald)' : ''}`);
  if (back) parts.push(`terugbrengen ${formatMoment(back.at)}${back.done ? ' (binnen)' : ''}`);
  return parts.join(', ');
}

function ReservationBar({
  article,
  week,
  reservation,
  span,
  index,
}: {
  article: PlannerArticle;
  week: Week;
  reservation: Reservation;
  span: [number, number];
  index: number;
}) {
  const stop = useStop(`a${article.id}:w${week.index}:r${index}`, false);
  const pickup = article.pickups.some(
    (p) => p.orderNumber === reservation.orderNumber && inWeek(week, dateOfIso(p.at)),
  );
  const back = article.returns.some(
    (p) => p.orderNumber === reservation.orderNumber && inWeek(week, dateOfIso(p.at)),
  );
  const name = reservationName(article, reservation);
  return (
    <Link
      to={paths.deskOrder(reservation.orderNumber)}
      className={styles.bar}
      data-state={reservation.state}
      data-col={week.index}
      style={column(span)}
      title={name}
      {...stop}
    >
      {/* Its name: the whole reservation in words (the bar itself shows signs and a short number). */}
      <span className="visually-hidden">{name}</span>
      {pickup && <span aria-hidden="true">▲</span>}
      <span aria-hidden="true">{STATE_SYMBOLS[reservation.state]}</span>
      <span aria-hidden="true" className={styles.barText}>
        {shortNumber(reservation.orderNumber)}
        {reservation.count > 1 && ` ×${reservation.count}`}
      </span>
      {back && (
        <span aria-hidden="true" className={styles.barEnd}>
          ▼
        </span>
      )}
    </Link>
  );
}

export function ArticleWeekCell({ article, week }: { article: PlannerArticle; week: Week }) {
  const stop = useStop(`a${article.id}:w${week.index}`, false);
  const bars = article.reservations
    .map((reservation, index) => ({
      reservation,
      index,
      span: spanInWeek(week, reservation.startsAt, reservation.endsAt),
    }))
    .filter((b): b is typeof b & { span: [number, number] } => b.span !== null);
  const conflicts = article.conflicts.filter((c) => inWeek(week, c.date));
  const summary = `${article.name}, week ${week.number} (${formatWeekRange(week)}): ${[
    bars.length === 0 ? 'geen reserveringen' : plural(bars.length, 'reservering', 'reserveringen'),
    `${article.unitsInService} in dienst`,
    ...(conflicts.length > 0
      ? [
          `overboekt op ${conflicts
            .map((c) => `${formatDay(c.date)} (${c.wanted} nodig, ${c.units} in dienst)`)
            .join(', ')}`,
        ]
      : []),
  ].join('; ')}.`;
  return (
    <td
      className={conflicts.length > 0 ? `${styles.cell} ${styles.cellConflict}` : styles.cell}
      data-col={week.index}
      {...stop}
    >
      {/* The cell's name (its text): what a sighted user reads off the strip, the bars and the warning. */}
      <span className="visually-hidden">{summary}</span>
      <DayStrip week={week} marked={new Set(conflicts.map((c) => c.date))} />
      {conflicts.length > 0 && (
        <p className={styles.conflictText} aria-hidden="true">
          <span aria-hidden="true">⚠ </span>Overboekt {conflicts.map((c) => formatDay(c.date)).join(', ')}
        </p>
      )}
      {bars.length > 0 && (
        <div className={styles.bars}>
          {bars.map((b) => (
            <ReservationBar
              key={b.index}
              article={article}
              week={week}
              reservation={b.reservation}
              span={b.span}
              index={b.index}
            />
          ))}
        </div>
      )}
    </td>
  );
}

type Assignment = PlannerUnit['assignments'][number];

/** What a unit's assignment is now: returned, late (the api's state of its reservation), or out. */
function assignmentState(article: PlannerArticle, a: Assignment) {
  if (a.returnedAt)
    return {
      label: a.damaged ? 'teruggebracht, beschadigd' : 'teruggebracht',
      end: a.returnedAt,
      state: 'RETURNED' as const,
    };
  const reservation = article.reservations.find((r) => r.orderNumber === a.orderNumber);
  if (reservation?.state === 'OVERDUE')
    return { label: 'te laat terug', end: reservation.endsAt, state: 'OVERDUE' as const };
  return { label: 'uitgeleend', end: a.dueAt, state: 'OUT' as const };
}

function AssignmentBar({
  article,
  unit,
  week,
  assignment,
  index,
}: {
  article: PlannerArticle;
  unit: PlannerUnit;
  week: Week;
  assignment: Assignment;
  index: number;
}) {
  const stop = useStop(`u${unit.id}:w${week.index}:a${index}`, false);
  const { label, end, state } = assignmentState(article, assignment);
  const span = spanInWeek(week, assignment.pickedUpAt, end);
  if (!span) return null;
  const name = `${unit.assetTag} bij bestelling ${assignment.orderNumber}: ${label}, opgehaald ${formatMoment(assignment.pickedUpAt)}, terug uiterlijk ${formatMoment(assignment.dueAt)}${assignment.returnedAt ? `, binnen ${formatMoment(assignment.returnedAt)}` : ''}`;
  return (
    <Link
      to={paths.deskOrder(assignment.orderNumber)}
      className={styles.bar}
      data-state={state}
      data-col={week.index}
      style={column(span)}
      title={name}
      {...stop}
    >
      {/* Its name: the whole reservation in words (the bar itself shows signs and a short number). */}
      <span className="visually-hidden">{name}</span>
      <span aria-hidden="true">{STATE_SYMBOLS[state]}</span>
      <span aria-hidden="true" className={styles.barText}>
        {shortNumber(assignment.orderNumber)}
      </span>
    </Link>
  );
}

export function UnitWeekCell({
  article,
  unit,
  week,
}: {
  article: PlannerArticle;
  unit: PlannerUnit;
  week: Week;
}) {
  const stop = useStop(`u${unit.id}:w${week.index}`, false);
  const out = unit.assignments
    .map((assignment, index) => ({ assignment, index, ...assignmentState(article, assignment) }))
    .filter((a) => spanInWeek(week, a.assignment.pickedUpAt, a.end) !== null);
  const repairs = unit.repairs
    .map((repair) => ({ repair, span: spanInWeek(week, repair.startedAt, repair.endedAt) }))
    .filter((r): r is typeof r & { span: [number, number] } => r.span !== null);
  const parts = [
    ...out.map((a) => `${a.label} met ${a.assignment.orderNumber}`),
    ...repairs.map((r) => `in reparatie (${r.repair.reason})`),
  ];
  const summary = `${unit.assetTag}, week ${week.number} (${formatWeekRange(week)}): ${parts.length > 0 ? parts.join('; ') : 'niet uitgeleend'}.`;
  return (
    <td className={styles.cell} data-col={week.index} {...stop}>
      <span className="visually-hidden">{summary}</span>
      {(out.length > 0 || repairs.length > 0) && (
        <div className={styles.bars}>
          {out.map((a) => (
            <AssignmentBar
              key={a.index}
              article={article}
              unit={unit}
              week={week}
              assignment={a.assignment}
              index={a.index}
            />
          ))}
          {repairs.map((r) => (
            <span
              key={r.repair.startedAt}
              className={styles.repair}
              style={column(r.span)}
              title={r.repair.reason}
            >
              <span aria-hidden="true">🔧 </span>
              reparatie
            </span>
          ))}
        </div>
      )}
    </td>
  );
}
