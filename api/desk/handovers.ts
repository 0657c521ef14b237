import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { daysBetween } from '../../domain/dates.ts';
import { ORDER_STATUSES } from '../../domain/statuses.ts';
import { privately } from '../http/cache.ts';
import { badParam, methodNotAllowed } from '../http/errors.ts';
import {
  Detail,
  dateQuery,
  FieldErrors,
  IsoDate,
  type Json,
  json,
  type Paths,
  pathParam,
  queryParam,
  ref,
  Timestamp,
} from '../http/openapi.ts';
import { dateParam } from '../http/params.ts';
import { send } from '../http/send.ts';
import { holdsNow } from '../orders/order-holds.ts';
import { orderLines, orders, reservations } from '../orders/tables.ts';
import type { PayingDeps } from '../payments/settlement.ts';
import { collisionsOf, rentalLinesOf } from './handover-store.ts';
import { mountOrderAction } from './order-action.ts';
import {
  DeskCollision,
  DeskOrder,
  DeskPickupRequest,
  DeskRentalLine,
  DeskReturnRequest,
} from './order-shapes.ts';
import {
  checkIn,
  HANDOVER_MESSAGES,
  orderWindow,
  pickup,
  readPickup,
  readReturn,
  takenMeanwhile,
} from './pickup-return.ts';
import { requireStaff } from './staff.ts';
import { unitAssignments } from './tables.ts';
import { DeskUnitSwapRequest, readSwap, swapUnit } from './unit-swap.ts';

// Pickup and return at the desk (api/desk/README.md "Pickup and return"): the day's handovers
// (overdue returns first), handing concrete units out with an order's rental lines, and checking
// them in with their condition. A unit is out with one order at a time: the partial unique index
// `unit_assignments_one_open_unique` is the database's guarantee (the check in code before it only
// gives the clearer message). A late return keeps its reservation until checked in
// (`reservations.until_return`), and the orders it then collides with are listed.

/** Most orders per list of a day's handovers. */
export const MAX_HANDOVERS = 200;
/** How far from today the handovers of a day may be asked. */
export const HANDOVER_DAYS = 366;

// ---- Shapes ----------------------------------------------------------------------------------

export const HandoverOrder = z
  .object({
    number: z.string(),
    version: z.int().min(1),
    status: z.enum(ORDER_STATUSES),
    name: z.string().describe('First and last name of the billing address'),
    company_name: z.string(),
    phone: z.string(),
    start_date: IsoDate.nullable(),
    end_date: IsoDate.nullable(),
    pickup_slot_description: z.string().nullable(),
    return_slot_description: z.string().nullable(),
    starts_at: Timestamp.nullable().describe('Start of the pickup slot'),
    due_at: Timestamp.nullable().describe('End of the return slot'),
    ready: z.boolean().describe('May be picked up now (paid, or a quote that holds its units)'),
    lines: z.array(DeskRentalLine),
    collisions: z.array(DeskCollision).describe('Only for overdue orders: the orders they now collide with'),
  })
  .meta({ id: 'HandoverOrder', description: 'An order at the desk’s pickups and returns of a day' });
type HandoverOrderAnswer = z.output<typeof HandoverOrder>;

export const Handovers = z
  .object({
    date: IsoDate,
    overdue: z
      .array(HandoverOrder)
      .describe('Picked up, past the end of the return slot and not all checked in: longest overdue first'),
    pickups: z.array(HandoverOrder).describe('Starting on date (not cancelled), by pickup slot'),
    returns: z.array(HandoverOrder).describe('Ending on date and picked up (or returned), by return slot'),
    truncated: z.boolean().describe(`A list was cut at ${MAX_HANDOVERS} orders`),
  })
  .meta({ id: 'Handovers', description: 'The pickups and returns of a day at the desk' });

const staffOnly = {
  '401': json(ref(Detail), 'Log in bij de balie (no session, or no desk session).'),
  '403': json(ref(Detail), 'Je hebt geen toegang tot de balie (or CSRF-controle mislukt).'),
};

function action(summary: string, description: string, request: z.ZodType): Json {
  return {
    post: {
      summary,
      description:
        'Staff only; needs X-CSRFToken. `version` is the order’s as loaded: changed since, 409 and ' +
        `nothing done. Raises the version and writes an audit row in the same transaction. ${description}`,
      parameters: [pathParam('number', 'The order number, SL-2026-00001')],
      requestBody: { required: true, content: { 'application/json': { schema: ref(request) } } },
      responses: {
        '200': json(ref(DeskOrder), 'The order after the action'),
        '400': json(ref(FieldErrors), 'Per field a list of Dutch messages; nothing done'),
        ...staffOnly,
        '404': json(ref(Detail), 'Niet gevonden.'),
        '409': json(
          ref(Detail),
          'The order changed since it was loaded, or a unit is out with another order',
        ),
      },
    },
  };
}

export const handoverPaths: Paths = {
  '/desk/handovers/': {
    get: {
      summary: "A day's pickups and returns, overdue returns first (staff only)",
      description: `Never cached. At most ${MAX_HANDOVERS} orders per list (truncated says so).`,
      parameters: [
        queryParam(
          'date',
          `The day (Europe/Amsterdam), within ${HANDOVER_DAYS} days of today; default today`,
          dateQuery,
        ),
      ],
      responses: {
        '200': json(ref(Handovers), 'The day'),
        '400': json(ref(FieldErrors), 'A bad date'),
        ...staffOnly,
      },
    },
  },
  '/desk/orders/{number}/pickup/': action(
    'Hand out units with the order (pickup)',
    'Every rental line gets its count of units, named by asset tag (as typed or scanned: trimmed, ' +
      'any case). A unit of another article, not in service, unknown or named twice: 400 on ' +
      '`units.<i>.asset_tag`; a wrong count: 400 on `lines.<line id>`; a unit out with another order: ' +
      '409 (a partial unique index in the database refuses a second open assignment, whatever races). ' +
      'Only a paid order or a quote that holds its units. The order becomes picked_up; its ' +
      'reservations hold for good and last until its units are checked in.',
    DeskPickupRequest,
  ),
  '/desk/orders/{number}/swap-unit/': action(
    'Swap a unit out with the order for another of the same article',
    'The one coming back is checked in (damaged, note required: in repair at once); the other, in ' +
      'service and not out, goes out on the same line, due when the order is. Only a picked-up ' +
      'order. A unit out with another order: 409. Audited (unit_swap).',
    DeskUnitSwapRequest,
  ),
  '/desk/orders/{number}/return/': action(
    'Check units of the order in (return)',
    'Each unit with its condition; a damaged one (note required) goes in repair and leaves the ' +
      'article’s availability at once. Some units may come back now and the rest later; with all in, ' +
      'the order is returned. Checked in after the return slot: the reservation ends at the check-in, ' +
      'and the orders that then collide are on the order (`collisions`).',
    DeskReturnRequest,
  ),
};

// ---- The day's handovers ---------------------------------------------------------------------

const hasRentals = sql`exists (select 1 from ${orderLines} l where l.order_id = "orders"."id" and l.type = 'RENTAL')`;

async function handoverOrders(
  deps: PayingDeps,
  where: SQL,
  order: SQL[],
  now: Date,
  withCollisions: boolean,
): Promise<{ list: HandoverOrderAnswer[]; truncated: boolean }> {
  const { db } = deps;
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(...order)
    .limit(MAX_HANDOVERS + 1);
  const truncated = rows.length > MAX_HANDOVERS;
  const kept = rows.slice(0, MAX_HANDOVERS);
  const lines = await rentalLinesOf(
    db,
    kept.map((o) => o.id),
    now,
  );
  const list: HandoverOrderAnswer[] = [];
  for (const o of kept) {
    const window = orderWindow(o);
    const ready = o.status === 'paid' || (o.status === 'quote' && (await holdsNow(db, o.id, now)));
    list.push({
      number: o.number,
      version: o.version,
      status: o.status,
      name: `${o.billingAddress.first_name} ${o.billingAddress.last_name}`.trim(),
      company_name: o.samEntity.company_name,
      phone: o.phone,
      start_date: o.startDate,
      end_date: o.endDate,
      pickup_slot_description: o.pickupSlotDescription,
      return_slot_description: o.returnSlotDescription,
      starts_at: window?.start.toISOString() ?? null,
      due_at: window?.end.toISOString() ?? null,
      ready,
      lines: lines.get(o.id) ?? [],
      collisions: withCollisions ? await collisionsOf(db, o.id, now) : [],
    });
  }
  return { list, truncated };
}

export function handoversRouter(deps: PayingDeps): Router {
  const { db, clock } = deps;
  const router = Router({ strict: true });

  router
    .route('/desk/handovers/')
    .get(async (req: Request, res: Response) => {
      await requireStaff(db, clock, req);
      privately(res);
      const today = clock.today();
      const date = dateParam(req, 'date') ?? today;
      if (Math.abs(daysBetween(today, date)) > HANDOVER_DAYS) throw badParam('date', HANDOVER_MESSAGES.date);
      const now = clock.now();
      const n = now.toISOString();
      const overdue = await handoverOrders(
        deps,
        sql`${orders.status} = 'picked_up' and exists (select 1 from ${unitAssignments} a
          where a.order_id = "orders"."id" and a.returned_at is null and a.due_at < ${n}::timestamptz)`,
        [asc(orders.endDate), asc(orders.returnSlot), asc(orders.id)],
        now,
        true,
      );
      const pickups = await handoverOrders(
        deps,
        and(
          eq(orders.startDate, date),
          inArray(orders.status, ['quote', 'awaiting_payment', 'paid', 'picked_up', 'returned']),
          hasRentals,
          sql`(${orders.status} <> 'quote' or exists (select 1 from ${reservations} r where r.order_id = "orders"."id"
            and (r.expires_at is null or r.expires_at > ${n}::timestamptz)))`,
        ) as SQL,
        [asc(orders.pickupSlot), asc(orders.id)],
        now,
        false,
      );
      const returns = await handoverOrders(
        deps,
        and(eq(orders.endDate, date), inArray(orders.status, ['picked_up', 'returned']), hasRentals) as SQL,
        [asc(orders.returnSlot), asc(orders.id)],
        now,
        false,
      );
      send(res, Handovers, {
        date,
        overdue: overdue.list,
        pickups: pickups.list,
        returns: returns.list,
        truncated: overdue.truncated || pickups.truncated || returns.truncated,
      });
    })
    .all(methodNotAllowed);

  mountOrderAction(
    router,
    deps,
    '/desk/orders/:number/pickup/',
    'order_pickup',
    readPickup,
    pickup,
    takenMeanwhile,
  );
  mountOrderAction(router, deps, '/desk/orders/:number/return/', 'order_return', readReturn, checkIn);
  mountOrderAction(
    router,
    deps,
    '/desk/orders/:number/swap-unit/',
    'unit_swap',
    readSwap,
    swapUnit,
    takenMeanwhile,
  );
  return router;
}
