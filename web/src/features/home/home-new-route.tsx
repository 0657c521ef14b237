import { Suspense } from 'react';
import { useLoaderData } from 'react-router';
import { preloadQuery } from '../../client/apollo.ts';
import { HomePageDocument } from '../../gql/graphql.ts';
import { HomeData } from './home-data.tsx';
import { HomeNewView } from './home-new-page.tsx';
import { HomeNewSkeleton } from './home-skeleton.tsx';

// `/homenew`: the alternate home. The same single query as the home page (and so the same
// cache), arranged around education.
export function loader() {
  return preloadQuery(HomePageDocument, { errorPolicy: 'all' });
}

export function Component() {
  const queryRef = useLoaderData<typeof loader>();
  return (
    <Suspense fallback={<HomeNewSkeleton />}>
      <HomeData queryRef={queryRef} View={HomeNewView} />
    </Suspense>
  );
}
