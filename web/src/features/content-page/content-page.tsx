import { type QueryRef, useReadQuery } from '@apollo/client/react';
import { useDocumentMeta } from '../../components/document-head.tsx';
import { NotFound } from '../../components/not-found.tsx';
import { ErrorView } from '../../components/route-error.tsx';
import type { ContentPageQuery, ContentPageQueryVariables } from '../../gql/graphql.ts';
import {
  AlternateBlocksTemplate,
  CampaignTemplate,
  DefaultTemplate,
  MovingTemplate,
} from './page-templates.tsx';

type Props = {
  queryRef: QueryRef<ContentPageQuery, ContentPageQueryVariables, 'complete' | 'streaming' | 'empty'>;
};
type Page = NonNullable<ContentPageQuery['page']>;

/**
 * A page of editable blocks in one of four layouts. A page that does not exist is the 404 page;
 * a page that could not be loaded (the api is down) is not "not found": the error view says
 * "Storing" with a retry, and the server answers 503 (SPEC §4's empty page was the original
 * site's behaviour; a failure must not tell crawlers the page is gone).
 */
export function ContentPage({ queryRef }: Props) {
  const { data, error } = useReadQuery(queryRef);
  const page = data?.page;
  if (!page && error) return <ErrorView error={error} />;
  if (!page) return <NotFound />;
  return <PageView page={page} />;
}

/** The description of a content page for search results and previews: its first words. */
function summary(page: Page): string | undefined {
  const text = page.blocks
    .map((block) => block.content.replace(/<[^>]*>/g, ' '))
    .join(' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return undefined;
  return text.length <= 160 ? text : `${text.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}

function PageView({ page }: { page: Page }) {
  useDocumentMeta(page.title, summary(page));
  switch (page.template) {
    case 'CAMPAIGN':
      return <CampaignTemplate page={page} />;
    case 'PAGEALTERNATEBLOCKS':
      return <AlternateBlocksTemplate page={page} />;
    case 'MOVING':
      return <MovingTemplate page={page} />;
    default:
      return <DefaultTemplate page={page} />;
  }
}
