import { Suspense } from 'react';
import { useLoaderData } from 'react-router';
import { preloadQuery } from '../../client/apollo.ts';
import { HomePageDocument } from '../../gql/graphql.ts';
import { HomeData } from './home-data.tsx';
import { HomeView } from './home-page.tsx';
import { HomePageSkeleton } from './home-skeleton.tsx';

// `/`, `/home` and `/_/home`: the home page. The loader starts its one query (banner, runs, open
// days, blocks and promo); each part that fails upstream is null and falls back on its own.
export function loader() {
  return preloadQuery(HomePageDocument, { errorPolicy: 'all' });
}

export function Component() {
  const queryRef = useLoaderData<typeof loader>();
  return (
    <Suspense fallback={<HomePageSkeleton />}>
      <HomeData queryRef={queryRef} View={HomeView} />
    </Suspense>
  );
}
