import { Suspense } from 'react';
import { useLoaderData } from 'react-router';
import { preloadQuery } from '../../client/apollo.ts';
import { ContactPageDocument } from '../../gql/graphql.ts';
import { ContactPage } from './contact-page.tsx';
import { ContactSkeleton } from './contact-skeleton.tsx';

// /contact (SPEC §2-§5): the editors' intro, the form and our details. The form needs no data, so
// the page renders it even when the intro could not be loaded.
export function loader() {
  return preloadQuery(ContactPageDocument, { errorPolicy: 'all' });
}

export function Component() {
  const queryRef = useLoaderData<typeof loader>();
  return (
    <Suspense fallback={<ContactSkeleton />}>
      <ContactPage queryRef={queryRef} />
    </Suspense>
  );
}
