import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import { fieldErrorMap } from '../../components/field-errors.ts';
import { GeneralError, RequiredNote, SubmitButton, TextField } from '../../components/form-field.tsx';
import { useMe } from '../../components/use-me.ts';
import { useServerForm } from '../../components/use-server-form.ts';
import { SignUpDocument } from '../../gql/graphql.ts';
import styles from './account.module.css';
import { PASSWORD_HINT } from './password-hint.ts';

// The username is not asked: the server makes it the email (api/accounts/README.md). Its
// messages, if any, join the general one (fieldErrorMap).
const SHOWN: ReadonlySet<string> = new Set(['firstName', 'lastName', 'email', 'password', 'password2']);

const EMPTY = { firstName: '', lastName: '', email: '', password: '', password2: '' };

type Props = {
  /** Where activation returns to (a site path). */
  redirect?: string;
  /** Called once registered, before navigating to the thanks page (the header's panel closes). */
  onSignedUp?: () => void;
};

/**
 * The registration form of /registratie/ and of the header's account panel: the server's
 * messages under first name, last name, email, password and repeat, and a general one below; on
 * success the thanks page. Signed in already, it is disabled with "Je hebt al een account".
 */
export function SignUpForm({ redirect, onSignedUp }: Props) {
  const [values, setValues] = useState(EMPTY);
  const { errors, sending, formRef, reject, submit } = useServerForm();
  const navigate = useNavigate();
  const { me } = useMe();
  const [signUp] = useMutation(SignUpDocument);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (me) return;
    await submit(async () => {
      const { data } = await signUp({ variables: { input: { ...values, redirect } } });
      const answer = data?.signUp;
      if (!answer?.ok) {
        reject(answer ? fieldErrorMap(answer.errors, SHOWN) : {});
        return;
      }
      onSignedUp?.();
      await navigate(paths.signUpThanks());
    });
  }

  const field = (name: keyof typeof EMPTY) => ({
    name,
    required: true,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
  });

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit} aria-label="Account aanmaken">
      {me && (
        <p className={styles.already} role="status">
          Je hebt al een account
        </p>
      )}
      <fieldset disabled={Boolean(me)}>
        <RequiredNote />
        <div className={styles.pair}>
          <TextField {...field('firstName')} label="Voornaam" autoComplete="given-name" />
          <TextField {...field('lastName')} label="Achternaam" autoComplete="family-name" />
        </div>
        <TextField {...field('email')} label="E-mailadres" type="email" autoComplete="email" />
        <TextField
          {...field('password')}
          label="Wachtwoord"
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
        />
        <TextField
          {...field('password2')}
          label="Herhaal je wachtwoord"
          type="password"
          autoComplete="new-password"
        />
        <div>
          <SubmitButton busy={sending} busyLabel="Bezig met aanmaken…" variant="dark">
            Account aanmaken
          </SubmitButton>
        </div>
      </fieldset>
      <GeneralError message={errors.general} />
      <ul className={styles.links}>
        <li>
          Heb je al een account? <Link to={paths.login()}>Inloggen</Link>
        </li>
      </ul>
    </form>
  );
}
