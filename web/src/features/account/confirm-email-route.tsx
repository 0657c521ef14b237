import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import { useDocumentMeta } from '../../components/document-head.tsx';
import { GeneralError, SubmitButton } from '../../components/form-field.tsx';
import { ErrorView } from '../../components/route-error.tsx';
import { actionFailure } from '../../components/server-unreachable.ts';
import { useHydrated } from '../../components/use-client.ts';
import { useSetMe } from '../../components/use-me.ts';
import { ConfirmEmailDocument, EmailLinkCheckDocument } from '../../gql/graphql.ts';
import styles from './account.module.css';
import { AccountPage } from './account-page.tsx';
import { AccountSkeleton } from './account-skeleton.tsx';

// /e-mailadres-bevestigen?token=…: the link mailed to a new address (the profile asked for it).
// Opening the page changes nothing: the visitor confirms with a button, so a mail scanner that
// follows links never confirms an address for someone. Then the page says what happened: the
// address changed, or why not (a used, expired or foreign link; the address taken meanwhile).
// Opened again (reloaded, the mail's link clicked twice), a used or expired link says so at once:
// the page asks the link's state first (`emailLinkCheck`, which changes nothing).

export function loader({ request }: LoaderFunctionArgs) {
  return { token: new URL(request.url).searchParams.get('token') || null };
}

type Outcome = { done: true; message: string; signedIn: boolean } | { done: false; message: string };

export function Component() {
  const { token } = useLoaderData<typeof loader>();
  useDocumentMeta('E-mailadres bevestigen', undefined, { noindex: true });
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<Outcome>();
  const { data, error } = useQuery(
    EmailLinkCheckDocument,
    hydrated && token ? { variables: { token }, fetchPolicy: 'network-only' } : skipToken,
  );
  const check = data?.emailLinkCheck;

  if (!hydrated || (token && !outcome && !check && !error)) return <AccountSkeleton />;
  if (token && !outcome && error) return <ErrorView error={error} />;
  if (!outcome && check?.state === 'USED') {
    return (
      <AccountPage title="Link al gebruikt">
        <p className={styles.lead} role="status">
          {check.message}
        </p>
        <ul className={styles.links}>
          <li>
            <Link to={paths.profile()}>Naar je profiel</Link>
          </li>
        </ul>
      </AccountPage>
    );
  }
  if (outcome?.done) {
    return (
      <AccountPage title="E-mailadres gewijzigd">
        <p className={styles.success} role="status">
          {outcome.message}
        </p>
        <p>Log voortaan in met je nieuwe e-mailadres.</p>
        <ul className={styles.links}>
          <li>
            {outcome.signedIn ? (
              <Link to={paths.profile()}>Naar je profiel</Link>
            ) : (
              <Link to={paths.login()}>Inloggen</Link>
            )}
          </li>
        </ul>
      </AccountPage>
    );
  }
  if (!token || outcome || (check && check.state !== 'OPEN')) {
    return (
      <AccountPage title="Bevestiging mislukt">
        <p className={styles.lead} role="alert">
          {outcome?.message ??
            (token ? check?.message : undefined) ??
            'Deze link is niet compleet. Open de link uit de e-mail opnieuw.'}
        </p>
        <p>
          Wil je je e-mailadres toch wijzigen? Vraag dan in <Link to={paths.profile()}>je profiel</Link> een
          nieuwe bevestigingslink aan.
        </p>
      </AccountPage>
    );
  }
  return (
    <AccountPage title="Nieuw e-mailadres bevestigen">
      <p className={styles.lead}>{check?.message} Tot je bevestigt, blijft je oude e-mailadres in gebruik.</p>
      <ConfirmForm token={token} onOutcome={setOutcome} />
    </AccountPage>
  );
}

function ConfirmForm({ token, onOutcome }: { token: string; onOutcome: (outcome: Outcome) => void }) {
  const [confirm] = useMutation(ConfirmEmailDocument);
  const setMe = useSetMe();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setFailure(undefined);
    try {
      const { data } = await confirm({ variables: { token } });
      const answer = data?.confirmEmail;
      if (answer?.ok) {
        if (answer.user) setMe(answer.user);
        onOutcome({ done: true, message: answer.message ?? '', signedIn: Boolean(answer.user) });
        return;
      }
      const refusal = answer?.errors.find((e) => e.field === 'token' || e.field === 'email');
      if (refusal) {
        onOutcome({ done: false, message: refusal.messages.join(' ') });
        return;
      }
      setFailure(answer?.errors.flatMap((e) => e.messages.slice(0, 1)).join(' ') || actionFailure());
    } catch {
      setFailure(actionFailure());
    }
    setSending(false);
  }

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-label="Nieuw e-mailadres bevestigen">
      <div>
        <SubmitButton busy={sending} busyLabel="Bezig met bevestigen…" variant="dark">
          E-mailadres bevestigen
        </SubmitButton>
      </div>
      <GeneralError message={failure} />
    </form>
  );
}
