import { Suspense } from 'react';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { preloadQuery } from '../../client/apollo.ts';
import { RegistrationPageDocument } from '../../gql/graphql.ts';
import { RegistrationPage, RegistrationSkeleton } from './registration-page.tsx';

// /educatie/c/:slug/:runId/inschrijven: the course and the chosen run come in one query, started
// by the loader; the form itself needs nothing more from the server until it is sent.
export function loader({ params }: LoaderFunctionArgs) {
  return {
    runId: params.runId ?? '',
    queryRef: preloadQuery(RegistrationPageDocument, {
      variables: { slug: params.slug ?? '', runId: params.runId ?? '' },
      errorPolicy: 'all',
    }),
  };
}

export function Component() {
  const { runId, queryRef } = useLoaderData<typeof loader>();
  return (
    <Suspense key={runId} fallback={<RegistrationSkeleton />}>
      <RegistrationPage queryRef={queryRef} />
    </Suspense>
  );
}
