import { skipToken, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { ACCOUNT_LINK_FAILED } from '../../../../domain/link-messages.ts';
import { paths } from '../../../../domain/paths.ts';
import { useDocumentMeta } from '../../components/document-head.tsx';
import { ErrorView } from '../../components/route-error.tsx';
import { useHydrated } from '../../components/use-client.ts';
import { useMe } from '../../components/use-me.ts';
import { CheckTokenDocument } from '../../gql/graphql.ts';
import styles from './account.module.css';
import { AccountPage } from './account-page.tsx';
import { AccountSkeleton } from './account-skeleton.tsx';
import { ActivateForm } from './activate-form.tsx';
import { RequestLinkForm } from './request-link-form.tsx';
import { SetPasswordForm } from './set-password-form.tsx';
import { sitePath } from './site-path.ts';

// /activate-account: the activation mail's and the reset mail's link (`?token=`), the sign-in's
// stop for an account not yet activated (`?email=`), and `?change_password=1`. It shows ONE state,
// the first that applies (SPEC §2):
//   1. failed: a token that is not valid, or that setPassword refused;
//   2. a valid activation token: one button activates (the password is the one chosen at sign-up);
//   3. signed in already;
//   4. a valid reset token: choose a new password (and repeat it);
//   5. ?change_password=1: a mail was sent;
//   6. otherwise: the account is not activated yet, with a button for a new link.
// The token's purpose and the sign-in state are the visitor's own: the browser asks them, the
// server renders the skeleton.

export function loader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  return {
    token: search.get('token') || null,
    email: search.get('email') || null,
    redirect: sitePath(search.get('redirect')) ?? null,
    changePassword: search.get('change_password') === '1',
  };
}

export function Component() {
  const { token, email, redirect, changePassword } = useLoaderData<typeof loader>();
  useDocumentMeta('Account activeren', undefined, { noindex: true });
  const hydrated = useHydrated();
  const { me, known } = useMe();
  const { data, error } = useQuery(
    CheckTokenDocument,
    hydrated && token ? { variables: { token }, fetchPolicy: 'network-only' } : skipToken,
  );
  const [refused, setRefused] = useState(false);

  if (!hydrated || !known || (token && !data && !error)) return <AccountSkeleton />;
  if (token && error) return <ErrorView error={error} />;
  const check = data?.checkToken;

  if (token && (refused || !check?.valid)) {
    return (
      <AccountPage title="Verificatie mislukt">
        <p className={styles.lead} role="alert">
          {ACCOUNT_LINK_FAILED}
        </p>
        <p>Vul je e-mailadres in, dan sturen we je een nieuwe link.</p>
        <RequestLinkForm label="Nieuwe link aanvragen" submitLabel="Stuur een nieuwe link" />
      </AccountPage>
    );
  }
  if (token && check?.purpose === 'ACTIVATE') {
    return (
      <AccountPage title="Account activeren">
        <p className={styles.lead}>
          Bijna klaar. Activeer je account; daarna ben je meteen ingelogd met het wachtwoord dat je bij het
          aanmaken koos.
        </p>
        {check.email && <p>Je account: {check.email}</p>}
        <ActivateForm
          token={token}
          redirect={redirect ?? undefined}
          onTokenRefused={() => setRefused(true)}
        />
      </AccountPage>
    );
  }
  if (me) {
    return (
      <AccountPage title="Je bent al ingelogd">
        <p className={styles.lead}>Je bent al ingelogd als {me.email}.</p>
        <ul className={styles.links}>
          <li>
            <Link to={paths.profile()}>Je gegevens en wachtwoord</Link>
          </li>
          <li>
            <Link to={paths.account()}>Je facturen</Link>
          </li>
        </ul>
      </AccountPage>
    );
  }
  if (token && check?.purpose === 'RESET') {
    return (
      <AccountPage title="Nieuw wachtwoord">
        <p className={styles.lead}>Kies een nieuw wachtwoord.</p>
        {check.email && <p>Je account: {check.email}</p>}
        <SetPasswordForm
          token={token}
          redirect={redirect ?? undefined}
          onTokenRefused={() => setRefused(true)}
        />
      </AccountPage>
    );
  }
  if (changePassword) {
    return (
      <AccountPage title="Check je e-mail">
        <p className={styles.lead} role="status">
          We hebben je een e-mail gestuurd met een link om je wachtwoord te wijzigen.
        </p>
      </AccountPage>
    );
  }
  return (
    <AccountPage title="Account nog niet geactiveerd">
      <p className={styles.lead}>
        Je account is nog niet geactiveerd. Open de link in de e-mail die we je stuurden om het te activeren.
      </p>
      <p>Geen e-mail gekregen, of is de link verlopen? Vraag een nieuwe activatielink aan.</p>
      <RequestLinkForm
        email={email ?? undefined}
        label="Nieuwe activatielink aanvragen"
        submitLabel="Stuur een nieuwe activatielink"
      />
    </AccountPage>
  );
}
