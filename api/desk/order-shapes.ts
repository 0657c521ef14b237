import { z } from 'zod';
import { ORDER_STATUSES } from '../../domain/statuses.ts';
import { Id, IsoDate, Money, Timestamp } from '../http/openapi.ts';
import { Address, Hold, OrderLine, SamEntity } from '../orders/order-shapes.ts';
import { DELIVERIES, ORDER_ATTENTIONS } from '../orders/tables.ts';
import { COUNTER_METHODS, PAYMENT_STATUSES, REFUND_STATUSES } from '../payments/tables.ts';
import { Prices } from '../shop/cart-shapes.ts';
import { AuditEntry } from './audit.ts';

// The desk's shapes of an order (api/desk/README.md "Orders"), declared once in zod: the list's
// rows, the order's page with everything the desk needs in one answer, and the actions' bodies.

const StaffRef = z.object({ id: Id, email: z.string() }).describe('The staff member');

export const DeskOrderListItem = z
  .object({
    number: z.string(),
    version: z.int().min(1).describe('Send it with an action; it changes with every change of the order'),
    status: z.enum(ORDER_STATUSES),
    attention: z
      .enum(ORDER_ATTENTIONS)
      .nullable()
      .describe('late_payment: paid after its units went elsewhere'),
    created_at: Timestamp,
    email: z.string(),
    name: z.string().describe('First and last name of the billing address'),
    company_name: z.string().describe('"" for a private person'),
    start_date: IsoDate.nullable(),
    end_date: IsoDate.nullable(),
    total: Money.describe('Incl. BTW'),
    articles: z.array(z.string()).describe('The names of its lines, in order'),
  })
  .meta({ id: 'DeskOrderListItem', description: 'An order as the desk lists it' });
export type DeskOrderListItemAnswer = z.output<typeof DeskOrderListItem>;

export const DeskRefund = z
  .object({
    id: Id,
    amount: Money,
    reason: z.string().describe('Why, as the staff member wrote it (never mailed)'),
    status: z
      .enum(REFUND_STATUSES)
      .describe(
        'requested (recorded, the provider has not confirmed it yet: "in behandeling"), then as the provider answered: pending (on its way), refunded, failed',
      ),
    staff: StaffRef,
    created_at: Timestamp,
  })
  .meta({ id: 'DeskRefund' });

export const DeskPayment = z
  .object({
    handle: z.string().describe('Name it in a refund (`payment`)'),
    status: z.enum(PAYMENT_STATUSES),
    amount: Money,
    refunded: Money.describe('Paid back so far'),
    refundable: Money.describe('What may still be paid back (0.00 unless paid)'),
    provider: z.string().describe('mollie or test; balie: taken at the counter'),
    counter_method: z.enum(COUNTER_METHODS).nullable().describe('At the counter: pin or contant'),
    created_at: Timestamp,
    refunds: z.array(DeskRefund).describe('Oldest first'),
  })
  .meta({ id: 'DeskPayment' });

export const DeskMail = z
  .object({
    id: Id.describe('Name it to send it again (`mail_id`)'),
    to: z.string(),
    subject: z.string(),
    created_at: Timestamp,
    sent_at: Timestamp.nullable().describe('Null: not (yet) sent over SMTP'),
  })
  .meta({
    id: 'DeskMail',
    description: 'A mail of the order from the outbox (to its address, naming its number)',
  });

export const DeskReservation = z
  .object({
    article_id: Id,
    name: z.string(),
    count: z.int().min(1),
    starts_at: Timestamp,
    ends_at: Timestamp,
    expires_at: Timestamp.nullable().describe('When the hold ends unless paid; null: for good'),
  })
  .meta({ id: 'DeskReservation' });

export const DeskHandedUnit = z
  .object({
    unit_id: Id,
    asset_tag: z.string(),
    picked_up_at: Timestamp,
    due_at: Timestamp.describe('The end of the return slot booked'),
    returned_at: Timestamp.nullable().describe('Null while out'),
    condition: z.enum(['ok', 'damaged']).nullable(),
    note: z.string(),
    late: z.boolean().describe('Checked in after due_at, or still out after it'),
  })
  .meta({ id: 'DeskHandedUnit', description: 'A unit handed out with a rental line' });

export const DeskRentalLine = z
  .object({
    line_id: Id.describe('Name it at pickup (`units[].line_id`)'),
    article_id: Id,
    name: z.string(),
    count: z.int().min(1).describe('Units to hand out'),
    units: z.array(DeskHandedUnit).describe('Handed out so far, oldest first'),
  })
  .meta({ id: 'DeskRentalLine', description: 'A rental line at pickup and return' });

export const DeskCollision = z
  .object({
    order_number: z.string(),
    status: z.enum(ORDER_STATUSES),
    article_id: Id,
    name: z.string().describe('The article'),
    starts_at: Timestamp,
    ends_at: Timestamp,
    wanted: z.int().min(1).describe('The most units of the article wanted at one moment of the overlap'),
    units: z.int().min(0).describe('Units of the article in service now'),
  })
  .meta({
    id: 'DeskCollision',
    description:
      'Another order of the same article whose period overlaps this one’s (as it counts now: units out ' +
      'count until checked in) while more are wanted than there are units in service: for the desk to solve',
  });

export const DeskNote = z
  .object({ id: Id, text: z.string(), staff: StaffRef, created_at: Timestamp })
  .meta({ id: 'DeskNote' });

export const DeskOrder = z
  .object({
    number: z.string(),
    version: z.int().min(1).describe('Send it with an action; a stale one is refused with 409'),
    status: z.enum(ORDER_STATUSES),
    attention: z.enum(ORDER_ATTENTIONS).nullable(),
    created_at: Timestamp,
    updated_at: Timestamp,
    confirmed_at: Timestamp.nullable().describe(
      'When the quote was confirmed (its link, the desk, or placed signed in)',
    ),
    email: z.string(),
    phone: z.string(),
    billing_address: Address,
    delivery: z.enum(DELIVERIES),
    delivery_address: Address.nullable(),
    sam_entity: SamEntity,
    remarks: z.string(),
    start_date: IsoDate.nullable(),
    end_date: IsoDate.nullable(),
    pickup_slot_description: z.string().nullable(),
    return_slot_description: z.string().nullable(),
    lines: z.array(OrderLine),
    prices: Prices,
    hold: Hold,
    payments: z.array(DeskPayment).describe('Oldest first'),
    paid: Money.describe('What is paid of it and not paid back'),
    open: Money.describe('What is left to pay: the total minus what is paid (0.00 when none)'),
    customer_id: Id.describe('Its customer record'),
    mails: z.array(DeskMail).describe('Oldest first'),
    reservations: z.array(DeskReservation).describe('What it holds now (expired holds left out)'),
    notes: z.array(DeskNote).describe('Oldest first'),
    history: z.array(AuditEntry).describe('The staff actions on it, newest first'),
    rental_lines: z.array(DeskRentalLine).describe('Its rental lines with the units handed out'),
    collisions: z
      .array(DeskCollision)
      .describe('Other orders it collides with (a late return, a unit gone to repair); empty when none'),
  })
  .meta({ id: 'DeskOrder', description: "An order's page at the desk" });
export type DeskOrderAnswer = z.output<typeof DeskOrder>;

const version = z.int().min(1).describe('The version of the order as loaded');

export const DeskVersionRequest = z.object({ version }).meta({ id: 'DeskVersionRequest' });
export const DeskCancelRequest = z
  .object({
    version,
    reason: z.string().optional().describe('Why (at most 500 characters); in the audit log'),
  })
  .meta({ id: 'DeskCancelRequest' });
export const DeskResendMailRequest = z
  .object({ version, mail_id: Id.describe('A mail of the order (DeskOrder.mails)') })
  .meta({ id: 'DeskResendMailRequest' });
export const DeskNoteRequest = z
  .object({ version, text: z.string().describe('1 to 2000 characters') })
  .meta({ id: 'DeskNoteRequest' });
export const DeskRefundRequest = z
  .object({
    version,
    payment: z.string().describe('The handle of a paid payment of the order'),
    amount: z
      .string()
      .optional()
      .describe('Euro ("12.50" or "12,50"); left out: all that is still refundable'),
    reason: z.string().describe('Why (1 to 500 characters): recorded with the refund, never mailed'),
  })
  .meta({ id: 'DeskRefundRequest' });

export const DeskPickupRequest = z
  .object({
    version,
    units: z
      .array(
        z.object({
          line_id: Id.describe('A rental line of the order (DeskOrder.rental_lines)'),
          asset_tag: z.string().describe('As typed or scanned: trimmed, any case'),
        }),
      )
      .describe("Every rental line's count of units, each unit once"),
  })
  .meta({ id: 'DeskPickupRequest' });

export const DeskReturnRequest = z
  .object({
    version,
    units: z
      .array(
        z.object({
          asset_tag: z.string().describe('A unit out with this order, as typed or scanned'),
          condition: z.enum(['ok', 'damaged']),
          note: z.string().optional().describe('At most 500 characters; required when damaged'),
        }),
      )
      .describe('The units checked in now (all or some of those out)'),
  })
  .meta({ id: 'DeskReturnRequest' });
