import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import { fieldErrorMap } from '../../components/field-errors.ts';
import { GeneralError, SubmitButton, TextField } from '../../components/form-field.tsx';
import { useMe, useSetMe } from '../../components/use-me.ts';
import { useServerForm } from '../../components/use-server-form.ts';
import { CheckEmailDocument, SignInDocument } from '../../gql/graphql.ts';
import styles from './account.module.css';

const SHOWN: ReadonlySet<string> = new Set(['email', 'password']);

type Props = {
  /** Where to go once signed in (a site path); the home page without one. */
  redirect?: string;
  /** Called once signed in, before navigating (the header's panel closes). */
  onSignedIn?: () => void;
};

/**
 * The sign-in form of /login and of the header's account panel (SPEC §4): checkEmail first (an
 * account not yet activated goes to /activate-account), then signIn (at once when the password is
 * empty, so each empty field gets its message); the server's messages appear
 * under the fields and below the form. Signed in already, it is disabled with "Je bent al ingelogd".
 */
export function SignInForm({ redirect, onSignedIn }: Props) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { errors, sending, formRef, reject, submit } = useServerForm();
  const navigate = useNavigate();
  const { me } = useMe();
  const setMe = useSetMe();
  const [checkEmail] = useMutation(CheckEmailDocument);
  const [signIn] = useMutation(SignInDocument);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (me) return;
    await submit(async () => {
      // Without a password signIn answers every missing or malformed field at once (checkEmail
      // knows only the address, so an empty form showed one message); with one, the address is
      // checked first so that an account not yet activated goes to its page.
      if (password) {
        const { data: checked } = await checkEmail({ variables: { email } });
        const check = checked?.checkEmail;
        if (!check || check.errors.length > 0) {
          reject(check ? fieldErrorMap(check.errors, SHOWN) : {});
          return;
        }
        if (check.emailStatus === 'NOT_ACTIVATED') {
          onSignedIn?.();
          await navigate(paths.activate({ email, redirect }));
          return;
        }
      }
      const { data } = await signIn({ variables: { email, password } });
      const answer = data?.signIn;
      if (!answer?.ok || !answer.user) {
        reject(answer ? fieldErrorMap(answer.errors, SHOWN) : {});
        return;
      }
      setMe(answer.user);
      onSignedIn?.();
      await navigate(redirect ?? paths.home());
    });
  }

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit} aria-label="Inloggen">
      {me && (
        <p className={styles.already} role="status">
          Je bent al ingelogd
        </p>
      )}
      <fieldset disabled={Boolean(me)}>
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
        <TextField
          name="password"
          label="Wachtwoord"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password}
          onChange={setPassword}
        />
        <div>
          <SubmitButton busy={sending} busyLabel="Bezig met inloggen…" variant="dark">
            Inloggen
          </SubmitButton>
        </div>
      </fieldset>
      <GeneralError message={errors.general} />
      <ul className={styles.links}>
        <li>
          <Link to={paths.resetPassword()}>Wachtwoord vergeten?</Link>
        </li>
        <li>
          Nog geen account? <Link to={paths.signUp()}>Account aanmaken</Link>
        </li>
      </ul>
    </form>
  );
}
