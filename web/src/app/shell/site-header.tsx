import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import { CloseIcon, LogoMark, MenuIcon, SearchIcon } from '../../components/icons.tsx';
import { SidePanel } from '../../components/side-panel.tsx';
import { AccountButton } from './account-button.tsx';
import { CartButton } from './cart-button.tsx';
import { CartSkeleton } from './cart-skeleton.tsx';
import { EducationMenu } from './education-menu.tsx';
import { PANEL_TITLES, type PanelName } from './panels.tsx';
import { RentalMenu } from './rental-menu.tsx';
import type { ShellRef } from './shell-data.ts';
import styles from './site-header.module.css';

// The search panel's code is fetched when the visitor reaches for the button (hover or focus) and
// shown on click: no page needs it for its first paint.
const loadSearchPanel = () => import('./search-panel.tsx');
const SearchPanel = lazy(() => loadSearchPanel().then((module) => ({ default: module.SearchPanel })));
// The cart panel's contents likewise; the badge's count (the same Cart query) is in every page.
const loadCartPanel = () => import('./cart-panel.tsx');
const CartPanel = lazy(() => loadCartPanel().then((module) => ({ default: module.CartPanel })));
// The account panel's sign-in and sign-up forms likewise.
const loadAccountPanel = () => import('./account-panel.tsx');
const AccountPanel = lazy(() => loadAccountPanel().then((module) => ({ default: module.AccountPanel })));

const LINKS = [
  { to: paths.sales(), label: 'Verkoop' },
  { to: paths.occasions(), label: 'Occasions' },
  { to: paths.agenda(), label: 'Agenda' },
  { to: paths.contact(), label: 'Contact' },
] as const;

export function SiteHeader({ shellRef }: { shellRef: ShellRef }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [panel, setPanel] = useState<PanelName | null>(null);
  const [searchOpen, setSearchOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const navId = useId();
  const { pathname } = useLocation();
  // The address a menu or panel was opened at. The router shows a new page only once its data and
  // code are in, while the address bar already has its URL: a panel opened in that moment belongs
  // to the new page and stays open when the page is shown.
  const openedAt = useRef('');
  const opening = () => {
    openedAt.current = window.location.pathname;
  };

  // A new page closes the small-screen menu and any open panel opened on an earlier page.
  useEffect(() => {
    if (openedAt.current === pathname) return;
    setMenuOpen(false);
    setPanel(null);
    setSearchOpen(false);
  }, [pathname]);

  // The small-screen menu opens below the bar, but its links come before the button in the page:
  // opening it moves the focus to its first item, so Tab walks the menu, not the page behind it.
  useEffect(() => {
    if (menuOpen) navRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [menuOpen]);

  // Escape closes the small-screen menu and returns to its button (the education menu inside
  // handles its own Escape first).
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={paths.home()} className={styles.logo}>
          <LogoMark size={36} />
          <span className={styles.wordmark}>
            <strong>Studio Lumen</strong>
            <span>Amsterdam</span>
          </span>
          <span className="visually-hidden">, naar de homepage</span>
        </Link>

        <nav ref={navRef} id={navId} className={styles.nav} aria-label="Hoofdmenu" data-open={menuOpen}>
          <ul className={styles.links}>
            <li>
              <EducationMenu queryRef={shellRef} triggerClassName={styles.navItem} />
            </li>
            <li>
              <RentalMenu queryRef={shellRef} triggerClassName={styles.navItem} />
            </li>
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={styles.navItem}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.actions}>
          <button
            ref={searchButtonRef}
            type="button"
            className={styles.iconButton}
            aria-haspopup="dialog"
            aria-expanded={searchOpen}
            onPointerEnter={() => void loadSearchPanel()}
            onFocus={() => void loadSearchPanel()}
            onClick={() => {
              opening();
              setMenuOpen(false);
              setSearchOpen(true);
            }}
          >
            <SearchIcon />
            <span className="visually-hidden">Zoeken</span>
          </button>
          <AccountButton
            className={styles.iconButton}
            onPreload={() => void loadAccountPanel()}
            onOpen={(button) => {
              opening();
              openerRef.current = button;
              setPanel('account');
            }}
          />
          <CartButton
            className={styles.iconButton}
            onPreload={() => void loadCartPanel()}
            onOpen={(button) => {
              opening();
              openerRef.current = button;
              setPanel('cart');
            }}
          />
          <button
            ref={menuButtonRef}
            type="button"
            className={`${styles.iconButton} ${styles.menuButton}`}
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => {
              opening();
              setMenuOpen((value) => !value);
            }}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
            <span className="visually-hidden">Menu</span>
          </button>
        </div>
      </div>

      {searchOpen && (
        <Suspense fallback={null}>
          <SearchPanel
            onClose={() => {
              setSearchOpen(false);
              searchButtonRef.current?.focus();
            }}
            onNavigate={() => setSearchOpen(false)}
          />
        </Suspense>
      )}

      <SidePanel
        title={panel ? PANEL_TITLES[panel] : ''}
        open={panel !== null}
        onClose={() => setPanel(null)}
        returnFocusTo={openerRef}
      >
        {panel === 'cart' ? (
          <Suspense fallback={<CartSkeleton />}>
            <CartPanel />
          </Suspense>
        ) : panel === 'account' ? (
          <Suspense fallback={null}>
            <AccountPanel onDone={() => setPanel(null)} />
          </Suspense>
        ) : null}
      </SidePanel>
    </header>
  );
}
