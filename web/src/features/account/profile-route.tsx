import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import { buttonStyles } from '../../components/button-link.tsx';
import { useDocumentMeta } from '../../components/document-head.tsx';
import { GeneralError } from '../../components/form-field.tsx';
import { actionFailure } from '../../components/server-unreachable.ts';
import { useMe, useSetMe } from '../../components/use-me.ts';
import { SignOutDocument } from '../../gql/graphql.ts';
import styles from './account.module.css';
import { AccountSkeleton } from './account-skeleton.tsx';
import { PasswordForm, ProfileForm } from './profile-forms.tsx';
import { SignInPrompt } from './sign-in-prompt.tsx';

// /profiel/: the signed-in user's name, email and password, and signing out. The user is the
// visitor's own: the browser asks, the server renders the skeleton.
export function loader() {
  return null;
}

export function Component() {
  useDocumentMeta('Je profiel', undefined, { noindex: true });
  const { me, known } = useMe();
  if (!known) return <AccountSkeleton />;
  if (!me) {
    return (
      <SignInPrompt
        title="Je profiel"
        text="Log in om je gegevens en wachtwoord te wijzigen."
        returnTo={paths.profile()}
      />
    );
  }
  return (
    <div className={styles.page}>
      <h1>Je profiel</h1>
      <p className={styles.lead}>
        Ingelogd als {me.firstName} {me.lastName}.
      </p>
      {/* A new key after a save, so the form starts from the saved values. */}
      <ProfileForm key={me.email} me={me} />
      <section className={styles.section} aria-labelledby="profile-password">
        <h2 id="profile-password">Wachtwoord wijzigen</h2>
        <PasswordForm />
      </section>
      <section className={styles.section} aria-labelledby="profile-sign-out">
        <h2 id="profile-sign-out">Uitloggen</h2>
        <SignOutButton />
      </section>
    </div>
  );
}

function SignOutButton() {
  const [signOut] = useMutation(SignOutDocument);
  const setMe = useSetMe();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string>();

  async function onClick() {
    if (sending) return;
    setSending(true);
    setMessage(undefined);
    try {
      const { data } = await signOut();
      if (!data?.signOut.ok) {
        setMessage(data?.signOut.errors.flatMap((e) => e.messages.slice(0, 1)).join(' ') || actionFailure());
        setSending(false);
        return;
      }
      await navigate(paths.home());
      setMe(null);
    } catch {
      setMessage(actionFailure());
      setSending(false);
    }
  }

  return (
    <div>
      <button
        type="button"
        className={`${buttonStyles.button} ${buttonStyles.outline}`}
        disabled={sending}
        onClick={() => void onClick()}
      >
        {sending ? 'Bezig met uitloggen…' : 'Uitloggen'}
      </button>
      <GeneralError message={message} />
    </div>
  );
}
