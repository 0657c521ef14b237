import type { ContentBlocks_BlockFragment } from '../gql/graphql.ts';
import { RichText } from './rich-text.tsx';

type Props = { blocks: readonly ContentBlocks_BlockFragment[]; className?: string; blockClassName?: string };

/** Editable content blocks, read-only for now (editing comes with the editor issue). */
export function ContentBlocks({ blocks, className, blockClassName }: Props) {
  return (
    <div className={className}>
      {blocks.map((block) => (
        <RichText key={block.id} html={block.content} className={blockClassName} as="section" />
      ))}
    </div>
  );
}
