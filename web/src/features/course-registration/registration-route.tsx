import { Suspense } from 'react';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { preloadQuery } from '../../app/apollo.ts';
import { RegistrationPageDocument } from '../../gql/graphql.ts';
import { RegistrationPage, RegistrationSkeleton } from './registration-page.tsx';

// /educatie/c/:slug/:runId/inschrijven. The registration form comes with its own issue; for now
// the page names the course and run and tells how to register with the education team.
export function loader({ params }: LoaderFunctionArgs) {
  return {
    runId: params.runId ?? '',
    queryRef: preloadQuery(RegistrationPageDocument, {
      variables: { slug: params.slug ?? '' },
      errorPolicy: 'all',
    }),
  };
}

export function Component() {
  const { runId, queryRef } = useLoaderData<typeof loader>();
  return (
    <Suspense key={runId} fallback={<RegistrationSkeleton />}>
      <RegistrationPage queryRef={queryRef} runId={runId} />
    </Suspense>
  );
}
