import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import { fieldErrorMap } from '../../components/field-errors.ts';
import { GeneralError, SubmitButton } from '../../components/form-field.tsx';
import { useToast } from '../../components/toast.tsx';
import { useSetMe } from '../../components/use-me.ts';
import { useServerForm } from '../../components/use-server-form.ts';
import { ActivateAccountDocument } from '../../gql/graphql.ts';
import styles from './account.module.css';

const NONE: ReadonlySet<string> = new Set();

/** Said on the page while the next one loads, and in a toast on the page the visitor lands on. */
export const ACTIVATED = 'Je account is geactiveerd en je bent ingelogd.';

type Props = {
  token: string;
  /** The page's `?redirect=`, used when the token carries none. */
  redirect?: string;
  /** The server refused the token (used, expired): the page shows its failed state. */
  onTokenRefused: () => void;
};

/**
 * The activation link's one button (issue 25: one password step; the password is the one chosen
 * at sign-up). Opening the page changes nothing, so a mail scanner that follows the link activates
 * nobody; the button activates and signs in: `me` goes into the cache and the page moves on to the
 * token's redirect, the page's, or /account, where a toast says so.
 */
export function ActivateForm({ token, redirect, onTokenRefused }: Props) {
  const [done, setDone] = useState(false);
  const { errors, sending, formRef, reject, submit } = useServerForm();
  const navigate = useNavigate();
  const setMe = useSetMe();
  const toast = useToast();
  const [send] = useMutation(ActivateAccountDocument);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit(async () => {
      const { data } = await send({ variables: { token } });
      const answer = data?.activateAccount;
      if (answer?.errors.some((error) => error.field === 'token')) {
        onTokenRefused();
        return;
      }
      if (!answer?.ok || !answer.user) {
        reject(answer ? fieldErrorMap(answer.errors, NONE) : {});
        return;
      }
      setDone(true);
      setMe(answer.user);
      toast.show({ title: 'Account geactiveerd', message: ACTIVATED, tone: 'success' });
      await navigate(answer.redirect ?? redirect ?? paths.account());
    });
  }

  if (done) {
    return (
      <p className={styles.success} role="status">
        {ACTIVATED}
      </p>
    );
  }
  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit} aria-label="Account activeren">
      <div>
        <SubmitButton busy={sending} busyLabel="Bezig met activeren…" variant="dark">
          Account activeren
        </SubmitButton>
      </div>
      <GeneralError message={errors.general} />
    </form>
  );
}
