import { type Block, blocksOf } from './nested.ts';
import type { Db } from './open-database.ts';
import type * as t from './schema.ts';

export type PageRow = typeof t.pages.$inferSelect;
export type PageWithBlocks = PageRow & { blocks: Block[] };

/** Pages by id with their blocks, in two queries. */
export async function pagesWithBlocks(db: Db, rows: PageRow[]): Promise<PageWithBlocks[]> {
  const blocks = await blocksOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, blocks: blocks.get(r.id) }));
}
