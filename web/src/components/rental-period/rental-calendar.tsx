import { createContext, useContext, useMemo } from 'react';
import { DayPicker, type DayProps, type Modifiers } from 'react-day-picker';
import { nl } from 'react-day-picker/locale';
// The library's base styles: bundled into the site's one stylesheet (vite.config.ts), linked from
// our own origin, so the CSP's `style-src 'self'` allows them. The calendar is rendered in the
// browser only and sets no style attribute of its own (no `styles` prop is given).
import 'react-day-picker/style.css';
import { formatDateLong, formatWeekdayDayMonth, isWeekend } from '../../../../domain/dates.ts';
import type { AvailabilityState } from '../../gql/graphql.ts';
import { formStyles } from '../form-field.tsx';
import { fromIso, type IsoDate, toIso } from './period-dates.ts';
import styles from './rental-period-editor.module.css';

// The calendar of the period editor (SPEC §2, §5): react-day-picker in range mode, Dutch, weeks
// from Monday. Which days can be chosen is the server's answer (`rentalCalendar`): a day without
// slots (weekend, public holiday, before today) is disabled, and says why to screen readers; a
// holiday shows its name (tooltip, label and the legend below the months).

/** An article the calendar shows availability for, in the count wanted. */
export type WantedArticle = { readonly articleId: string; readonly count: number; readonly name: string };

type Standing = { readonly state: AvailabilityState; readonly label: string | null };
export type DayAvailability = Standing & {
  /** Shown under the day's number: `nog 2`, `deels` (the server's words; the label is read out). */
  readonly mark?: string | null;
  readonly slots: readonly (Standing & { readonly slot: number })[];
  readonly articles: readonly { readonly articleId: string; readonly label: string }[];
};

export type CalendarDay = {
  readonly date: IsoDate;
  readonly slots: readonly { readonly id: number; readonly label: string }[];
  readonly holiday?: string | null;
  /** With articles wanted: how they stand that day (the server's words). */
  readonly availability?: DayAvailability | null;
};

/**
 * A day's availability as read out and shown as its tooltip: the server's label, and with several
 * articles the ones short ("Niet alles beschikbaar: ARRI Alexa 35 (Niet beschikbaar)").
 */
export function availabilityText(
  day: DayAvailability | null | undefined,
  names: ReadonlyMap<string, string>,
): string | null {
  if (!day?.label) return null;
  if (names.size <= 1 || day.articles.length === 0) return day.label;
  const short = day.articles.map((a) => `${names.get(a.articleId) ?? 'artikel'} (${a.label})`);
  return `${day.label}: ${short.join(', ')}`;
}
export type KnownDays = ReadonlyMap<IsoDate, CalendarDay>;

// The cells read the days through context: custom components must keep their identity between
// renders, or react-day-picker would remount the grid and lose the focus.
const DaysContext = createContext<{ days: KnownDays; names: ReadonlyMap<string, string> }>({
  days: new Map(),
  names: new Map(),
});

/**
 * A grid cell with the holiday's name and the day's availability as its tooltip, and what is left
 * that day under its number (`nog 2`), as the legend says. The mark is beside the button, not in
 * it: the button's name (its label, read out in full) then holds all of its visible text.
 */
function DayCell({ day, modifiers, children, ...cellProps }: DayProps) {
  const { days, names } = useContext(DaysContext);
  const known = days.get(toIso(day.date));
  const title = [known?.holiday, availabilityText(known?.availability, names)].filter(Boolean).join(' · ');
  const mark = modifiers.hidden || modifiers.disabled ? null : known?.availability?.mark;
  return (
    <td {...cellProps} title={(!modifiers.hidden && title) || undefined}>
      {children}
      {mark && (
        <span className={styles.dayMark} aria-hidden="true">
          {mark}
        </span>
      )}
    </td>
  );
}

const COMPONENTS = { Day: DayCell };

type Props = {
  days: KnownDays;
  /** Whether the days of the shown months have arrived (until then every day is disabled). */
  loading: boolean;
  month: Date;
  onMonthChange: (month: Date) => void;
  numberOfMonths: number;
  /** The server's today: the calendar does not page to months before it. */
  today: IsoDate | null;
  from: IsoDate | undefined;
  to: IsoDate | undefined;
  onPick: (date: IsoDate) => void;
  /** What to do next, read out as it changes (the calendar's footer is a live region). */
  status: React.ReactNode;
  legend: string;
  describedBy?: string;
  /** The articles whose availability the days show (none: no availability). */
  wanted: readonly WantedArticle[];
};

export function RentalCalendar({
  days,
  loading,
  month,
  onMonthChange,
  numberOfMonths,
  today,
  from,
  to,
  onPick,
  status,
  legend,
  describedBy,
  wanted,
}: Props) {
  const names = useMemo(() => new Map(wanted.map((w) => [w.articleId, w.name])), [wanted]);
  const context = useMemo(() => ({ days, names }), [days, names]);
  const stateOf = (date: Date) => days.get(toIso(date))?.availability?.state ?? 'AVAILABLE';
  const slotsOf = (date: Date) => days.get(toIso(date))?.slots.length ?? 0;
  const holidayOf = (date: Date) => days.get(toIso(date))?.holiday ?? null;

  /** "dinsdag 1 december 2026, ophaaldag" or "… 25 december 2026, Eerste Kerstdag, gesloten". */
  const labelDayButton = (date: Date, modifiers: Modifiers) => {
    const iso = toIso(date);
    const parts = [formatDateLong(iso)];
    if (modifiers.today) parts.unshift('Vandaag');
    if (iso === from) parts.push('ophaaldag');
    if (iso === to) parts.push('terugbrengdag');
    const holiday = holidayOf(date);
    if (holiday) parts.push(holiday);
    const standing = availabilityText(days.get(iso)?.availability, names);
    if (standing && !modifiers.disabled) parts.push(standing);
    if (modifiers.disabled) {
      if (!days.has(iso)) parts.push('laden');
      else if (today && iso < today) parts.push('voorbij');
      else if (holiday || isWeekend(iso)) parts.push('gesloten');
      else parts.push('niet te kiezen');
    }
    return parts.join(', ');
  };

  const shownHolidays = [...days.values()].filter((day) => {
    if (!day.holiday) return false;
    const date = fromIso(day.date);
    const months = (date.getFullYear() - month.getFullYear()) * 12 + date.getMonth() - month.getMonth();
    return months >= 0 && months < numberOfMonths;
  });

  return (
    <DaysContext value={context}>
      <fieldset className={styles.calendar} aria-describedby={describedBy} aria-busy={loading || undefined}>
        <legend className={formStyles.label}>{legend}</legend>
        <DayPicker
          mode="range"
          locale={nl}
          weekStartsOn={1}
          numberOfMonths={numberOfMonths}
          month={month}
          onMonthChange={onMonthChange}
          startMonth={today ? fromIso(today) : undefined}
          fixedWeeks
          autoFocus
          selected={from ? { from: fromIso(from), to: to ? fromIso(to) : undefined } : undefined}
          // The selection is ours (see the editor): a click picks the pickup day, then the return day.
          onSelect={(_range, picked) => onPick(toIso(picked))}
          disabled={(date) => slotsOf(date) === 0}
          today={today ? fromIso(today) : undefined}
          modifiers={{
            holiday: (date) => holidayOf(date) !== null,
            unavailable: (date) => slotsOf(date) > 0 && stateOf(date) === 'UNAVAILABLE',
            partly: (date) =>
              slotsOf(date) > 0 && (stateOf(date) === 'PARTLY' || stateOf(date) === 'LIMITED'),
          }}
          modifiersClassNames={{
            holiday: styles.holiday ?? '',
            unavailable: styles.unavailable ?? '',
            partly: styles.partly ?? '',
          }}
          labels={{ labelDayButton }}
          components={COMPONENTS}
          footer={status}
        />
        <div className={styles.legend}>
          <p className={styles.legendKeys} aria-hidden="true">
            <span>Te kiezen</span>
            <span className={styles.keyClosed}>Gesloten</span>
            <span className={styles.keyHoliday}>Feestdag</span>
            <span className={styles.keyChosen}>Jouw periode</span>
            {wanted.length > 0 && <span className={styles.keyPartly}>Deels of beperkt beschikbaar</span>}
            {wanted.length > 0 && <span className={styles.keyUnavailable}>Niet beschikbaar</span>}
          </p>
          {wanted.length > 0 && (
            <p className={styles.legendText}>
              {wanted.length === 1
                ? `De kalender toont wanneer ${wanted[0]?.name} vrij is`
                : 'De kalender toont wanneer de huurartikelen in je winkelwagen vrij zijn'}
              ; bij een dag staat hoeveel er nog beschikbaar zijn.
            </p>
          )}
          <p className={styles.legendText}>
            In het weekend, op feestdagen en op dagen die voorbij zijn, zijn we gesloten.
            {shownHolidays.length > 0 && (
              <>
                {' '}
                Feestdagen:{' '}
                {shownHolidays.map((day, index) => (
                  <span key={day.date}>
                    {index > 0 && ', '}
                    {formatWeekdayDayMonth(day.date)} ({day.holiday})
                  </span>
                ))}
                .
              </>
            )}
          </p>
        </div>
      </fieldset>
    </DaysContext>
  );
}
