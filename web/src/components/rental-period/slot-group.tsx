import { useId } from 'react';
import { formStyles } from '../form-field.tsx';
import styles from './rental-period-editor.module.css';

type Slot = { readonly id: number; readonly label: string };

type Props = {
  name: string;
  legend: React.ReactNode;
  /** The slots that can be chosen (none: `empty` says why). */
  slots: readonly Slot[];
  value: number | undefined;
  onChange: (id: number) => void;
  empty: string;
  hint?: string;
  error?: string;
};

/** Pickup or return time: a radio group of the chosen day's slots, as the server labels them. */
export function SlotGroup({ name, legend, slots, value, onChange, empty, hint, error }: Props) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      className={`${formStyles.group} ${styles.slotGroup}`}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
    >
      <legend className={formStyles.label}>{legend}</legend>
      {hint && (
        <p id={hintId} className={formStyles.hint}>
          {hint}
        </p>
      )}
      {slots.length === 0 ? (
        <p className={styles.slotEmpty}>{empty}</p>
      ) : (
        <div className={styles.slots}>
          {slots.map((slot) => (
            <label key={slot.id} className={formStyles.choice}>
              <input
                type="radio"
                name={name}
                value={slot.id}
                checked={value === slot.id}
                aria-invalid={error ? true : undefined}
                onChange={() => onChange(slot.id)}
              />
              <span>{slot.label}</span>
            </label>
          ))}
        </div>
      )}
      {error && (
        <p id={errorId} className={formStyles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
