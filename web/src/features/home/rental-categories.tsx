import { Link } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import { ArrowRightIcon } from '../../components/icons.tsx';
import type { RentalCategories_CategoryFragment } from '../../gql/graphql.ts';
import styles from './rental-categories.module.css';

/** How many subcategories a tile names as a hint of what is inside. */
const HINTS = 3;

/**
 * The top of the rental tree as tiles, each leading to its article list. Renders nothing when the
 * tree could not be loaded: the mega-menu and the rest of the home page still lead the way.
 */
export function RentalCategories({
  categories,
  className,
}: {
  categories: readonly RentalCategories_CategoryFragment[] | null;
  className?: string;
}) {
  if (!categories || categories.length === 0) return null;
  return (
    <section className={className} aria-labelledby="rental-title">
      <div className={styles.head}>
        <h2 id="rental-title">Apparatuur huren</h2>
        <ButtonLink to={paths.rental()} variant="outline">
          Bekijk alle verhuur
        </ButtonLink>
      </div>
      <ul className={styles.tiles}>
        {categories.map((category) => {
          const hints = category.children.slice(0, HINTS).map((child) => child.name);
          if (category.children.length > HINTS) hints.push('…');
          return (
            <li key={category.id} className={styles.tile}>
              <h3 className={styles.name}>
                <Link to={paths.articleList('RENTAL', category.path)}>{category.name}</Link>
              </h3>
              {hints.length > 0 && <p className={styles.hint}>{hints.join(', ')}</p>}
              <ArrowRightIcon size={20} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
