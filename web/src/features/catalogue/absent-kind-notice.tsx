import { Link } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import type { ArticleType } from '../../gql/graphql.ts';

type Absent = {
  message: string;
  nearestCategory?: { name: string; type: ArticleType; path: string } | null;
};

type Props = {
  absent: Absent;
  className?: string | undefined;
  /** The link was followed (the search panel closes). */
  onNavigate?: () => void;
};

/**
 * A kind of gear the search asked for that the shop does not have (such as cables): the api's
 * Dutch sentence ("We verhuren geen XLR-kabels.") and a link to the nearest category.
 */
export function AbsentKindNotice({ absent, className, onNavigate }: Props) {
  const category = absent.nearestCategory;
  return (
    <p className={className} data-testid="absent-kind">
      {absent.message}
      {category && (
        <>
          {' '}
          Kijk bij{' '}
          <Link to={paths.articleList(category.type, category.path)} onClick={onNavigate}>
            {category.name}
          </Link>
          .
        </>
      )}
    </p>
  );
}
