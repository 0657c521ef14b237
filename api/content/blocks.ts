import { getTableColumns, sql } from 'drizzle-orm';
import { z } from 'zod';
import { jsonArray } from '../db/json-array.ts';
import type { Db } from '../db/open-database.ts';
import { Id } from '../http/openapi.ts';
import * as t from './tables.ts';

// The HTML blocks of pages, selected with their pages in one query.

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

export const blockAnswer = (r: typeof t.blocks.$inferSelect): Block => ({
  id: r.id,
  name: r.name,
  content: r.content,
  page_id: r.pageId,
  position: r.position,
});

/** The position after the last block of page `pageId` (0 on an empty page), as a subquery. */
export const nextPosition = (pageId: number) =>
  sql<number>`(select coalesce(max(${t.blocks.position}) + 1, 0) from ${t.blocks} where ${t.blocks.pageId} = ${pageId})`;

/** A page's blocks in their order, as a column of the page's own query (db/json-array.ts). */
const blocksColumn = jsonArray<Block>(
  sql`json_build_object('id', ${t.blocks.id}, 'name', ${t.blocks.name}, 'content', ${t.blocks.content}, 'page_id', ${t.blocks.pageId}, 'position', ${t.blocks.position})`,
  sql`${t.blocks.position}, ${t.blocks.id}`,
  sql`from ${t.blocks} where ${t.blocks.pageId} = ${t.pages.id}`,
);

/** Pages with their blocks, in one query: add `.where(…)`, `.orderBy(…)`. */
export function selectPagesWithBlocks(db: Db) {
  return db.select({ ...getTableColumns(t.pages), blocks: blocksColumn }).from(t.pages);
}
