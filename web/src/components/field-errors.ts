import { type RefObject, useEffect } from 'react';

// The server validates every form (SPEC §5): a mutation answers `errors: [FieldError!]!` with
// the GraphQL input field name (camelCase) or `general`. The first message of each list is
// shown under its field.

export type FieldErrorLike = { readonly field: string; readonly messages: readonly string[] };

/** Field name → the message to show; `general` holds what belongs to the form as a whole. */
export type FieldErrors = Partial<Record<string, string>>;

/** The general message when the answer does not say what went wrong (network error and such). */
export const GENERAL_FAILURE = 'Er gaat iets fout. Probeer het later opnieuw.';

/**
 * One message per field. Errors for a field the form does not show (an id in the url, say)
 * join the general message, so no message is ever lost.
 */
export function fieldErrorMap(errors: readonly FieldErrorLike[], shown: ReadonlySet<string>): FieldErrors {
  const map: FieldErrors = {};
  const general: string[] = [];
  for (const error of errors) {
    const first = error.messages[0];
    if (first === undefined) continue;
    if (shown.has(error.field)) map[error.field] ??= first;
    else general.push(first);
  }
  if (general.length > 0) map.general = [...new Set(general)].join(' ');
  return map;
}

/**
 * After a rejected submit, moves the focus to the first invalid field in the form (in page
 * order; a message block that stands for several fields is marked `data-error-focus`), or to
 * the general message when no field is marked. `attempt` changes per submit, so
 * the same errors twice still move the focus.
 */
export function useFocusFirstInvalid(
  formRef: RefObject<HTMLFormElement | null>,
  attempt: number,
  errors: FieldErrors,
) {
  useEffect(() => {
    if (attempt === 0 || Object.keys(errors).length === 0) return;
    const form = formRef.current;
    const target =
      form?.querySelector<HTMLElement>('[data-error-focus], [aria-invalid="true"]') ??
      form?.querySelector<HTMLElement>('[data-general-error]');
    target?.focus();
  }, [attempt, errors, formRef]);
}
