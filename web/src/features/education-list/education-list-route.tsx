import { Suspense } from 'react';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { preloadQuery } from '../../client/apollo.ts';
import { EducationListDocument } from '../../gql/graphql.ts';
import { EducationList } from './education-list.tsx';
import { EducationListSkeleton } from './education-list-skeleton.tsx';

// /educatie/:section/:cat?: the courses of one section, optionally of one category. One query.
export function loader({ params }: LoaderFunctionArgs) {
  const section = params.section ?? '';
  const category = params.cat ?? null;
  return {
    section,
    category,
    queryRef: preloadQuery(EducationListDocument, { variables: { section, category }, errorPolicy: 'all' }),
  };
}

export function Component() {
  const { section, category, queryRef } = useLoaderData<typeof loader>();
  // Keyed by section only: choosing another category keeps the page (and the focus on the
  // filter) while the narrower list arrives; another section shows the skeleton.
  return (
    <Suspense key={section} fallback={<EducationListSkeleton />}>
      <EducationList queryRef={queryRef} category={category} />
    </Suspense>
  );
}
