import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import { fieldErrorMap } from '../../components/field-errors.ts';
import { GeneralError, SubmitButton, TextField } from '../../components/form-field.tsx';
import { useSetMe } from '../../components/use-me.ts';
import { useServerForm } from '../../components/use-server-form.ts';
import { SetPasswordDocument } from '../../gql/graphql.ts';
import styles from './account.module.css';
import { PASSWORD_HINT } from './password-hint.ts';

const SHOWN: ReadonlySet<string> = new Set(['password', 'password2']);

type Props = {
  token: string;
  /** The page's `?redirect=`, used when the token carries none. */
  redirect?: string;
  /** The server refused the token (used, expired): the page shows its failed state. */
  onTokenRefused: () => void;
};

/**
 * A reset link's password form on the activation page: the new password and its repeat (SPEC §5:
 * a field error under each and a general message). An activation link asks for no password (the
 * sign-up's is kept: activate-form.tsx). On success the visitor is signed in: `me` goes into the cache and the page moves on
 * to the token's redirect, the page's, or /account.
 */
export function SetPasswordForm({ token, redirect, onTokenRefused }: Props) {
  const [password, setPassword] = useState('');
  const [password2, setPassword2] = useState('');
  const [done, setDone] = useState(false);
  const { errors, sending, formRef, reject, submit } = useServerForm();
  const navigate = useNavigate();
  const setMe = useSetMe();
  const [send] = useMutation(SetPasswordDocument);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit(async () => {
      const { data } = await send({ variables: { token, password, password2 } });
      const answer = data?.setPassword;
      if (answer?.errors.some((error) => error.field === 'token')) {
        onTokenRefused();
        return;
      }
      if (!answer?.ok || !answer.user) {
        reject(answer ? fieldErrorMap(answer.errors, SHOWN) : {});
        return;
      }
      // Shown while the next page loads, instead of the page's "already signed in" state.
      setDone(true);
      setMe(answer.user);
      await navigate(answer.redirect ?? redirect ?? paths.account());
    });
  }

  if (done) {
    return (
      <p className={styles.success} role="status">
        Je wachtwoord is ingesteld en je bent ingelogd.
      </p>
    );
  }
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      aria-label="Wachtwoord instellen"
    >
      <TextField
        name="password"
        label="Nieuw wachtwoord"
        type="password"
        autoComplete="new-password"
        required
        hint={PASSWORD_HINT}
        value={password}
        error={errors.password}
        onChange={setPassword}
      />
      <TextField
        name="password2"
        label="Herhaal je nieuwe wachtwoord"
        type="password"
        autoComplete="new-password"
        required
        value={password2}
        error={errors.password2}
        onChange={setPassword2}
      />
      <div>
        <SubmitButton busy={sending} variant="dark">
          Wachtwoord opslaan
        </SubmitButton>
      </div>
      <GeneralError message={errors.general} />
    </form>
  );
}
