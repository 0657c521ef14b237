import { Link } from 'react-router';
import styles from './desk.module.css';

/** A desk list's pages: previous, where we are, next; `to` is the URL of page n. */
export function DeskPaging({
  page,
  pageCount,
  to,
}: {
  page: number;
  pageCount: number;
  to: (n: number) => string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagina's" className={styles.paging}>
      {page > 1 ? (
        <Link to={to(page - 1)} rel="prev">
          Vorige pagina
        </Link>
      ) : (
        <span />
      )}
      <span>
        Pagina {page} van {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={to(page + 1)} rel="next">
          Volgende pagina
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
