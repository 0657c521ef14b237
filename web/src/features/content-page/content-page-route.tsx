import { Suspense } from 'react';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { preloadQuery } from '../../client/apollo.ts';
import { ContentPageDocument } from '../../gql/graphql.ts';
import { ContentPage } from './content-page.tsx';
import { ContentPageSkeleton } from './content-page-skeleton.tsx';

const HOME_ALIASES = new Set(['', 'home', '_/home']);

/** `/over-ons/team/` → `over-ons/team`; `/`, `/home` and `/_/home` → `home`. */
export function pagePath(pathname: string): string {
  const trimmed = pathname.replace(/^\/+|\/+$/g, '');
  let path = trimmed;
  try {
    path = decodeURIComponent(trimmed);
  } catch {
    // A malformed escape stays as typed; the gateway answers "no such page".
  }
  return HOME_ALIASES.has(path) ? 'home' : path;
}

// Any path without a route of its own: the generic content page of that path.
export function loader({ request }: LoaderFunctionArgs) {
  const path = pagePath(new URL(request.url).pathname);
  return { path, queryRef: preloadQuery(ContentPageDocument, { variables: { path }, errorPolicy: 'all' }) };
}

export function Component() {
  const { path, queryRef } = useLoaderData<typeof loader>();
  return (
    <Suspense key={path} fallback={<ContentPageSkeleton />}>
      <ContentPage queryRef={queryRef} />
    </Suspense>
  );
}
