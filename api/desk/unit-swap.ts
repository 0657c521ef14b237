import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { UNIT_STATUS_WORDS } from '../../domain/statuses.ts';
import { articles } from '../catalogue/tables.ts';
import { HttpError } from '../http/errors.ts';
import type { Form } from '../http/form.ts';
import { orders } from '../orders/tables.ts';
import { audit } from './audit.ts';
import type { Done } from './order-action.ts';
import type { OrderRow, Tx } from './order-page.ts';
import { HANDOVER_MESSAGES } from './pickup-return.ts';
import { rentalUnits, UNIT_CONDITIONS, type UnitCondition, unitAssignments } from './tables.ts';
import { moveUnit, UNIT_MESSAGES } from './unit-changes.ts';
import { normalizeTag } from './unit-store.ts';

// Swapping a unit out with a picked-up order (api/desk/README.md "Orders changed"): the customer
// brings one back (it broke, say) and leaves with another of the same article. The one back is
// checked in as a return checks it in (damaged: in repair); the other goes out on the same line,
// due when the order is. One open assignment per unit stays the database's guarantee.

export const DeskUnitSwapRequest = z
  .object({
    version: z.int().min(1),
    out_tag: z.string().describe('The unit coming back (out with this order)'),
    in_tag: z.string().describe('The unit going out instead: the same article, in service, not out'),
    condition: z.enum(UNIT_CONDITIONS).describe('How the one coming back came back'),
    note: z.string().max(500).optional().describe('Required when damaged'),
  })
  .meta({ id: 'DeskUnitSwapRequest' });

export const SWAP_MESSAGES = {
  sameUnit: 'Kies een andere unit dan die terugkomt.',
  otherArticle: (tag: string, name: string) => `${tag} is geen ${name}; kies een unit van hetzelfde artikel.`,
} as const;

export function readSwap(form: Form) {
  const tag = (field: string) => {
    const raw = form.text(field, { required: true, max: 100 });
    const normal = raw === '' ? null : normalizeTag(raw);
    if (raw !== '' && normal === null) form.errors[field] = [UNIT_MESSAGES.tag];
    return normal ?? '';
  };
  const outTag = tag('out_tag');
  const inTag = tag('in_tag');
  const condition = form.choice('condition', UNIT_CONDITIONS, { required: true });
  const note = form.text('note', { max: 500 });
  if (condition === 'damaged' && note === '' && !form.has('note'))
    form.add('note', HANDOVER_MESSAGES.damagedNote);
  if (outTag && outTag === inTag) form.add('in_tag', SWAP_MESSAGES.sameUnit);
  return { outTag, inTag, condition: (condition ?? 'ok') as UnitCondition, note };
}

export async function swapUnit(
  tx: Tx,
  order: OrderRow,
  fields: ReturnType<typeof readSwap>,
  staff: { id: number; email: string },
  now: Date,
): Promise<Done> {
  if (order.status !== 'picked_up')
    throw new HttpError(400, { non_field_errors: [HANDOVER_MESSAGES.notPickedUp(order.status)] });
  // Both units locked, in id order (as a pickup locks them).
  const locked = await tx
    .select()
    .from(rentalUnits)
    .where(inArray(rentalUnits.assetTag, [fields.outTag, fields.inTag]))
    .orderBy(asc(rentalUnits.id))
    .for('update');
  const back = locked.find((u) => u.assetTag === fields.outTag);
  const other = locked.find((u) => u.assetTag === fields.inTag);
  if (!back) throw new HttpError(400, { out_tag: [HANDOVER_MESSAGES.unknownTag(fields.outTag)] });
  if (!other) throw new HttpError(400, { in_tag: [HANDOVER_MESSAGES.unknownTag(fields.inTag)] });
  const [assignment] = await tx
    .select()
    .from(unitAssignments)
    .where(
      and(
        eq(unitAssignments.orderId, order.id),
        eq(unitAssignments.unitId, back.id),
        isNull(unitAssignments.returnedAt),
      ),
    );
  if (!assignment) throw new HttpError(400, { out_tag: [HANDOVER_MESSAGES.notOut(fields.outTag)] });
  if (other.articleId !== back.articleId) {
    const [article] = await tx
      .select({ name: articles.name })
      .from(articles)
      .where(eq(articles.id, back.articleId));
    throw new HttpError(400, { in_tag: [SWAP_MESSAGES.otherArticle(fields.inTag, article?.name ?? '')] });
  }
  if (other.status !== 'in_service')
    throw new HttpError(400, {
      in_tag: [HANDOVER_MESSAGES.notInService(fields.inTag, UNIT_STATUS_WORDS[other.status].state)],
    });
  const [elsewhere] = await tx
    .select({ number: orders.number })
    .from(unitAssignments)
    .innerJoin(orders, eq(orders.id, unitAssignments.orderId))
    .where(and(eq(unitAssignments.unitId, other.id), isNull(unitAssignments.returnedAt)));
  if (elsewhere)
    throw new HttpError(409, { detail: HANDOVER_MESSAGES.alreadyOut(fields.inTag, elsewhere.number) });
  await tx
    .update(unitAssignments)
    .set({ returnedAt: now, returnedBy: staff.id, condition: fields.condition, note: fields.note })
    .where(eq(unitAssignments.id, assignment.id));
  await tx.insert(unitAssignments).values({
    orderId: order.id,
    orderLineId: assignment.orderLineId,
    unitId: other.id,
    articleId: assignment.articleId,
    pickedUpAt: now,
    pickedUpBy: staff.id,
    dueAt: assignment.dueAt,
  });
  if (fields.condition === 'damaged' && back.status === 'in_service') {
    // Damaged: in repair at once, as a return does (the article's availability drops).
    const moved = await moveUnit(tx, back, 'in_repair', fields.note, now, order.id);
    await audit(
      tx,
      staff,
      'unit_status',
      {
        unitId: back.id,
        orderId: order.id,
        before: { status: back.status, version: back.version, asset_tag: back.assetTag },
        after: { status: moved.status, version: moved.version, asset_tag: back.assetTag, note: fields.note },
      },
      now,
    );
  }
  return {
    before: { asset_tag: back.assetTag },
    after: {
      asset_tag: other.assetTag,
      condition: fields.condition,
      ...(fields.note ? { note: fields.note } : {}),
    },
    mailIds: [],
  };
}
