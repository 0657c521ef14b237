import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { fieldErrorMap } from '../../components/field-errors.ts';
import { GeneralError, SubmitButton, TextField } from '../../components/form-field.tsx';
import { useServerForm } from '../../components/use-server-form.ts';
import { RequestInvoiceLinkDocument, RequestPasswordResetDocument } from '../../gql/graphql.ts';
import styles from './account.module.css';

const SHOWN: ReadonlySet<string> = new Set(['email']);
const NONE: ReadonlySet<string> = new Set();

type Props = {
  /** Which link: to set a password (default), or to the address's invoices. */
  kind?: 'password' | 'invoices';
  /** The address to mail, when the page knows it (then only the button shows). */
  email?: string;
  submitLabel: string;
  label: string;
};

/**
 * Asks for a link by mail: requestPasswordReset (/reset-password's form, and on /activate-account
 * "send a new link") or requestInvoiceLink (/account signed out). On success the server's
 * confirmation replaces the form.
 */
export function RequestLinkForm({ kind = 'password', email: knownEmail, submitLabel, label }: Props) {
  const [email, setEmail] = useState(knownEmail ?? '');
  const [sent, setSent] = useState<string>();
  const { errors, sending, formRef, reject, submit } = useServerForm();
  const [requestReset] = useMutation(RequestPasswordResetDocument);
  const [requestInvoices] = useMutation(RequestInvoiceLinkDocument);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit(async () => {
      const variables = { email };
      const answer =
        kind === 'invoices'
          ? (await requestInvoices({ variables })).data?.requestInvoiceLink
          : (await requestReset({ variables })).data?.requestPasswordReset;
      if (!answer?.ok) {
        // A known address has no field: its message (a malformed one) is the form's.
        reject(answer ? fieldErrorMap(answer.errors, knownEmail === undefined ? SHOWN : NONE) : {});
        return;
      }
      setSent(answer.message ?? 'We hebben je een e-mail gestuurd.');
    });
  }

  if (sent) {
    return (
      <p className={styles.success} role="status">
        {sent}
      </p>
    );
  }
  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit} aria-label={label}>
      {knownEmail === undefined && (
        <TextField
          name="email"
          label="E-mailadres"
          type="email"
          autoComplete="email"
          required
          value={email}
          error={errors.email}
          onChange={setEmail}
        />
      )}
      <div>
        <SubmitButton busy={sending} variant="dark">
          {submitLabel}
        </SubmitButton>
      </div>
      <GeneralError message={errors.general} />
    </form>
  );
}
