import { useEffect, useId, useRef, useState } from 'react';
import { buttonStyles } from '../../components/button-link.tsx';
import type { FieldErrorLike } from '../../components/field-errors.ts';
import { type FieldErrors, fieldErrorMap } from '../../components/field-errors.ts';
import { GeneralError } from '../../components/form-field.tsx';
import styles from './desk.module.css';
import { errorText, isSessionRefusal } from './desk-client.ts';

// What the desk's actions share (an order's on its page, a unit's on the units page): running an
// action with the version as loaded and saying what came of it (useActionResult), the disclosure
// that opens an action, and the one shape of an action's form (DeskActionForm).

/** An action's answer: what it acted on after it (`order` or `unit`), or a conflict, or errors. */
export type ActionPayload = {
  message?: string | null;
  order?: unknown;
  unit?: unknown;
  customer?: unknown;
  conflict?: { message: string } | null;
  errors: readonly FieldErrorLike[];
};

type Result = { kind: 'done' | 'conflict' | 'failed'; text: string };

/**
 * Runs an action and says what came of it; answers the field errors of a refusal. After a
 * conflict the page's data is asked again, so it shows what changed (and the new version);
 * `asItIsNow` says so.
 */
export function useActionResult(
  reload: () => Promise<unknown>,
  asItIsNow = 'Hieronder zie je de bestelling zoals ze nu is.',
) {
  const [result, setResult] = useState<Result & { shown: number }>();
  const resultRef = useRef<HTMLDivElement>(null);
  const show = (next: Result) => setResult((previous) => ({ ...next, shown: (previous?.shown ?? 0) + 1 }));
  // Each message takes the focus once it is on the page, so it is read out and seen (also the same
  // words twice).
  const shown = result?.shown;
  useEffect(() => {
    if (shown) resultRef.current?.focus();
  }, [shown]);
  const run = async (
    send: () => Promise<ActionPayload | undefined>,
    fields: string[],
    onDone?: () => void,
  ): Promise<FieldErrors> => {
    // A new attempt's outcome replaces the last one's: no earlier "gelukt" above a new refusal.
    setResult(undefined);
    try {
      const payload = await send();
      if (!payload) throw new Error('no answer');
      if (payload.conflict) {
        await reload().catch(() => undefined);
        show({
          kind: 'conflict',
          text: `${payload.conflict.message} ${asItIsNow}`,
        });
        return {};
      }
      if (payload.order || payload.unit || payload.customer) {
        show({ kind: 'done', text: payload.message ?? 'Gelukt.' });
        onDone?.();
        return {};
      }
      const errors = fieldErrorMap(payload.errors, new Set(fields));
      if (errors.general) show({ kind: 'failed', text: errors.general });
      return errors;
    } catch (error) {
      if (!isSessionRefusal(error)) show({ kind: 'failed', text: errorText(error) });
      return {};
    }
  };
  const view = result ? (
    <div
      ref={resultRef}
      tabIndex={-1}
      role={result.kind === 'done' ? 'status' : 'alert'}
      className={result.kind === 'done' ? styles.success : styles.alert}
      data-result={result.kind}
    >
      {result.text}
    </div>
  ) : null;
  return { run, view };
}

export type Run = ReturnType<typeof useActionResult>['run'];

/** A disclosure: the button that opens an action's form, the form its confirmation step. */
export function Disclosure({
  label,
  children,
}: {
  label: string;
  children: (close: () => void) => React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  return (
    <div className={styles.disclosure}>
      <button
        ref={buttonRef}
        type="button"
        className={`${buttonStyles.button} ${buttonStyles.outline}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </button>
      <div id={id} hidden={!open} className={styles.panel}>
        {open && children(close)}
      </div>
    </div>
  );
}

type DeskActionFormProps = {
  run: Run;
  /** Sends the action: its payload. */
  send: () => Promise<ActionPayload | undefined>;
  /** The fields the form shows its errors under (the rest join the general message). */
  fields: string[];
  /** After the action was done (closes a disclosure, empties a field). */
  onDone?: () => void;
  submitLabel: string;
  busyLabel?: string;
  loading: boolean;
  /** The way out without acting (a disclosure's "Niet …"). */
  cancel?: { label: string; onClick: () => void };
  /** Whether the general message is repeated under the form (the page's message says it too). */
  showGeneral?: boolean;
  className?: string;
  children?: (errors: FieldErrors) => React.ReactNode;
};

/**
 * An action's form: its fields with the api's message under each, the submit (disabled while
 * sent), an optional way out, and the general message. The result is said at the top of the page.
 */
export function DeskActionForm({
  run,
  send,
  fields,
  onDone,
  submitLabel,
  busyLabel = 'Bezig…',
  loading,
  cancel,
  showGeneral = true,
  className,
  children,
}: DeskActionFormProps) {
  const [errors, setErrors] = useState<FieldErrors>({});
  return (
    <form
      className={[styles.form, className].filter(Boolean).join(' ')}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        setErrors(await run(send, fields, onDone));
      }}
    >
      {children?.(errors)}
      <div className={styles.actions}>
        <button type="submit" className={`${buttonStyles.button} ${buttonStyles.dark}`} disabled={loading}>
          {loading ? busyLabel : submitLabel}
        </button>
        {cancel && (
          <button type="button" className={styles.linkButton} onClick={cancel.onClick}>
            {cancel.label}
          </button>
        )}
      </div>
      {showGeneral && <GeneralError message={errors.general} />}
    </form>
  );
}
