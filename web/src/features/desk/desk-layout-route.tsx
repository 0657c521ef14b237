import { ApolloProvider, skipToken, useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, Navigate, NavLink, Outlet, useLocation, useNavigate, useOutletContext } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import { useHydrated } from '../../components/use-client.ts';
import styles from './desk.module.css';
import { deskClient, SESSION_LOST } from './desk-client.ts';
import { DeskSessionDocument, type DeskSessionQuery, DeskSignOutDocument } from './gql/graphql.ts';

// /beheer: the rental desk (issue 38), staff only. Its own frame (no shop header or footer), its
// own Apollo client (desk-client.ts) and nothing rendered on the server but this frame: the
// browser asks the desk session once it has hydrated. Without one (not signed in, a customer's
// session, expired after 12 hours) every page but the sign-in sends the browser to the sign-in,
// which returns to the page asked; so does any desk answer the api refuses (401, 403).

export type DeskStaff = NonNullable<DeskSessionQuery['deskSession']>['staff'];
export type DeskOutlet = { staff: DeskStaff | null };

/** The signed-in staff member of the desk's pages (null on the sign-in page before signing in). */
export const useDeskStaff = () => useOutletContext<DeskOutlet>().staff;

export function loader() {
  return null;
}

export function Component() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return (
    <ApolloProvider client={deskClient()}>
      <DeskFrame />
    </ApolloProvider>
  );
}

function DeskFrame() {
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const mainRef = useRef<HTMLElement>(null);
  const { data, error } = useQuery(
    DeskSessionDocument,
    hydrated ? { fetchPolicy: 'cache-first', errorPolicy: 'all' } : skipToken,
  );
  const onSignIn = location.pathname === paths.deskSignIn();
  // The session the api refused last (signed out, expired): not shown as signed in, even while the
  // cache still holds it; a new sign-in writes a new one.
  const [lost, setLost] = useState<unknown>(null);
  const session = data?.deskSession && data.deskSession !== lost ? data.deskSession : null;
  const staff = session?.staff ?? null;
  const known = data !== undefined || error !== undefined;

  const signedOut = useCallback(
    (reason: 'expired' | 'signed-out') => {
      setLost(data?.deskSession ?? null);
      const here = location.pathname === paths.deskSignIn() ? null : location.pathname + location.search;
      void navigate(paths.deskSignIn(reason === 'expired' ? here : null), { state: { reason } });
      // Nothing of the staff's data stays in the browser once the session is gone.
      void client
        .clearStore()
        .then(() =>
          client.writeQuery({ query: DeskSessionDocument, data: { __typename: 'Query', deskSession: null } }),
        );
    },
    [client, data?.deskSession, location.pathname, location.search, navigate],
  );

  useEffect(() => {
    const onLost = () => signedOut('expired');
    window.addEventListener(SESSION_LOST, onLost);
    return () => window.removeEventListener(SESSION_LOST, onLost);
  }, [signedOut]);

  useFocusMainOnNavigation(mainRef);

  let content: React.ReactNode;
  if (!known) {
    content = (
      <p className={styles.loading} role="status">
        Laden…
      </p>
    );
  } else if (!staff && !onSignIn) {
    content = (
      <Navigate
        to={paths.deskSignIn(location.pathname + location.search)}
        state={lost ? { reason: 'expired' } : undefined}
        replace
      />
    );
  } else {
    content = <Outlet context={{ staff } satisfies DeskOutlet} />;
  }

  return (
    <div className={styles.frame}>
      <a className="skip-link" href="#desk-main">
        Naar de inhoud
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <p className={styles.brand}>
            Studio Lumen <span className={styles.brandPart}>Balie</span>
          </p>
          {staff && (
            <nav aria-label="Balie" className={styles.nav}>
              <NavLink to={paths.desk()} end className={styles.navLink}>
                Bestellingen
              </NavLink>
              <NavLink to={paths.deskToday()} className={styles.navLink}>
                Balie vandaag
              </NavLink>
              <NavLink to={paths.deskAvailability()} className={styles.navLink}>
                Beschikbaarheid
              </NavLink>
              <NavLink to={paths.deskCustomers()} className={styles.navLink}>
                Klanten
              </NavLink>
              <NavLink to={paths.deskUnits()} className={styles.navLink}>
                Voorraad
              </NavLink>
              <NavLink to={paths.deskAudit()} className={styles.navLink}>
                Logboek
              </NavLink>
              <NavLink to={paths.deskPlanner()} className={styles.navLink}>
                Planner
              </NavLink>
            </nav>
          )}
          {staff && <SignOut name={`${staff.firstName} ${staff.lastName}`} onDone={signedOut} />}
        </div>
      </header>
      <main id="desk-main" ref={mainRef} tabIndex={-1} className={styles.main}>
        {content}
      </main>
    </div>
  );
}

function SignOut({ name, onDone }: { name: string; onDone: (reason: 'signed-out') => void }) {
  const [signOut, { loading }] = useMutation(DeskSignOutDocument);
  return (
    <div className={styles.who}>
      <span>
        Ingelogd als <strong>{name}</strong>
      </span>
      <Link to={paths.deskRecoveryCodes()} className={styles.whoLink}>
        Herstelcodes
      </Link>
      <button
        type="button"
        className={styles.linkButton}
        disabled={loading}
        onClick={async () => {
          try {
            await signOut();
          } finally {
            onDone('signed-out');
          }
        }}
      >
        {loading ? 'Bezig…' : 'Uitloggen'}
      </button>
    </div>
  );
}

/** After a navigation inside the desk, keyboard and screen-reader users start at the new page. */
function useFocusMainOnNavigation(mainRef: React.RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, mainRef]);
}
