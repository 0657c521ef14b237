import { useId } from 'react';
import { SLOTS, slotsForDate } from '../../../../domain/slots.ts';
import { formStyles } from '../../components/form-field.tsx';

// A pickup or return time of a date: its slots as the shop has them that day (domain/slots.ts),
// or the whole day. The availability lookup and a counter order ask it.

export function SlotSelect({
  label,
  date,
  value,
  onChange,
  wholeDay = true,
  error,
}: {
  label: string;
  date: string;
  value: string;
  onChange: (v: string) => void;
  /** Offer the whole day (no slot): a lookup may, an order may not. */
  wholeDay?: boolean;
  error?: string;
}) {
  const id = useId();
  const slots = date ? slotsForDate(date) : SLOTS;
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <select
        id={id}
        className={formStyles.input}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {wholeDay ? <option value="">Hele dag</option> : <option value="">Kies een tijd</option>}
        {slots.map((slot) => (
          <option key={slot.id} value={String(slot.id)}>
            {slot.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className={formStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
