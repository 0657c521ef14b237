import { and, eq, isNull, sql } from 'drizzle-orm';
import { UNIT_STATUS_WORDS, UNIT_STATUSES, type UnitStatus } from '../../domain/statuses.ts';
import { articles } from '../catalogue/tables.ts';
import type { Db } from '../db/open-database.ts';
import { HttpError } from '../http/errors.ts';
import { rentalUnits, unitRepairs } from './tables.ts';
import { generatedTag } from './unit-store.ts';

// Changing rental units at the desk (api/desk/README.md "Units"): adding one, and moving one to
// repair, back in service or out of service; and the units' messages. The router (units.ts) and
// pickup and return (pickup-return.ts) change units through these.

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type UnitRow = typeof rentalUnits.$inferSelect;

export const UNIT_MESSAGES = {
  tag: 'Een inventarisnummer is 1 tot 40 letters, cijfers, punten, streepjes of schuine strepen, zoals SL-12-01.',
  tagTaken: (tag: string) => `Inventarisnummer ${tag} bestaat al; kies een ander.`,
  article: 'Kies een huurartikel (het nummer, id, van een artikel dat we verhuren).',
  version: 'Geef de versie van de unit zoals je hem hebt geladen (een geheel getal vanaf 1).',
  conflict: (now: number, sent: number) =>
    `Deze unit is intussen gewijzigd (nu versie ${now}, jij had versie ${sent}). Laad hem opnieuw en kijk of je wijziging nog nodig is.`,
  same: (status: UnitStatus) => `Deze unit is al ${UNIT_STATUS_WORDS[status].state}.`,
  retired: 'Een afgeschreven unit blijft afgeschreven; voeg zo nodig een nieuwe unit toe.',
  out: (number: string) =>
    `Deze unit is uitgeleend met bestelling ${number}; neem hem eerst in (retour), dan kun je de status wijzigen.`,
  noteRequired: 'Schrijf erbij waarom (1 tot 500 tekens).',
  statusParam: `Kies uit: ${UNIT_STATUSES.join(', ')}.`,
  search: 'Gebruik maximaal 40 tekens.',
} as const;

export const unitState = (u: UnitRow) => ({ status: u.status, version: u.version, asset_tag: u.assetTag });

/** Adds a unit in the caller's transaction; a tag that exists is a 400 (also when two race). */
export async function addUnit(
  tx: Tx,
  fields: { articleId: number; tag: string | null; serial: string; notes: string },
  now: Date,
): Promise<UnitRow> {
  const [article] = await tx
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.id, fields.articleId), eq(articles.type, 'RENTAL')))
    .for('no key update');
  if (!article) throw new HttpError(400, { article: [UNIT_MESSAGES.article] });
  let tag = fields.tag;
  if (tag === null) {
    // The next free SL-<article>-<nn>: after the highest number of the article's generated tags.
    const [row] = await tx
      .select({
        n: sql<number>`coalesce(max(substring(${rentalUnits.assetTag} from ${`^SL-${fields.articleId}-(\\d{1,6})$`})::int), 0)::int`,
      })
      .from(rentalUnits)
      .where(eq(rentalUnits.articleId, fields.articleId));
    tag = generatedTag(fields.articleId, Number(row?.n ?? 0) + 1);
  }
  const [taken] = await tx
    .select({ id: rentalUnits.id })
    .from(rentalUnits)
    .where(eq(rentalUnits.assetTag, tag));
  if (taken) throw new HttpError(400, { asset_tag: [UNIT_MESSAGES.tagTaken(tag)] });
  const [unit] = await tx
    .insert(rentalUnits)
    .values({
      articleId: fields.articleId,
      assetTag: tag,
      serial: fields.serial,
      notes: fields.notes,
      createdAt: now,
    })
    .returning();
  if (!unit) throw new Error('unit insert returned nothing');
  return unit;
}

/**
 * Moves a locked unit to `status` (the rules of README "Units"), in the caller's transaction:
 * opens or closes its repair, raises its version. `orderId`: the order it came back damaged from.
 */
export async function moveUnit(
  tx: Tx,
  unit: UnitRow,
  status: UnitStatus,
  reason: string,
  now: Date,
  orderId: number | null = null,
): Promise<UnitRow> {
  if (unit.status === 'in_repair' && status !== 'in_repair')
    await tx
      .update(unitRepairs)
      .set({ endedAt: now })
      .where(and(eq(unitRepairs.unitId, unit.id), isNull(unitRepairs.endedAt)));
  if (status === 'in_repair')
    await tx.insert(unitRepairs).values({ unitId: unit.id, startedAt: now, reason, orderId });
  const [saved] = await tx
    .update(rentalUnits)
    .set({
      status,
      version: unit.version + 1,
      retiredAt: status === 'retired' ? now : null,
    })
    .where(eq(rentalUnits.id, unit.id))
    .returning();
  if (!saved) throw new Error('the locked unit is gone');
  return saved;
}
