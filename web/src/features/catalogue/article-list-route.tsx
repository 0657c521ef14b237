import { Suspense } from 'react';
import { type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router';
import { articleTypeOfPath } from '../../../../domain/paths.ts';
import { preloadQuery } from '../../client/apollo.ts';
import { ArticleListPageDocument, type ArticleListPageQueryVariables } from '../../gql/graphql.ts';
import { ArticleListPage } from './article-list-page.tsx';
import { ArticleListSkeleton } from './article-list-skeleton.tsx';
import { firstWindow, hasStockFilter, type ListRoute, readListParams } from './list-params.ts';

// /verhuur/*, /verkoop/*, /occasions/* (the splat is the category path; empty = the type's whole
// list) and /verkoop|occasions/actie/:sale/* (one campaign). The type comes from the URL's
// prefix. The loader starts the page's one query for the URL's filters and the window its
// `page` shows (offset 0, 12 × page, at most 48); it does not wait for it.
export function loader({ params, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // One URL per list: lists end in '/' (paths.ts), `/verhuur/camera` answers 301 to `/verhuur/camera/`.
  if (!url.pathname.endsWith('/')) throw redirect(`${url.pathname}/${url.search}`, 301);
  const type = articleTypeOfPath(url.pathname) ?? 'RENTAL';
  const categoryPath = (params['*'] ?? '').split('/').filter(Boolean).join('/');
  const sale = params.sale ?? '';
  const { page, q, stock } = readListParams(url.searchParams);
  const filters = {
    type,
    categoryPath,
    sale,
    q: q || null,
    stock: hasStockFilter(type) && stock.length > 0 ? stock : null,
  } satisfies Omit<ArticleListPageQueryVariables, 'first' | 'hasCategory' | 'hasSale'>;
  return {
    list: { type, categoryPath, sale, page, q, stock: filters.stock ?? [] } satisfies ListRoute,
    filters,
    queryRef: preloadQuery(ArticleListPageDocument, {
      variables: {
        ...filters,
        hasCategory: categoryPath !== '',
        hasSale: sale !== '',
        first: firstWindow(page),
      },
      errorPolicy: 'all',
    }),
  };
}

export function Component() {
  const { list, filters, queryRef } = useLoaderData<typeof loader>();
  // Keyed by type and campaign only: another category, filter or page keeps the page (and the
  // focus in the filter box) while the new list arrives; another type shows the skeleton.
  return (
    <Suspense key={`${list.type}/${list.sale}`} fallback={<ArticleListSkeleton type={list.type} />}>
      <ArticleListPage queryRef={queryRef} list={list} filters={filters} />
    </Suspense>
  );
}
