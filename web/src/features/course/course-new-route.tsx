import { Suspense } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useParams } from 'react-router';
import { preloadQuery } from '../../client/apollo.ts';
import { CoursePageDocument } from '../../gql/graphql.ts';
import { CourseNewView } from './course-new-page.tsx';
import { CourseNewSkeleton } from './course-new-skeleton.tsx';
import { CoursePage } from './course-page.tsx';

// /educatie/c/new/:slug: the second course layout. Same single query as the course page (so the
// two layouts share their cache), another arrangement.
export function loader({ params }: LoaderFunctionArgs) {
  return preloadQuery(CoursePageDocument, { variables: { slug: params.slug ?? '' }, errorPolicy: 'all' });
}

export function Component() {
  const queryRef = useLoaderData<typeof loader>();
  const { slug } = useParams();
  return (
    <Suspense key={slug} fallback={<CourseNewSkeleton />}>
      <CoursePage queryRef={queryRef} View={CourseNewView} />
    </Suspense>
  );
}
