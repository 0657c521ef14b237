import { useState } from 'react';
import { MONTHS } from '../../../../domain/dates.ts';
import { FieldError, FieldHint, formStyles, useFieldIds } from '../../components/form-field.tsx';
import styles from './registration-form.module.css';
import type { DateParts } from './registration-values.ts';

// SPEC §5: a date-of-birth picker from 1940, in Dutch. Three native selects (dag, maand, jaar)
// read in Dutch order, work with any keyboard (type "maa" to reach maart) and any screen
// reader, and never show a browser's English or American date format.

const FIRST_YEAR = 1940;

function daysIn(month: string, year: string): number {
  if (!month) return 31;
  // Day 0 of the next month is the last day of this one; without a year, allow 29 februari.
  return new Date(Number(year || 2000), Number(month), 0).getDate();
}

/**
 * A day the new month or year does not have (31 → februari, 29 februari → 2023) becomes that
 * month's last day, with the sentence that tells the visitor so; otherwise no sentence.
 */
export function clampDay(next: DateParts): { value: DateParts; adjusted: string | null } {
  const last = daysIn(next.month, next.year);
  if (Number(next.day) <= last) return { value: next, adjusted: null };
  const month = MONTHS[Number(next.month) - 1] ?? '';
  return {
    value: { ...next, day: String(last) },
    adjusted: `De dag is aangepast naar ${last}, de laatste dag van ${month}.`,
  };
}

type Props = {
  value: DateParts;
  onChange: (value: DateParts) => void;
  error: string | undefined;
};

export function DateOfBirthField({ value, onChange, error }: Props) {
  const hint = 'Kies dag, maand en jaar, bijvoorbeeld 14 maart 1990.';
  const ids = useFieldIds('dateOfBirth', hint, error);
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: thisYear - FIRST_YEAR + 1 }, (_, i) => String(thisYear - i));
  const days = Array.from({ length: daysIn(value.month, value.year) }, (_, i) => String(i + 1));
  // Said politely, once, after the day was moved to the month's last day; the next choice clears it.
  const [adjusted, setAdjusted] = useState<string | null>(null);

  const change = (next: DateParts) => {
    const clamped = clampDay(next);
    setAdjusted(clamped.adjusted);
    onChange(clamped.value);
  };

  const select = (part: keyof DateParts, label: string, options: { value: string; label: string }[]) => (
    <div className={styles.datePart}>
      <label htmlFor={`${ids.id}-${part}`} className={styles.datePartLabel}>
        {label}
      </label>
      <select
        id={`${ids.id}-${part}`}
        name={`dateOfBirth.${part}`}
        className={formStyles.input}
        value={value[part]}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => change({ ...value, [part]: event.target.value })}
      >
        <option value="">–</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <fieldset className={formStyles.group}>
      <legend className={formStyles.label}>Geboortedatum</legend>
      <FieldHint id={ids.hintId} hint={hint} />
      <div className={styles.dateParts}>
        {select(
          'day',
          'Dag',
          days.map((day) => ({ value: day, label: day })),
        )}
        {select(
          'month',
          'Maand',
          MONTHS.map((month, i) => ({ value: String(i + 1), label: month })),
        )}
        {select(
          'year',
          'Jaar',
          years.map((year) => ({ value: year, label: year })),
        )}
      </div>
      {/* Always in the page, so screen readers announce the sentence when it appears. */}
      <p className={styles.dateAdjusted} aria-live="polite">
        {adjusted}
      </p>
      <FieldError id={ids.errorId} message={error} />
    </fieldset>
  );
}
