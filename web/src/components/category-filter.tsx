import { Link } from 'react-router';
import type { CategoryFilter_CategoryFragment } from '../gql/graphql.ts';
import styles from './category-filter.module.css';
import { Bone } from './skeleton.tsx';

type Props = {
  categories: readonly CategoryFilter_CategoryFragment[];
  /** The chosen category's slug, or null for all. */
  current: string | null;
  /** Where a chip leads: the list of one category, or (null) of all. */
  hrefFor: (slug: string | null) => string;
  label?: string;
};

/** Every category of the list and its subcategories, flattened in menu order. */
export function flattenCategories(
  categories: readonly CategoryFilter_CategoryFragment[],
): { slug: string; name: string; child: boolean }[] {
  return categories.flatMap((category) => [
    { slug: category.slug, name: category.name, child: false },
    ...category.children.map((child) => ({ slug: child.slug, name: child.name, child: true })),
  ]);
}

/**
 * The category filter as links: each chip is a URL of its own (shareable, back button works);
 * "Alle" clears the filter. The current chip carries aria-current.
 */
export function CategoryFilter({ categories, current, hrefFor, label = 'Filter op categorie' }: Props) {
  const chips = [{ slug: null, name: 'Alle', child: false }, ...flattenCategories(categories)];
  return (
    <nav aria-label={label} className={styles.filter}>
      <ul>
        {chips.map((chip) => {
          const active = chip.slug === current;
          return (
            <li key={chip.slug ?? ''}>
              <Link
                to={hrefFor(chip.slug)}
                className={[styles.chip, chip.child ? styles.child : ''].join(' ')}
                aria-current={active ? 'page' : undefined}
                preventScrollReset
              >
                {chip.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

const CHIP_WIDTHS = [64, 96, 112, 88, 128, 104, 84, 120, 92, 108, 80];

/** The filter's shape while it loads: chips that wrap the way the real ones do. */
export function CategoryFilterSkeleton({ count = 9 }: { count?: number }) {
  return (
    <div className={styles.filter} aria-hidden="true">
      <ul>
        {CHIP_WIDTHS.slice(0, count).map((width) => (
          <li key={width}>
            <Bone width={`${width}px`} height="44px" radius={999} />
          </li>
        ))}
      </ul>
    </div>
  );
}
