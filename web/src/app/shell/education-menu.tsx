import { useReadQuery } from '@apollo/client/react';
import { Suspense, useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import { ChevronDownIcon } from '../../components/icons.tsx';
import { Bone } from '../../components/skeleton.tsx';
import styles from './education-menu.module.css';
import type { ShellRef } from './shell-data.ts';
import { useDropdown } from './use-dropdown.ts';

type Props = { queryRef: ShellRef; triggerClassName?: string };

/**
 * "Educatie" in the navigation: a disclosure button with the sections as links. Escape closes
 * it and puts the focus back on the button; so does a click or focus anywhere else.
 */
export function EducationMenu({ queryRef, triggerClassName }: Props) {
  const { open, setOpen, rootRef, buttonRef, toggle } = useDropdown();
  const popupId = useId();

  return (
    <div ref={rootRef} className={styles.menu}>
      <button
        ref={buttonRef}
        type="button"
        className={`${triggerClassName ?? ''} ${styles.trigger}`}
        aria-expanded={open}
        aria-controls={popupId}
        onClick={toggle}
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

function SectionLinks({ queryRef, onNavigate }: { queryRef: ShellRef; onNavigate: () => void }) {
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
