import { useCallback, useRef, useState } from 'react';
import { type FieldErrors, GENERAL_FAILURE, useFocusFirstInvalid } from './field-errors.ts';
import { FORM_UNAVAILABLE, serverUnreachable } from './server-unreachable.ts';

/**
 * The submit flow of a form the server validates (SPEC §5): one submission at a time, the
 * server's messages kept per field, the focus moved to the first invalid field after each
 * rejected attempt, and a general message when the server gave none or could not be reached
 * (its own when the gateway said the api is away: server-unreachable.ts).
 */
export function useServerForm() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, attempt, errors);

  const reject = useCallback((next: FieldErrors, error?: unknown) => {
    const general = serverUnreachable(error) ? FORM_UNAVAILABLE : GENERAL_FAILURE;
    setErrors(Object.keys(next).length > 0 ? next : { general });
    setAttempt((count) => count + 1);
  }, []);

  /** Drops the messages shown (the visitor changed what they were about). */
  const clear = useCallback(() => setErrors({}), []);

  /** Runs `send` unless a submission is under way; a throw (a network failure) rejects the form. */
  async function submit(send: () => Promise<void>): Promise<void> {
    if (sending) return;
    setSending(true);
    try {
      await send();
    } catch (error) {
      reject({}, error);
    } finally {
      setSending(false);
    }
  }

  return { errors, sending, formRef, reject, clear, submit };
}
