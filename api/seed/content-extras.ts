import { count, inArray } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as t from '../db/schema.ts';
import { campaignPages } from './data/campaign-pages.ts';
import { duplicationServices } from './data/duplication.ts';

type Tx = PgDatabase<PgQueryResultHKT, typeof t>;

// Content that came after the first seed (issue 12): the campaign pages and the duplication page
// by path, and the duplication price list. Run on every start, inside the seeding transaction: a
// page whose path is missing is inserted (an existing one, perhaps edited, is left alone) and the
// price list is filled while its table is empty.

export async function seedContentExtras(tx: Tx): Promise<void> {
  const paths = campaignPages.map((p) => p.path);
  const present = await tx.select({ path: t.pages.path }).from(t.pages).where(inArray(t.pages.path, paths));
  const known = new Set(present.map((p) => p.path));
  for (const page of campaignPages) {
    if (known.has(page.path)) continue;
    const [row] = await tx
      .insert(t.pages)
      .values({ path: page.path, title: page.title, template: page.template })
      .returning({ id: t.pages.id });
    if (!row) throw new Error('page insert returned nothing');
    await tx
      .insert(t.blocks)
      .values(
        page.blocks.map((b, position) => ({ pageId: row.id, name: b.name, content: b.content, position })),
      );
  }

  const [services] = await tx.select({ n: count() }).from(t.duplicationServices);
  if ((services?.n ?? 0) === 0) {
    await tx
      .insert(t.duplicationServices)
      .values(duplicationServices.map((s, position) => ({ ...s, position })));
  }
}
