import { type QueryRef, useReadQuery } from '@apollo/client/react';
import { useDocumentMeta } from '../../components/document-head.tsx';
import { NotFound } from '../../components/not-found.tsx';
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
 * A page of editable blocks in one of four layouts. SPEC §4: a page that fails to load is set to
 * empty, so both "no such page" and a failed load show the empty (not found) state.
 */
export function ContentPage({ queryRef }: Props) {
  const { data } = useReadQuery(queryRef);
  const page = data?.page;
  if (!page) return <NotFound />;
  return <PageView page={page} />;
}

function PageView({ page }: { page: Page }) {
  useDocumentMeta(page.title);
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
