import { useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { SignInForm } from '../../features/account/sign-in-form.tsx';
import { SignUpForm } from '../../features/account/sign-up-form.tsx';
import styles from './account-panel.module.css';

// The contents of the header's account panel (SPEC §2: sign-in and sign-up tabs). This module is
// loaded when the visitor reaches for the account button (site-header.tsx), so the forms stay out
// of every page's first download. The forms are the ones of /login and /registratie/; here they
// return to the page the visitor is on.

const TABS = [
  { key: 'sign-in', label: 'Inloggen' },
  { key: 'sign-up', label: 'Account aanmaken' },
] as const;

type Tab = (typeof TABS)[number]['key'];

/** ARIA tabs: arrows, Home and End move between the tabs (and select them); Tab enters the panel. */
export function AccountPanel({ onDone }: { onDone: () => void }) {
  const [tab, setTab] = useState<Tab>('sign-in');
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const id = useId();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;

  const select = (next: Tab) => {
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const index = TABS.findIndex((t) => t.key === tab);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % TABS.length,
      ArrowLeft: (index - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    const target = moves[event.key];
    const next = target === undefined ? undefined : TABS[target];
    if (!next) return;
    event.preventDefault();
    select(next.key);
  };

  return (
    <div className={styles.panel}>
      <div className={styles.tabs} role="tablist" aria-label="Account" onKeyDown={onKeyDown}>
        {TABS.map(({ key, label }) => (
          <button
            key={key}
            ref={(element) => {
              tabRefs.current[key] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${key}-tab`}
            aria-selected={tab === key}
            aria-controls={`${id}-${key}`}
            tabIndex={tab === key ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(key)}
          >
            {label}
          </button>
        ))}
      </div>
      {/* Both stay mounted, so switching tabs keeps what was typed. */}
      <div
        role="tabpanel"
        id={`${id}-sign-in`}
        aria-labelledby={`${id}-sign-in-tab`}
        hidden={tab !== 'sign-in'}
      >
        <SignInForm redirect={here} onSignedIn={onDone} />
      </div>
      <div
        role="tabpanel"
        id={`${id}-sign-up`}
        aria-labelledby={`${id}-sign-up-tab`}
        hidden={tab !== 'sign-up'}
      >
        <SignUpForm redirect={here} onSignedUp={onDone} />
      </div>
    </div>
  );
}
