import { type QueryRef, useReadQuery } from '@apollo/client/react';
import { ContentBlocks } from '../../components/content-blocks.tsx';
import { useDocumentMeta } from '../../components/document-head.tsx';
import { ErrorView } from '../../components/route-error.tsx';
import type { HomePageQuery, HomePageQueryVariables } from '../../gql/graphql.ts';
import styles from './home-page.module.css';

export type HomeRef = QueryRef<HomePageQuery, HomePageQueryVariables, 'complete' | 'streaming' | 'empty'>;
export type HomeViewProps = { data: HomePageQuery; title: string };

const DESCRIPTION =
  'Huur en koop camera-, licht- en geluidsapparatuur en volg opleidingen, cursussen en workshops film bij Studio Lumen in Amsterdam.';

/**
 * Reads the home page's one query and hands it to a layout (the home page or /homenew). Each
 * part that failed upstream is null and its region falls back on its own.
 */
export function HomeData({
  queryRef,
  View,
}: {
  queryRef: HomeRef;
  View: (props: HomeViewProps) => React.ReactNode;
}) {
  const { data } = useReadQuery(queryRef);
  if (!data) return <ErrorView />;
  return <HomeMeta data={data} View={View} />;
}

/** The home page's head, once its data is there. */
function HomeMeta({ data, View }: { data: HomePageQuery; View: (props: HomeViewProps) => React.ReactNode }) {
  const title = data.page?.title ?? 'Studio Lumen Amsterdam';
  useDocumentMeta(title, DESCRIPTION);
  return <View data={data} title={title} />;
}

/** The `home` page's editable blocks, side by side on wide screens. */
export function HomeBlocks({ page }: { page: HomePageQuery['page'] }) {
  if (!page || page.blocks.length === 0) return null;
  return <ContentBlocks blocks={page.blocks} className={styles.blocks} blockClassName={styles.block} />;
}
