import { useId } from 'react';
import { formStyles } from '../form-field.tsx';
import styles from './rental-period-editor.module.css';

type Slot = {
  readonly id: number;
  readonly label: string;
  /** How the articles wanted stand in this slot, when not simply available. */
  readonly standing?: { readonly state: string; readonly label: string | null } | null;
};

type Props = {
  name: string;
  legend: React.ReactNode;
  /** The slots that can be chosen (none: `empty` says why). */
  slots: readonly Slot[];
  value: number | undefined;
  onChange: (id: number) => void;
  empty: string;
  hint?: string;
  /** How the articles wanted stand on the whole day, when not simply available. */
  note?: { readonly state: string; readonly text: string } | null;
  error?: string;
};

/** Pickup or return time: a radio group of the chosen day's slots, as the server labels them. */
export function SlotGroup({ name, legend, slots, value, onChange, empty, hint, note, error }: Props) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const noteId = note ? `${id}-note` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      className={`${formStyles.group} ${styles.slotGroup}`}
      aria-describedby={[noteId, hintId, errorId].filter(Boolean).join(' ') || undefined}
    >
      <legend className={formStyles.label}>{legend}</legend>
      {note && (
        <p id={noteId} className={styles.dayNote} data-availability={note.state}>
          {note.text}
        </p>
      )}
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
              <span>
                {slot.label}
                {slot.standing?.label && (
                  <span className={styles.slotNote} data-availability={slot.standing.state}>
                    {slot.standing.label}
                  </span>
                )}
              </span>
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
