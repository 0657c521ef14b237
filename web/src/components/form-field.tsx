import { useId } from 'react';
import { buttonStyles } from './button-link.tsx';
import styles from './form.module.css';

// Form controls shared by every form of the site: a visible label, a visible asterisk plus
// `aria-required` on required fields, an optional hint, and the server's message under the
// field (`aria-invalid`, `aria-describedby`). Browser validation stays off (`noValidate` on the
// form): the server says what is wrong.

export type FieldProps = {
  name: string;
  label: React.ReactNode;
  required?: boolean;
  error?: string;
  hint?: React.ReactNode;
  disabled?: boolean;
};

export function RequiredMark() {
  return (
    <span className={styles.required} aria-hidden="true">
      {' '}
      *
    </span>
  );
}

/** "Velden met * zijn verplicht." above a form with required fields. */
export function RequiredNote() {
  return (
    <p className={styles.requiredNote}>
      Velden met <span aria-hidden="true">*</span>
      <span className="visually-hidden">een sterretje</span> zijn verplicht.
    </p>
  );
}

/** Ids for a control and its hint and error, and the `aria-describedby` that joins them. */
export function useFieldIds(name: string, hint: unknown, error: string | undefined) {
  const base = `${useId()}${name}`;
  const hintId = hint ? `${base}-hint` : undefined;
  const errorId = error ? `${base}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { id: base, hintId, errorId, describedBy };
}

export function FieldError({ id, message }: { id: string | undefined; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error}>
      {message}
    </p>
  );
}

export function FieldHint({ id, hint }: { id: string | undefined; hint: React.ReactNode }) {
  if (!hint) return null;
  return (
    <p id={id} className={styles.hint}>
      {hint}
    </p>
  );
}

type TextFieldProps = FieldProps & {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'number' | 'password' | 'date';
  multiline?: boolean;
  autoComplete?: string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode'];
  min?: number;
  className?: string;
};

export function TextField({
  name,
  label,
  required,
  error,
  hint,
  disabled,
  value,
  onChange,
  type = 'text',
  multiline,
  autoComplete,
  inputMode,
  min,
  className,
}: TextFieldProps) {
  const ids = useFieldIds(name, hint, error);
  const shared = {
    id: ids.id,
    name,
    value,
    disabled,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.describedBy,
    className: styles.input,
  };
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={ids.id} className={styles.label}>
        {label}
        {required && <RequiredMark />}
      </label>
      <FieldHint id={ids.hintId} hint={hint} />
      {multiline ? (
        <textarea {...shared} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...shared}
          type={type}
          min={min}
          autoComplete={autoComplete}
          inputMode={inputMode}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}

/** The message about the form as a whole, below the form; it takes the focus when alone. */
export function GeneralError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className={styles.generalError} role="alert" tabIndex={-1} data-general-error>
      {message}
    </p>
  );
}

type SubmitProps = {
  busy: boolean;
  busyLabel?: string;
  variant?: 'primary' | 'dark';
  children: React.ReactNode;
};

/** The submit button: disabled while the form is being sent, so it cannot go twice. */
export function SubmitButton({
  busy,
  busyLabel = 'Bezig met verzenden…',
  variant = 'primary',
  children,
}: SubmitProps) {
  return (
    <button
      type="submit"
      className={`${buttonStyles.button} ${buttonStyles[variant]} ${styles.submit}`}
      disabled={busy}
    >
      {busy ? busyLabel : children}
    </button>
  );
}

export const formStyles = styles;
