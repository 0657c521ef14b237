import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/open-database.ts';
import { Id } from '../http/openapi.ts';
import type { Reading } from './search-query.ts';
import { type AskedKind, type GearKind, kindQuery } from './search-words.ts';
import { type ArticleType, articles } from './tables.ts';
import type { CategoryTree } from './tree.ts';

// A search for a kind of gear the catalogue does not hold (search-words.ts GEAR_KINDS: cables):
// the answer says so in Dutch and points at the nearest category, instead of leaving a visitor
// with unrelated articles or nothing. Where the catalogue holds the kind, nothing is said and the
// search finds it like any other words.

export const AbsentKind = z
  .object({
    kind: z.string().describe('The kind asked for, plural, as a Dutch sentence names it ("XLR-kabels")'),
    message: z
      .string()
      .describe('Says the shop does not have it, for the type asked ("We verhuren geen XLR-kabels.")'),
    category_id: Id.nullable().describe(
      'The nearest category ("Kijk bij …"): of the type asked where it has one, else a rental one; null when the catalogue lacks it',
    ),
  })
  .meta({ id: 'AbsentKind' });
export type AbsentKindAnswer = z.output<typeof AbsentKind>;

const MESSAGES: Record<ArticleType | 'ALL', (kind: string) => string> = {
  ALL: (kind) => `We hebben geen ${kind} in ons aanbod.`,
  RENTAL: (kind) => `We verhuren geen ${kind}.`,
  SALE: (kind) => `We verkopen geen ${kind}.`,
  OCCASION: (kind) => `We hebben geen ${kind} als occasion.`,
};

/** The kind's nearest category of the type asked, else the rental one (the shop's main trade). */
function nearestCategory(kind: GearKind, type: ArticleType | undefined, tree: CategoryTree) {
  const [nearType, path] =
    type && kind.nearest[type] ? [type, kind.nearest[type]] : (['RENTAL', kind.nearest.RENTAL] as const);
  for (const node of tree.byId.values()) if (node.type === nearType && node.path === path) return node;
  return undefined;
}

/** Whether an article of the kind (of the type asked) exists: never when a term is unknown. */
async function held(db: Db, reading: Reading, asked: AskedKind, type: ArticleType | undefined) {
  if (!asked.alternatives.some((all) => all.every((term) => reading.known.has(term)))) return false;
  const [row] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(
      and(
        type ? eq(articles.type, type) : undefined,
        sql`${articles.termsVector} @@ to_tsquery('simple', ${kindQuery(asked)}::text)`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** What the answer says about the kind of gear q asks for; null when it asks none or we have it. */
export async function absentKind(
  db: Db,
  reading: Reading | undefined,
  type: ArticleType | undefined,
  tree: CategoryTree,
): Promise<AbsentKindAnswer | null> {
  const asked = reading?.kind;
  if (!reading || !asked || (await held(db, reading, asked, type))) return null;
  return {
    kind: asked.kind.name,
    message: MESSAGES[type ?? 'ALL'](asked.kind.name),
    category_id: nearestCategory(asked.kind, type, tree)?.id ?? null,
  };
}
