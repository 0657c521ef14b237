import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { CartIcon, CloseIcon, LogoMark, MenuIcon, SearchIcon, UserIcon } from '../../components/icons.tsx';
import { SidePanel } from '../../components/side-panel.tsx';
import { paths } from '../paths.ts';
import { EducationMenu, type SectionsRef } from './education-menu.tsx';
import { PANELS, type PanelName } from './panels.tsx';
import styles from './site-header.module.css';

const LINKS = [
  { to: paths.rental(), label: 'Verhuur' },
  { to: paths.sales(), label: 'Verkoop' },
  { to: paths.occasions(), label: 'Occasions' },
  { to: paths.agenda(), label: 'Agenda' },
  { to: paths.contact(), label: 'Contact' },
] as const;

const PANEL_BUTTONS: { name: PanelName; label: string; Icon: typeof SearchIcon }[] = [
  { name: 'search', label: 'Zoeken', Icon: SearchIcon },
  { name: 'account', label: 'Account', Icon: UserIcon },
  { name: 'cart', label: 'Winkelwagen', Icon: CartIcon },
];

export function SiteHeader({ sectionsRef }: { sectionsRef: SectionsRef }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [panel, setPanel] = useState<PanelName | null>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const navId = useId();
  const { pathname } = useLocation();

  // A new page closes the small-screen menu and any open panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => {
    setMenuOpen(false);
    setPanel(null);
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

  const active = panel ? PANELS[panel] : null;

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
              <EducationMenu queryRef={sectionsRef} triggerClassName={styles.navItem} />
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
          {PANEL_BUTTONS.map(({ name, label, Icon }) => (
            <button
              key={name}
              type="button"
              className={styles.iconButton}
              aria-haspopup="dialog"
              onClick={(event) => {
                openerRef.current = event.currentTarget;
                setPanel(name);
              }}
            >
              <Icon />
              <span className="visually-hidden">{label}</span>
            </button>
          ))}
          <button
            ref={menuButtonRef}
            type="button"
            className={`${styles.iconButton} ${styles.menuButton}`}
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen((value) => !value)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
            <span className="visually-hidden">Menu</span>
          </button>
        </div>
      </div>

      <SidePanel
        title={active?.title ?? ''}
        open={panel !== null}
        onClose={() => setPanel(null)}
        returnFocusTo={openerRef}
      >
        {active?.body}
      </SidePanel>
    </header>
  );
}
