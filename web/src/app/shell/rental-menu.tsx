import { useReadQuery } from '@apollo/client/react';
import { Suspense, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import { ChevronDownIcon } from '../../components/icons.tsx';
import type { RentalMenu_CategoryFragment } from '../../gql/graphql.ts';
import styles from './rental-menu.module.css';
import type { ShellRef } from './shell-data.ts';
import { useDropdown } from './use-dropdown.ts';

type Props = { queryRef: ShellRef; triggerClassName?: string };

/**
 * "Verhuur" in the navigation: a disclosure button opening the mega-menu of the rental tree (its
 * top categories, each with its children). The links are in the server's HTML even while the
 * panel is closed (hidden), so crawlers and a visitor without scripts find every category. On a
 * small screen each top category folds open on its own (a disclosure list).
 */
export function RentalMenu({ queryRef, triggerClassName }: Props) {
  const { open, setOpen, rootRef, buttonRef, toggle } = useDropdown();
  const panelId = useId();
  const { pathname } = useLocation();
  const current = pathname.startsWith(paths.rental());

  return (
    <div ref={rootRef} className={styles.menu}>
      <button
        ref={buttonRef}
        type="button"
        className={`${triggerClassName ?? ''} ${styles.trigger}`}
        data-current={current}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        Verhuur
        <ChevronDownIcon size={18} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <Suspense fallback={null}>
          <RentalLinks queryRef={queryRef} onNavigate={() => setOpen(false)} />
        </Suspense>
      </div>
    </div>
  );
}

function RentalLinks({ queryRef, onNavigate }: { queryRef: ShellRef; onNavigate: () => void }) {
  const { data } = useReadQuery(queryRef);
  const categories = data?.rentalCategories ?? [];
  return (
    <div className={styles.inner}>
      {categories.length === 0 ? (
        <p className={styles.failed}>De verhuurcategorieën konden niet worden geladen.</p>
      ) : (
        <ul className={styles.groups}>
          {categories.map((category) => (
            <CategoryGroup key={category.id} category={category} onNavigate={onNavigate} />
          ))}
        </ul>
      )}
      <Link to={paths.rental()} className={styles.all} onClick={onNavigate}>
        Bekijk alle verhuur
      </Link>
    </div>
  );
}

function CategoryGroup({
  category,
  onNavigate,
}: {
  category: RentalMenu_CategoryFragment;
  onNavigate: () => void;
}) {
  // Only the small-screen menu folds the children away; the wide panel always shows them (the
  // toggle is not displayed there).
  const [expanded, setExpanded] = useState(false);
  const childrenId = useId();
  const hasChildren = category.children.length > 0;
  return (
    <li className={styles.group}>
      <div className={styles.groupHead}>
        <Link
          to={paths.articleList('RENTAL', category.path)}
          className={styles.groupLink}
          onClick={onNavigate}
        >
          {category.name}
        </Link>
        {hasChildren && (
          <button
            type="button"
            className={styles.groupToggle}
            aria-expanded={expanded}
            aria-controls={childrenId}
            onClick={() => setExpanded((value) => !value)}
          >
            <ChevronDownIcon size={18} />
            <span className="visually-hidden">{`Subcategorieën van ${category.name}`}</span>
          </button>
        )}
      </div>
      {hasChildren && (
        <ul id={childrenId} className={styles.children} data-expanded={expanded}>
          {category.children.map((child) => (
            <li key={child.id}>
              <Link to={paths.articleList('RENTAL', child.path)} onClick={onNavigate}>
                {child.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
