import { isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '../../../domain/paths.ts';
import { buttonStyles } from './button-link.tsx';
import { useDocumentMeta, useHttpStatus } from './document-head.tsx';
import { NotFound } from './not-found.tsx';
import { serverUnreachable } from './server-unreachable.ts';
import styles from './status-page.module.css';

/** The error boundary of every page: a Dutch message, a way to retry and a way home. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (import.meta.env.DEV) console.error(error);
  return <ErrorView error={error} />;
}

/** `error`: what failed, if known; the api being away gets its own words (issue 29). */
export function ErrorView({ error }: { error?: unknown }) {
  const unreachable = serverUnreachable(error);
  useDocumentMeta('Er ging iets mis');
  // A failure is not a missing page: crawlers and caches must try again later.
  useHttpStatus(503);
  return (
    <section className={styles.page} aria-labelledby="error-title" role="alert">
      <span className={styles.code}>Storing</span>
      <h1 id="error-title">Er ging iets mis</h1>
      {unreachable ? (
        <p className={styles.lead}>
          Onze server is even niet bereikbaar, daardoor kan deze pagina nu niet worden geladen of gebruikt.
          Probeer het over een paar minuten opnieuw.
        </p>
      ) : (
        <p className={styles.lead}>
          Deze pagina kon niet worden geladen. Controleer je internetverbinding en probeer het opnieuw; blijft
          het misgaan, neem dan contact met ons op.
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.primary}`}
          onClick={() => window.location.reload()}
        >
          Opnieuw proberen
        </button>
        <a className={`${buttonStyles.button} ${buttonStyles.outline}`} href={paths.home()}>
          Naar de homepage
        </a>
      </div>
    </section>
  );
}
