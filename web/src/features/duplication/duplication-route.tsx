import { Suspense } from 'react';
import { useLoaderData } from 'react-router';
import { preloadQuery } from '../../client/apollo.ts';
import { DuplicationPageDocument } from '../../gql/graphql.ts';
import { DuplicationPage } from './duplication-page.tsx';
import { DuplicationSkeleton } from './duplication-skeleton.tsx';

// /duplicatie (SPEC §2): the duplication and digitisation service. One query: the editors' intro,
// the price list and the crew articles; each part that fails says so, the rest still shows.
export function loader() {
  return preloadQuery(DuplicationPageDocument, { errorPolicy: 'all' });
}

export function Component() {
  const queryRef = useLoaderData<typeof loader>();
  return (
    <Suspense fallback={<DuplicationSkeleton />}>
      <DuplicationPage queryRef={queryRef} />
    </Suspense>
  );
}
