import { Suspense } from 'react';
import { type LoaderFunctionArgs, redirect, useLoaderData, useParams } from 'react-router';
import { articleTypeOfPath, paths } from '../../../../domain/paths.ts';
import { currentClient, preloadQuery } from '../../client/apollo.ts';
import { ArticlePageDocument } from '../../gql/graphql.ts';
import { ArticlePage } from './article-page.tsx';
import { ArticlePageSkeleton } from './article-page-skeleton.tsx';

// /verhuur|verkoop|occasions/artikel/:slug. The loader starts the page's one query. An article
// asked under another type's prefix (`/verkoop/artikel/{a rental}`) is not a second page of it:
// the server answers 301 to its own URL (web/README.md). For that one answer the server's loader
// waits for the query (it waits for every page's data before it renders anyway); the browser's
// does not, so the skeleton shows at once, and the page redirects itself (article-page.tsx).
export async function loader({ params, request }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  const type = articleTypeOfPath(new URL(request.url).pathname) ?? 'RENTAL';
  const queryRef = preloadQuery(ArticlePageDocument, { variables: { slug }, errorPolicy: 'all' });
  if (import.meta.env.SSR) {
    // The same operation and variables: answered by the request already under way.
    const { data } = await currentClient().query({
      query: ArticlePageDocument,
      variables: { slug },
      errorPolicy: 'all',
    });
    const article = data?.article;
    if (article && article.type !== type) throw redirect(paths.article(article.type, article.slug), 301);
  }
  return { type, queryRef };
}

export function Component() {
  const { type, queryRef } = useLoaderData<typeof loader>();
  const { slug } = useParams();
  // Keyed by slug: moving to another article shows the skeleton instead of the old one.
  return (
    <Suspense key={slug} fallback={<ArticlePageSkeleton />}>
      <ArticlePage queryRef={queryRef} type={type} />
    </Suspense>
  );
}
