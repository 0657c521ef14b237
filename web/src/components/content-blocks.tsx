import type { ContentBlocks_BlockFragment } from '../gql/graphql.ts';
import { EditableHtml } from './editable-html.tsx';

type Props = { blocks: readonly ContentBlocks_BlockFragment[]; className?: string; blockClassName?: string };

/** A page's content blocks; an editor gets an edit control on each (editable-html.tsx). */
export function ContentBlocks({ blocks, className, blockClassName }: Props) {
  return (
    <div className={className}>
      {blocks.map((block) => (
        <EditableHtml
          key={block.id}
          target={{ kind: 'BLOCK', id: block.id }}
          html={block.content}
          className={blockClassName}
          as="section"
        />
      ))}
    </div>
  );
}
