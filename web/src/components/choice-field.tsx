import styles from './form.module.css';
import { FieldError, FieldHint, type FieldProps, RequiredMark, useFieldIds } from './form-field.tsx';

// Radio groups and checkboxes, with the same label, hint, required and error conventions as
// the text fields of form-field.tsx.

export type Choice<T extends string> = { value: T; label: React.ReactNode; description?: React.ReactNode };

type ChoiceGroupProps<T extends string> = FieldProps & {
  options: readonly Choice<T>[];
  value: T | null;
  onChange: (value: T) => void;
};

/** A radio group: a fieldset whose legend names it; arrow keys move between the options. */
export function ChoiceGroup<T extends string>({
  name,
  label,
  required,
  error,
  hint,
  disabled,
  options,
  value,
  onChange,
}: ChoiceGroupProps<T>) {
  const ids = useFieldIds(name, hint, error);
  return (
    <fieldset className={styles.group} disabled={disabled} aria-describedby={ids.describedBy}>
      <legend className={styles.label}>
        {label}
        {required && <RequiredMark />}
      </legend>
      <FieldHint id={ids.hintId} hint={hint} />
      <div className={styles.choices}>
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              // Native `required` tells assistive technology; `noValidate` keeps the browser quiet.
              required={required}
              aria-invalid={error ? true : undefined}
              aria-describedby={option.description ? `${ids.id}-${option.value}` : undefined}
              onChange={() => onChange(option.value)}
            />
            <span>
              {option.label}
              {/* Hidden from the label's name, read as the option's description instead. */}
              {option.description && (
                <span id={`${ids.id}-${option.value}`} className={styles.choiceNote} aria-hidden="true">
                  {option.description}
                </span>
              )}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={ids.errorId} message={error} />
    </fieldset>
  );
}

type CheckboxFieldProps = FieldProps & { checked: boolean; onChange: (checked: boolean) => void };

export function CheckboxField({
  name,
  label,
  required,
  error,
  hint,
  disabled,
  checked,
  onChange,
}: CheckboxFieldProps) {
  const ids = useFieldIds(name, hint, error);
  return (
    <div className={styles.field}>
      <label className={styles.check}>
        <input
          type="checkbox"
          name={name}
          checked={checked}
          disabled={disabled}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>
          {label}
          {required && <RequiredMark />}
        </span>
      </label>
      <FieldHint id={ids.hintId} hint={hint} />
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}
