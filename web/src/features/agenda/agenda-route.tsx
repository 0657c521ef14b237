import { Suspense } from 'react';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { preloadQuery } from '../../client/apollo.ts';
import { AgendaPageDocument } from '../../gql/graphql.ts';
import { AgendaPage } from './agenda-page.tsx';
import { AgendaSkeleton } from './agenda-skeleton.tsx';

/** SPEC §9: the agenda shows 20 runs at a time. */
const AGENDA_PAGE_SIZE = 20;

// /agenda/:cat?: upcoming runs from today (the gateway's clock), 20 at a time. The first page
// is preloaded here; "Meer laden" fetches the next pages into the same cached list.
export function loader({ params }: LoaderFunctionArgs) {
  const category = params.cat ?? null;
  return {
    category,
    queryRef: preloadQuery(AgendaPageDocument, {
      variables: { category, first: AGENDA_PAGE_SIZE, after: null },
      errorPolicy: 'all',
    }),
  };
}

export function Component() {
  const { category, queryRef } = useLoaderData<typeof loader>();
  return (
    <Suspense fallback={<AgendaSkeleton />}>
      <AgendaPage queryRef={queryRef} category={category} />
    </Suspense>
  );
}
