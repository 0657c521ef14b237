import type { QueryRef } from '@apollo/client/react';
import { useReadQuery } from '@apollo/client/react';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ChevronDownIcon } from '../../components/icons.tsx';
import { Bone } from '../../components/skeleton.tsx';
import type { RootLayoutQuery } from '../../gql/graphql.ts';
import { paths } from '../paths.ts';
import styles from './education-menu.module.css';

export type SectionsRef = QueryRef<
  RootLayoutQuery,
  Record<string, never>,
  'complete' | 'streaming' | 'empty'
>;

type Props = { queryRef: SectionsRef; triggerClassName?: string };

/**
 * "Educatie" in the navigation: a disclosure button with the sections as links. Escape closes
 * it and puts the focus back on the button; so does a click or focus anywhere else.
 */
export function EducationMenu({ queryRef, triggerClassName }: Props) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popupId = useId();
  const { pathname } = useLocation();

  // Following a link closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    const root = rootRef.current;
    if (!open || !root) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    root.addEventListener('keydown', onKeyDown);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      root.removeEventListener('keydown', onKeyDown);
      root.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={styles.menu}>
      <button
        ref={buttonRef}
        type="button"
        className={`${triggerClassName ?? ''} ${styles.trigger}`}
        aria-expanded={open}
        aria-controls={popupId}
        onClick={() => setOpen((value) => !value)}
      >
        Educatie
        <ChevronDownIcon size={18} />
      </button>
      <div id={popupId} hidden={!open}>
        {open && (
          <Suspense fallback={<MenuSkeleton />}>
            <SectionLinks queryRef={queryRef} onNavigate={() => setOpen(false)} />
          </Suspense>
        )}
      </div>
    </div>
  );
}

function SectionLinks({ queryRef, onNavigate }: { queryRef: SectionsRef; onNavigate: () => void }) {
  const { data } = useReadQuery(queryRef);
  const sections = (data?.sections ?? []).filter((section) => !section.disabled);
  if (sections.length === 0) {
    return (
      <div className={`${styles.popup} ${styles.failed}`}>
        Het opleidingenaanbod kon niet worden geladen. Probeer het later opnieuw.
      </div>
    );
  }
  return (
    <ul className={styles.popup}>
      {sections.map((section) => (
        <li key={section.id}>
          <Link to={paths.section(section.slug)} onClick={onNavigate}>
            {section.menuName}
            {section.menuName !== section.name && <span className={styles.hint}>{section.name}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function MenuSkeleton() {
  return (
    <div className={`${styles.popup} ${styles.loading}`} role="status">
      <span className="visually-hidden">Menu wordt geladen</span>
      <Bone height="1rem" width="70%" />
      <Bone height="1rem" width="55%" />
      <Bone height="1rem" width="65%" />
      <Bone height="1rem" width="50%" />
    </div>
  );
}
