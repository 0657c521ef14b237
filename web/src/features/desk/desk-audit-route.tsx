import { skipToken, useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import { useDocumentMeta } from '../../components/document-head.tsx';
import { useHydrated } from '../../components/use-client.ts';
import styles from './desk.module.css';
import { errorText } from './desk-client.ts';
import { DeskHistory } from './desk-history.tsx';
import { DeskAuditDocument } from './gql/graphql.ts';

// /beheer/logboek: every staff action, newest first (the api keeps the log; nobody can change it).

export function loader() {
  return null;
}

export function Component() {
  useDocumentMeta('Logboek – balie', undefined, { noindex: true });
  const [search] = useSearchParams();
  const hydrated = useHydrated();
  const page = Math.max(1, Number.parseInt(search.get('pagina') ?? '1', 10) || 1);
  const { data, error } = useQuery(
    DeskAuditDocument,
    hydrated
      ? { variables: { page, pageSize: 50 }, fetchPolicy: 'network-only', errorPolicy: 'all' }
      : skipToken,
  );
  const log = data?.deskAudit;
  return (
    <div>
      <h1 className={styles.title}>Logboek</h1>
      <p>Elke actie van de balie: wie, wanneer en wat er veranderde. Het logboek kan niemand wijzigen.</p>
      {error && !log ? (
        <p className={styles.alert} role="alert">
          {errorText(error)}
        </p>
      ) : !log ? (
        <p role="status" className={styles.loading}>
          Logboek laden…
        </p>
      ) : (
        <>
          <DeskHistory entries={log.entries} showOrder />
          {log.pageCount > 1 && (
            <nav aria-label="Pagina's" className={styles.paging}>
              {page > 1 ? (
                <Link to={paths.deskAudit({ pagina: String(page - 1) })}>Vorige pagina</Link>
              ) : (
                <span />
              )}
              <span>
                Pagina {log.page} van {log.pageCount}
              </span>
              {page < log.pageCount ? (
                <Link to={paths.deskAudit({ pagina: String(page + 1) })}>Volgende pagina</Link>
              ) : (
                <span />
              )}
            </nav>
          )}
        </>
      )}
    </div>
  );
}
