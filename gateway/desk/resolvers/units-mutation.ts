import { isOrderNumber } from '../../../domain/order-number.ts';
import { toFieldErrors, toId } from '../../base/field-errors.ts';
import type { Context } from '../../context.ts';
import type { FieldError, MutationResolvers } from '../../generated/resolvers-types.ts';
import type { SendResult } from '../../rest/rest-client.ts';
import type { DeskUnitParent, DeskUnitStatusCode, RestDeskOrder } from '../desk-api.ts';
import { actionPayload, DESK_MESSAGES, general, refused } from './mutation.ts';

// Units, pickup and return at the desk. A unit changed since it was loaded (the api's 409) is the
// payload's `conflict` with the unit as it is now, as an order's is; a unit out with another order
// at pickup is the order's conflict in the api's words. Field errors keep the api's names,
// camelCased (`units.0.asset_tag` is `units.0.assetTag`: the i-th unit sent), but `article`,
// which is the argument `articleId`.

const UNIT_REPLIES = {
  notFound: 'Deze unit is niet gevonden.',
  article: 'Kies een huurartikel.',
  lineId: 'Deze regel hoort niet bij deze bestelling.',
  noPickup: 'Scan of typ de inventarisnummers van de units die je meegeeft.',
  noReturn: 'Kies minstens één unit om in te nemen.',
  added: (tag: string, name: string) => `Unit ${tag} van ${name} is toegevoegd en in dienst.`,
  status: {
    in_repair: (tag: string) => `${tag} is naar reparatie; hij telt niet meer mee voor de beschikbaarheid.`,
    in_service: (tag: string) => `${tag} is weer in dienst.`,
    retired: (tag: string) => `${tag} is afgeschreven.`,
  } satisfies Record<DeskUnitStatusCode, (tag: string) => string>,
  pickedUp: (count: number, number: string) =>
    `${count} ${count === 1 ? 'unit' : 'units'} meegegeven met bestelling ${number}.`,
  returned: (count: number) => `${count} ${count === 1 ? 'unit' : 'units'} ingenomen.`,
  swapped: (back: string, out: string) => `${back} is ingenomen; ${out} is in zijn plaats meegegeven.`,
  allBack: (number: string) => `Bestelling ${number} is helemaal retour.`,
  stillOut: (count: number) => `Nog ${count} ${count === 1 ? 'unit' : 'units'} uitgeleend.`,
  damaged: (tags: string[]) => `Naar reparatie: ${tags.join(', ')}.`,
  late: (tags: string[]) => `Te laat terug: ${tags.join(', ')}.`,
} as const;

type UnitPayload = {
  unit: DeskUnitParent | null;
  message: string | null;
  conflict: { message: string; unit: DeskUnitParent | null } | null;
  errors: FieldError[];
};

const unitRefused = (errors: FieldError[]): UnitPayload => ({
  unit: null,
  message: null,
  conflict: null,
  errors,
});

async function unitPayload(
  context: Context,
  id: number | null,
  result: SendResult<DeskUnitParent>,
  message: (unit: DeskUnitParent) => string,
): Promise<UnitPayload> {
  if (result.ok) return { unit: result.body, message: message(result.body), conflict: null, errors: [] };
  if (result.status === 409 && id !== null) {
    const detail = typeof result.errors.detail === 'string' ? result.errors.detail : '';
    return {
      unit: null,
      message: null,
      conflict: { message: detail, unit: await context.desk.api.unit(id) },
      errors: [],
    };
  }
  if (result.status === 404) return unitRefused(general(UNIT_REPLIES.notFound));
  return unitRefused(toFieldErrors(result.errors, { article: 'articleId' }));
}

/** Only what was given: an empty optional text is left out, so the api's default applies. */
const given = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined);

/** The message of a return: how many came in, what went to repair, what was late, what is still out. */
function returnMessage(order: RestDeskOrder, tags: string[]): string {
  const units = order.rental_lines.flatMap((line) => line.units);
  const back = units.filter((u) => tags.includes(u.asset_tag) && u.returned_at !== null);
  const damaged = back.filter((u) => u.condition === 'damaged').map((u) => u.asset_tag);
  const late = back.filter((u) => u.late).map((u) => u.asset_tag);
  const out = units.filter((u) => u.returned_at === null).length;
  return [
    UNIT_REPLIES.returned(back.length),
    damaged.length > 0 ? UNIT_REPLIES.damaged(damaged) : '',
    late.length > 0 ? UNIT_REPLIES.late(late) : '',
    out === 0 ? UNIT_REPLIES.allBack(order.number) : UNIT_REPLIES.stillOut(out),
  ]
    .filter(Boolean)
    .join(' ');
}

export const deskUnitMutations: MutationResolvers = {
  deskAddUnit: async (_, { articleId, assetTag, serial, notes }, context) => {
    const article = toId(articleId);
    if (article === null) return unitRefused([{ field: 'articleId', messages: [UNIT_REPLIES.article] }]);
    const result = await context.desk.api.addUnit({
      article,
      asset_tag: given(assetTag),
      serial: given(serial),
      notes: given(notes),
    });
    return unitPayload(context, null, result, (unit) =>
      UNIT_REPLIES.added(unit.asset_tag, unit.article.name),
    );
  },

  deskSetUnitStatus: async (_, { id, version, status, note }, context) => {
    const unit = toId(id);
    if (unit === null) return unitRefused(general(UNIT_REPLIES.notFound));
    const result = await context.desk.api.setUnitStatus(unit, { version, status, note: given(note) });
    return unitPayload(context, unit, result, (after) => UNIT_REPLIES.status[after.status](after.asset_tag));
  },

  deskPickup: async (_, { number, version, units }, context) => {
    if (!isOrderNumber(number)) return refused(general(DESK_MESSAGES.notFound));
    if (units.length === 0) return refused([{ field: 'units', messages: [UNIT_REPLIES.noPickup] }]);
    const sent: { line_id: number; asset_tag: string }[] = [];
    const errors: FieldError[] = [];
    units.forEach((unit, i) => {
      const line = toId(unit.lineId);
      if (line === null) errors.push({ field: `units.${i}.lineId`, messages: [UNIT_REPLIES.lineId] });
      sent.push({ line_id: line ?? 0, asset_tag: unit.assetTag });
    });
    if (errors.length > 0) return refused(errors);
    const result = await context.desk.api.pickup(number, { version, units: sent });
    return actionPayload(context, number, result, (order) =>
      UNIT_REPLIES.pickedUp(sent.length, order.number),
    );
  },

  deskSwapUnit: async (_, { number, version, outTag, inTag, condition, note }, context) => {
    if (!isOrderNumber(number)) return refused(general(DESK_MESSAGES.notFound));
    const result = await context.desk.api.swapUnit(number, {
      version,
      out_tag: outTag,
      in_tag: inTag,
      condition,
      ...(note?.trim() ? { note: note.trim() } : {}),
    });
    return actionPayload(context, number, result, () =>
      UNIT_REPLIES.swapped(outTag.trim().toUpperCase(), inTag.trim().toUpperCase()),
    );
  },

  deskReturn: async (_, { number, version, units }, context) => {
    if (!isOrderNumber(number)) return refused(general(DESK_MESSAGES.notFound));
    if (units.length === 0) return refused([{ field: 'units', messages: [UNIT_REPLIES.noReturn] }]);
    const sent = units.map((unit) => ({
      asset_tag: unit.assetTag,
      condition: unit.condition,
      ...(unit.note?.trim() ? { note: unit.note.trim() } : {}),
    }));
    const result = await context.desk.api.returnUnits(number, { version, units: sent });
    // The api upper-cases and trims what was typed: the message finds the units by that tag.
    const tags = units.map((unit) => unit.assetTag.trim().toUpperCase());
    return actionPayload(context, number, result, (order) => returnMessage(order, tags));
  },
};
