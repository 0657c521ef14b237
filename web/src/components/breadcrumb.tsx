import { Link } from 'react-router';
import styles from './breadcrumb.module.css';

export type Crumb = { label: string; to?: string };

/** Home › … › current page; the last crumb is the current page and not a link. */
export function Breadcrumb({ crumbs, className }: { crumbs: readonly Crumb[]; className?: string }) {
  return (
    <nav aria-label="Kruimelpad" className={[styles.breadcrumb, className].filter(Boolean).join(' ')}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.label}-${crumb.to ?? ''}`}>
            {crumb.to && index < crumbs.length - 1 ? (
              <Link to={crumb.to}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
