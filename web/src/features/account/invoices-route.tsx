import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { skipToken, useQuery } from '@apollo/client/react';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { INVOICES_ACCESS } from '../../../../domain/link-messages.ts';
import { paths } from '../../../../domain/paths.ts';
import { useDocumentMeta } from '../../components/document-head.tsx';
import { ErrorView } from '../../components/route-error.tsx';
import { useHydrated } from '../../components/use-client.ts';
import { useMe } from '../../components/use-me.ts';
import { InvoicesDocument } from '../../gql/graphql.ts';
import styles from './account.module.css';
import { AccountSkeleton } from './account-skeleton.tsx';
import { InvoiceTable } from './invoice-table.tsx';
import { RequestLinkForm } from './request-link-form.tsx';
import { SignInPrompt } from './sign-in-prompt.tsx';

// /account: the invoices (SPEC §2, §6). Signed in: the user's own; with `?email=…&token=…` (an
// invoice mail's link) that address's, without signing in; a signed-in user's `?email=` alone
// works for their own address. The server decides and answers FORBIDDEN with a Dutch message
// otherwise. Everything here is the visitor's own: the browser asks, the server renders the skeleton.

export function loader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  return { email: search.get('email') || null, token: search.get('token') || null };
}

export function Component() {
  const { email, token } = useLoaderData<typeof loader>();
  useDocumentMeta('Je facturen', undefined, { noindex: true });
  const hydrated = useHydrated();
  const { me, known } = useMe();
  const ask = hydrated && (Boolean(token) || Boolean(me));
  const { data, error, loading } = useQuery(
    InvoicesDocument,
    ask ? { variables: { email, token }, fetchPolicy: 'network-only', errorPolicy: 'all' } : skipToken,
  );

  if (!hydrated || (!token && !known)) return <AccountSkeleton table />;
  if (!token && !me) {
    return (
      <>
        <SignInPrompt title="Je facturen" text={INVOICES_ACCESS.signIn} returnTo={paths.account()} />
        <section className={styles.page} aria-labelledby="invoice-link-title">
          <h2 id="invoice-link-title">Geen account?</h2>
          <p>
            Vul het e-mailadres van je facturen in; we sturen je een link waarmee je ze bekijkt en betaalt.
          </p>
          <RequestLinkForm kind="invoices" label="Link naar je facturen" submitLabel="Stuur de link" />
        </section>
      </>
    );
  }
  if (loading && !data) return <AccountSkeleton table />;
  const forbidden = forbiddenMessage(error);
  if (!data?.invoices && !forbidden) return <ErrorView />;

  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <h1>Je facturen</h1>
      {forbidden ? (
        <p className={styles.already} role="alert">
          {forbidden}
        </p>
      ) : (
        <>
          <p className={styles.lead}>
            {email && token ? `Facturen van ${email}.` : me ? `Ingelogd als ${me.email}.` : null} Betaal een
            openstaande factuur online of met je telefoon, of download hem als pdf.
          </p>
          {data?.invoices.length ? (
            <InvoiceTable invoices={data.invoices} />
          ) : (
            <p>Er zijn nog geen facturen.</p>
          )}
        </>
      )}
      {me && (
        <ul className={styles.links}>
          <li>
            <Link to={paths.profile()}>Je gegevens en wachtwoord</Link>
          </li>
        </ul>
      )}
    </div>
  );
}

/** The Dutch message of a FORBIDDEN answer (wrong token, another address), else undefined. */
function forbiddenMessage(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors.find((e) => e.extensions?.code === 'FORBIDDEN')?.message;
}
