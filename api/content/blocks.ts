import { asc, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { Grouped, grouped } from '../db/grouped.ts';
import type { Db } from '../db/open-database.ts';
import { Id } from '../http/openapi.ts';
import * as t from './tables.ts';

// The HTML blocks of pages, loaded for a whole result page in one query.

/** A named HTML block of a page, at `position` (0-based) among the page's blocks. */
export const Block = z
  .object({
    id: Id,
    name: z.string(),
    content: z.string().describe('HTML'),
    page_id: Id,
    position: z.int().min(0),
  })
  .meta({ id: 'Block' });
export type Block = z.output<typeof Block>;
export type PageRow = typeof t.pages.$inferSelect;
export type PageWithBlocks = PageRow & { blocks: Block[] };

export const blockAnswer = (r: typeof t.blocks.$inferSelect): Block => ({
  id: r.id,
  name: r.name,
  content: r.content,
  page_id: r.pageId,
  position: r.position,
});

export async function blocksOf(db: Db, pageIds: number[]): Promise<Grouped<Block>> {
  if (pageIds.length === 0) return new Grouped();
  const rows = await db
    .select()
    .from(t.blocks)
    .where(inArray(t.blocks.pageId, pageIds))
    .orderBy(asc(t.blocks.position), asc(t.blocks.id));
  return grouped(rows, (r) => r.pageId, blockAnswer);
}

/** Pages by id with their blocks, in two queries. */
export async function pagesWithBlocks(db: Db, rows: PageRow[]): Promise<PageWithBlocks[]> {
  const blocks = await blocksOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, blocks: blocks.get(r.id) }));
}
