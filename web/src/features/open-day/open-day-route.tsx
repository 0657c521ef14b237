import { Suspense } from 'react';
import { useLoaderData } from 'react-router';
import { preloadQuery } from '../../client/apollo.ts';
import { OpenDayPageDocument } from '../../gql/graphql.ts';
import { OpenDayPage, OpenDaySkeleton } from './open-day-page.tsx';

// /infodag (and /inloopdagen, which redirects here): the page's editable blocks and the upcoming
// open days in one query, started by the loader.
export function loader() {
  return preloadQuery(OpenDayPageDocument, { errorPolicy: 'all' });
}

export function Component() {
  const queryRef = useLoaderData<typeof loader>();
  return (
    <Suspense fallback={<OpenDaySkeleton />}>
      <OpenDayPage queryRef={queryRef} />
    </Suspense>
  );
}
