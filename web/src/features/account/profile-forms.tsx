import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { fieldErrorMap } from '../../components/field-errors.ts';
import { GeneralError, SubmitButton, TextField } from '../../components/form-field.tsx';
import { type Me, useSetMe } from '../../components/use-me.ts';
import { useServerForm } from '../../components/use-server-form.ts';
import { ChangePasswordDocument, UpdateProfileDocument } from '../../gql/graphql.ts';
import styles from './account.module.css';
import { PASSWORD_HINT } from './password-hint.ts';

const PROFILE_FIELDS: ReadonlySet<string> = new Set(['firstName', 'lastName', 'email']);
const PASSWORD_FIELDS: ReadonlySet<string> = new Set(['oldPassword', 'password', 'password2']);

/**
 * Name and email (updateProfile); the answer's user becomes `me`. A new email is only asked for:
 * the server mails a confirmation link to it and says so (its message is shown), and the field
 * goes back to the address in use until the link is opened.
 */
export function ProfileForm({ me }: { me: Me }) {
  const [values, setValues] = useState({ firstName: me.firstName, lastName: me.lastName, email: me.email });
  const [saved, setSaved] = useState<string>();
  const { errors, sending, formRef, reject, submit } = useServerForm();
  const setMe = useSetMe();
  const [update] = useMutation(UpdateProfileDocument);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(undefined);
    await submit(async () => {
      const { data } = await update({ variables: { input: values } });
      const answer = data?.updateProfile;
      if (!answer?.ok || !answer.user) {
        reject(answer ? fieldErrorMap(answer.errors, PROFILE_FIELDS) : {});
        return;
      }
      const email = answer.user.email;
      setMe(answer.user);
      setValues((current) => ({ ...current, email }));
      setSaved(answer.message ?? 'Je gegevens zijn opgeslagen.');
    });
  }

  const field = (name: keyof typeof values) => ({
    name,
    required: true,
    value: values[name],
    error: saved ? undefined : errors[name],
    onChange: (value: string) => {
      setSaved(undefined);
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit} aria-label="Je gegevens">
      <div className={styles.pair}>
        <TextField {...field('firstName')} label="Voornaam" autoComplete="given-name" />
        <TextField {...field('lastName')} label="Achternaam" autoComplete="family-name" />
      </div>
      <TextField
        {...field('email')}
        label="E-mailadres"
        type="email"
        autoComplete="email"
        hint="Een nieuw e-mailadres gaat pas in als je de link bevestigt die we ernaartoe sturen."
      />
      <div>
        <SubmitButton busy={sending} variant="dark">
          Gegevens opslaan
        </SubmitButton>
      </div>
      {saved ? (
        <p className={styles.success} role="status">
          {saved}
        </p>
      ) : (
        <GeneralError message={errors.general} />
      )}
    </form>
  );
}

const NO_PASSWORDS = { oldPassword: '', password: '', password2: '' };

/** The password (changePassword): the server signs out the user's other sessions. */
export function PasswordForm() {
  const [values, setValues] = useState(NO_PASSWORDS);
  const [saved, setSaved] = useState(false);
  const { errors, sending, formRef, reject, submit } = useServerForm();
  const setMe = useSetMe();
  const [change] = useMutation(ChangePasswordDocument);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    await submit(async () => {
      const { data } = await change({ variables: values });
      const answer = data?.changePassword;
      if (!answer?.ok || !answer.user) {
        reject(answer ? fieldErrorMap(answer.errors, PASSWORD_FIELDS) : {});
        return;
      }
      setMe(answer.user);
      setValues(NO_PASSWORDS);
      setSaved(true);
    });
  }

  const field = (name: keyof typeof NO_PASSWORDS) => ({
    name,
    required: true,
    type: 'password' as const,
    value: values[name],
    error: saved ? undefined : errors[name],
    onChange: (value: string) => {
      setSaved(false);
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      aria-label="Wachtwoord wijzigen"
    >
      <TextField {...field('oldPassword')} label="Huidig wachtwoord" autoComplete="current-password" />
      <TextField
        {...field('password')}
        label="Nieuw wachtwoord"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
      />
      <TextField {...field('password2')} label="Herhaal je nieuwe wachtwoord" autoComplete="new-password" />
      <div>
        <SubmitButton busy={sending} variant="dark">
          Wachtwoord wijzigen
        </SubmitButton>
      </div>
      {saved ? (
        <p className={styles.success} role="status">
          Je wachtwoord is gewijzigd. Op andere apparaten ben je uitgelogd.
        </p>
      ) : (
        <GeneralError message={errors.general} />
      )}
    </form>
  );
}
