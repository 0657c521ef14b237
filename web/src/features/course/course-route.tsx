import { Suspense } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useParams } from 'react-router';
import { preloadQuery } from '../../client/apollo.ts';
import { CoursePageDocument } from '../../gql/graphql.ts';
import { CoursePage } from './course-page.tsx';
import { CoursePageSkeleton } from './course-page-skeleton.tsx';

// /educatie/c/:slug and /opleidingen/:slug. The loader starts the page's one query; it does not
// wait for it, so the skeleton shows at once and the page streams in when the answer arrives.
// errorPolicy 'all': a failed part (runs, programme, …) arrives as null plus an error, and the
// page still renders everything else.
export function loader({ params }: LoaderFunctionArgs) {
  return preloadQuery(CoursePageDocument, { variables: { slug: params.slug ?? '' }, errorPolicy: 'all' });
}

export function Component() {
  const queryRef = useLoaderData<typeof loader>();
  const { slug } = useParams();
  // Keyed by slug: moving to another course shows the skeleton instead of the old course.
  return (
    <Suspense key={slug} fallback={<CoursePageSkeleton />}>
      <CoursePage queryRef={queryRef} />
    </Suspense>
  );
}
