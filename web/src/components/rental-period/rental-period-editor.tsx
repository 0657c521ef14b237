import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useId, useMemo, useState } from 'react';
import { formatDateLong, formatWeekdayDateShort, todayInAmsterdam } from '../../../../domain/dates.ts';
import { isLaterSlot } from '../../../../domain/slots.ts';
import {
  RentalCalendarDocument,
  type RentalPeriodWidget_PeriodFragment,
  SetRentalPeriodDocument,
} from '../../gql/graphql.ts';
import { buttonStyles } from '../button-link.tsx';
import { type FieldErrors, fieldErrorMap } from '../field-errors.ts';
import { formStyles, GeneralError, SubmitButton } from '../form-field.tsx';
import { useMediaQuery } from '../use-client.ts';
import { useServerForm } from '../use-server-form.ts';
import { fromIso, type IsoDate, monthOf, monthsRange } from './period-dates.ts';
import {
  availabilityText,
  type CalendarDay,
  type DayAvailability,
  type KnownDays,
  RentalCalendar,
  type WantedArticle,
} from './rental-calendar.tsx';
import styles from './rental-period-editor.module.css';
import { SlotGroup } from './slot-group.tsx';

// The period editor (SPEC §2 "Rental period widget", issue 9): the calendar, then the pickup and
// return slots of the chosen days, "Opslaan" (setRentalPeriod; the server's messages under the
// fields) and "Annuleren". Its own lazy chunk: react-day-picker and date-fns load when a visitor
// opens it, not with every page. Escape is the widget's (rental-period-widget.tsx).

type Period = RentalPeriodWidget_PeriodFragment;
type Draft = { from?: IsoDate; to?: IsoDate; pickupSlot?: number; returnSlot?: number };

/** The fields this form shows; the server's other messages join the general one. */
const SHOWN: ReadonlySet<string> = new Set(['pickupDate', 'pickupSlot', 'returnDate', 'returnSlot']);

type Props = {
  initial: Period | null;
  /** One month and one column, for a narrow place such as the cart panel. */
  compact: boolean;
  /** The articles whose availability the calendar and the slots show (none: only the opening days). */
  wanted: readonly WantedArticle[];
  /** Closes the editor; `saved` when the server took the period. */
  onClose: (saved: boolean) => void;
};

function mergeDays(known: KnownDays, ...answers: (readonly CalendarDay[] | undefined)[]): KnownDays {
  if (answers.every((days) => !days)) return known;
  const merged = new Map(known);
  for (const days of answers) for (const day of days ?? []) merged.set(day.date, day);
  return merged;
}

export function RentalPeriodEditor({ initial, compact, wanted, onClose }: Props) {
  const wide = useMediaQuery('(min-width: 48em)');
  const numberOfMonths = compact || !wide ? 1 : 2;
  const [draft, setDraft] = useState<Draft>(() => ({
    from: initial?.pickupDate ?? undefined,
    to: initial?.returnDate ?? undefined,
    pickupSlot: initial?.pickupSlot?.id,
    returnSlot: initial?.returnSlot?.id,
  }));
  // A click picks the pickup day, the next one the return day; after that a click starts anew.
  const [phase, setPhase] = useState<'pickup' | 'return'>(() =>
    initial?.pickupDate && !initial.returnDate ? 'return' : 'pickup',
  );

  // The first month shown: the saved pickup's, else today's. Today is the server's (its clock
  // decides what can be booked); the browser's clock is only the guess until it answers.
  const [guessedToday] = useState(() => todayInAmsterdam());
  const [knownToday, setKnownToday] = useState<IsoDate | null>(null);
  const [pagedTo, setPagedTo] = useState<Date | null>(null);
  const currentToday = knownToday ?? guessedToday;
  const month =
    pagedTo ??
    monthOf(
      fromIso(initial?.pickupDate && initial.pickupDate > currentToday ? initial.pickupDate : currentToday),
    );

  // The months shown and the next one (so paging on is instant): at most 92 days, within the
  // server's 93. Days already seen are kept, so paging back asks nothing.
  // With articles the days carry availability: asked afresh each time the editor opens.
  const articles = useMemo(
    () => (wanted.length > 0 ? wanted.map(({ articleId, count }) => ({ articleId, count })) : null),
    [wanted],
  );
  const fetchPolicy = articles ? 'cache-and-network' : 'cache-first';
  const calendar = useQuery(RentalCalendarDocument, {
    variables: { ...monthsRange(month, numberOfMonths + 1), articles },
    fetchPolicy,
  });
  const [known, setKnown] = useState<KnownDays>(() => new Map());
  const shown = calendar.data?.rentalCalendar?.days;
  // A saved return day can lie beyond the months shown: its slots are asked on their own.
  const missing = [draft.from, draft.to].find(
    (date) => date !== undefined && !known.has(date) && !shown?.some((day) => day.date === date),
  );
  const single = useQuery(
    RentalCalendarDocument,
    missing ? { variables: { from: missing, to: missing, articles }, fetchPolicy } : skipToken,
  );
  const extra = single.data?.rentalCalendar?.days;
  const answeredToday = calendar.data?.rentalCalendar?.today ?? single.data?.rentalCalendar?.today;
  // The answer's today in the very render that first shows the grid (which focuses today as it
  // mounts): kept in state it arrived a render later, and the grid took the browser's today.
  const today = answeredToday ?? knownToday;
  useEffect(() => {
    setKnown((current) => mergeDays(current, shown, extra));
  }, [shown, extra]);
  useEffect(() => {
    if (answeredToday) setKnownToday(answeredToday);
  }, [answeredToday]);
  const days = useMemo(() => mergeDays(known, shown, extra), [known, shown, extra]);

  const { errors, sending, formRef, reject, clear, submit } = useServerForm();
  const ids = useId();
  const [save] = useMutation(SetRentalPeriodDocument, { errorPolicy: 'all' });

  /** A date's slots, each with its availability note when it is not simply available. */
  const slotsOn = (date: IsoDate | undefined) => {
    const day = date ? days.get(date) : undefined;
    return (day?.slots ?? []).map((slot) => ({
      ...slot,
      standing: slotStanding(day?.availability, slot.id),
    }));
  };
  const keep = (slot: number | undefined, date: IsoDate) =>
    slot !== undefined && slotsOn(date).some((s) => s.id === slot) ? slot : undefined;
  const sameDay = draft.from !== undefined && draft.from === draft.to;
  const names = useMemo(() => new Map(wanted.map((w) => [w.articleId, w.name])), [wanted]);
  /** The day's availability above its slots ("Nog 1 van 3 beschikbaar"), when not simply available. */
  const dayNote = (date: IsoDate | undefined) => {
    const availability = date ? days.get(date)?.availability : undefined;
    const text = availabilityText(availability, names);
    return availability && text ? { state: availability.state, text } : null;
  };

  function pick(date: IsoDate) {
    clear();
    if (phase === 'pickup' || !draft.from) {
      setDraft((d) => ({
        from: date,
        to: undefined,
        pickupSlot: keep(d.pickupSlot, date),
        returnSlot: undefined,
      }));
      setPhase('return');
    } else if (date < draft.from) {
      // A return before the pickup cannot be: that day becomes the pickup day instead.
      setDraft((d) => ({ ...d, from: date, pickupSlot: keep(d.pickupSlot, date) }));
    } else {
      setDraft((d) => ({
        ...d,
        to: date,
        returnSlot: date === d.from ? undefined : keep(d.returnSlot, date),
      }));
      setPhase('pickup');
    }
  }

  // On the pickup day itself, only a later slot can be the return.
  const returnSlots = slotsOn(draft.to).filter(
    (slot) => !sameDay || draft.pickupSlot === undefined || isLaterSlot(draft.pickupSlot, slot.id),
  );

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(async () => {
      const { from, to, pickupSlot, returnSlot } = draft;
      const incomplete: FieldErrors = {};
      if (!from) incomplete.pickupDate = 'Kies de dag waarop je ophaalt.';
      if (!to) incomplete.returnDate = 'Kies de dag waarop je terugbrengt.';
      if (from && pickupSlot === undefined) incomplete.pickupSlot = 'Kies een ophaaltijd.';
      if (to && returnSlot === undefined) incomplete.returnSlot = 'Kies een terugbrengtijd.';
      if (Object.keys(incomplete).length > 0) {
        reject(incomplete);
        return;
      }
      const { data, error } = await save({
        variables: { period: { pickupDate: from, pickupSlot, returnDate: to, returnSlot } },
      });
      const payload = data?.setRentalPeriod;
      if (payload?.cart && payload.errors.length === 0) {
        onClose(true);
        return;
      }
      if (payload) reject(fieldErrorMap(payload.errors, SHOWN));
      else {
        const message = badInputMessage(error);
        reject(message ? { general: message } : {}, error);
      }
    });
  }

  const { from, to } = draft;
  const status = !from
    ? 'Kies de dag waarop je ophaalt.'
    : !to
      ? `Ophalen op ${formatDateLong(from)}. Kies nu de dag waarop je terugbrengt.`
      : `Ophalen op ${formatWeekdayDateShort(from)}, terugbrengen op ${formatWeekdayDateShort(to)}. Een nieuwe klik kiest een nieuwe ophaaldag.`;
  const dateErrors = [errors.pickupDate, errors.returnDate].filter(Boolean);
  const ready = days.size > 0;

  return (
    <form
      ref={formRef}
      className={compact ? `${styles.editor} ${styles.compact}` : styles.editor}
      noValidate
      aria-label="Huurperiode kiezen"
      onSubmit={onSubmit}
    >
      {ready ? (
        <RentalCalendar
          days={days}
          loading={calendar.loading}
          month={month}
          onMonthChange={(next) => setPagedTo(monthOf(next))}
          numberOfMonths={numberOfMonths}
          today={today}
          from={from}
          to={to}
          onPick={pick}
          status={status}
          legend="Ophaal- en terugbrengdag"
          describedBy={dateErrors.length > 0 ? `${ids}-date-errors` : undefined}
          wanted={wanted}
        />
      ) : calendar.error && !calendar.loading ? (
        <div className={styles.calendarFailed} role="alert">
          <p>De kalender kon niet worden geladen.</p>
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.outline}`}
            onClick={() => void calendar.refetch().catch(() => undefined)}
          >
            Opnieuw proberen
          </button>
        </div>
      ) : (
        <p className={styles.calendarLoading} role="status">
          Beschikbare dagen laden…
        </p>
      )}
      {dateErrors.length > 0 && (
        <div id={`${ids}-date-errors`} tabIndex={-1} data-error-focus className={styles.dateErrors}>
          {dateErrors.map((message) => (
            <p key={message} className={formStyles.error}>
              {message}
            </p>
          ))}
        </div>
      )}

      <div className={styles.slotsRow}>
        <SlotGroup
          name={`${ids}-pickup`}
          legend={from ? `Ophaaltijd op ${formatWeekdayDateShort(from)}` : 'Ophaaltijd'}
          slots={slotsOn(from)}
          value={draft.pickupSlot}
          onChange={(id) =>
            setDraft((d) => ({
              ...d,
              pickupSlot: id,
              // A same-day return must stay after the pickup.
              returnSlot:
                d.from === d.to && d.returnSlot !== undefined && !isLaterSlot(id, d.returnSlot)
                  ? undefined
                  : d.returnSlot,
            }))
          }
          empty={
            from
              ? days.has(from)
                ? 'Op deze dag kun je niet ophalen.'
                : 'Tijden laden…'
              : 'Kies eerst een ophaaldag.'
          }
          note={dayNote(from)}
          error={errors.pickupSlot}
        />
        <SlotGroup
          name={`${ids}-return`}
          legend={to ? `Terugbrengtijd op ${formatWeekdayDateShort(to)}` : 'Terugbrengtijd'}
          slots={returnSlots}
          value={draft.returnSlot}
          onChange={(id) => setDraft((d) => ({ ...d, returnSlot: id }))}
          empty={
            to
              ? days.has(to)
                ? sameDay
                  ? 'Op de ophaaldag is er na je ophaaltijd geen tijd meer over: kies een latere dag.'
                  : 'Op deze dag kun je niet terugbrengen.'
                : 'Tijden laden…'
              : 'Kies eerst een terugbrengdag.'
          }
          hint={
            sameDay && returnSlots.length > 0
              ? 'Terugbrengen op de ophaaldag kan na je ophaaltijd.'
              : undefined
          }
          note={dayNote(to)}
          error={errors.returnSlot}
        />
      </div>

      <GeneralError message={errors.general} />
      <div className={formStyles.actions}>
        <SubmitButton busy={sending} busyLabel="Bezig met opslaan…">
          Opslaan
        </SubmitButton>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.outline}`}
          onClick={() => onClose(false)}
        >
          Annuleren
        </button>
      </div>
    </form>
  );
}

/** A refusal the gateway states itself (a Dutch BAD_USER_INPUT), else nothing. */
function badInputMessage(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const refusal = error.errors.find((e) => e.extensions?.code === 'BAD_USER_INPUT');
  return refusal?.message;
}

/** A slot's own availability on a partly booked day (other days say it once for the whole day). */
function slotStanding(day: DayAvailability | null | undefined, slot: number) {
  const own = day?.slots.find((s) => s.slot === slot);
  return own && own.state !== 'AVAILABLE' ? { state: own.state, label: own.label } : null;
}
