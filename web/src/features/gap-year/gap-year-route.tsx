import { Suspense } from 'react';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { preloadQuery } from '../../client/apollo.ts';
import { GapYearPageDocument } from '../../gql/graphql.ts';
import { GapYearPage } from './gap-year-page.tsx';
import { GapYearSkeleton } from './gap-year-skeleton.tsx';

// /educatie/tussenjaar/:cat?: the gap-year landing page. One query; the category only narrows
// the course list, so choosing one keeps the page in place while the list arrives.
export function loader({ params }: LoaderFunctionArgs) {
  const category = params.cat ?? null;
  return {
    category,
    queryRef: preloadQuery(GapYearPageDocument, { variables: { category }, errorPolicy: 'all' }),
  };
}

export function Component() {
  const { category, queryRef } = useLoaderData<typeof loader>();
  return (
    <Suspense fallback={<GapYearSkeleton />}>
      <GapYearPage queryRef={queryRef} category={category} />
    </Suspense>
  );
}
