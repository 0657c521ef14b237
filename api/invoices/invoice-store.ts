import { and, desc, eq, type SQL } from 'drizzle-orm';
import { btwPerRate } from '../../domain/btw.ts';
import { type InvoiceType, invoiceLines, invoices } from '../accounts/tables.ts';
import type { Db } from '../db/open-database.ts';
import { newHandle } from '../payments/payment-store.ts';

// Reading and creating invoices. An invoice keeps its lines and totals in integer cents as they
// were billed; each line's BTW is its percentage of the line, rounded half up once (money.ts), and
// the totals are the sums of the lines, so they always add up.

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;

export type NewInvoiceLine = { description: string; count: number; unitCents: number; btwPercent: number };

export async function createInvoice(
  tx: Tx,
  input: {
    number: string;
    email: string;
    userId: number | null;
    customerName: string;
    customerAddress: string;
    date: string;
    projectType: InvoiceType;
    psp: string | null;
    paidAt: Date | null;
    lines: NewInvoiceLine[];
    now: Date;
  },
): Promise<InvoiceRow> {
  // The one BTW rule (domain/btw.ts): per rate over the lines' sum, rounded once.
  const priced = input.lines.map((l) => ({ exclBtwCents: l.unitCents * l.count, btwPercent: l.btwPercent }));
  const { rates, lineBtwCents } = btwPerRate(priced);
  const lines = input.lines.map((l, position) => ({
    ...l,
    position,
    priceCents: priced[position]?.exclBtwCents ?? 0,
    btwCents: lineBtwCents[position] ?? 0,
  }));
  const totalExclBtwCents = lines.reduce((n, l) => n + l.priceCents, 0);
  const totalBtwCents = rates.reduce((n, r) => n + r.btwCents, 0);
  const [row] = await tx
    .insert(invoices)
    .values({
      handle: newHandle(),
      number: input.number,
      email: input.email.trim().toLowerCase(),
      userId: input.userId,
      customerName: input.customerName,
      customerAddress: input.customerAddress,
      date: input.date,
      projectType: input.projectType,
      psp: input.psp,
      totalExclBtwCents,
      totalBtwCents,
      totalCents: totalExclBtwCents + totalBtwCents,
      paidAt: input.paidAt,
      createdAt: input.now,
    })
    .returning();
  if (!row) throw new Error('invoice insert returned nothing');
  await tx.insert(invoiceLines).values(lines.map((l) => ({ ...l, invoiceId: row.id })));
  return row;
}

/** Invoices, newest first. */
export function listInvoices(db: Tx, where: SQL | undefined): Promise<InvoiceRow[]> {
  return db.select().from(invoices).where(where).orderBy(desc(invoices.date), desc(invoices.id));
}

/** A user's invoices (linked when the address was proven, README). */
export const ofUser = (userId: number) => eq(invoices.userId, userId);
/** An address's invoices. */
export const ofEmail = (email: string) => eq(invoices.email, email);
/** An address's invoices that this user owns. */
export const ofUserEmail = (userId: number, email: string) =>
  and(eq(invoices.userId, userId), eq(invoices.email, email));

export async function invoiceByHandle(db: Tx, handle: string): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.handle, handle));
  return row ?? null;
}

export function linesOf(db: Tx, invoiceId: number): Promise<InvoiceLineRow[]> {
  return db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(invoiceLines.position);
}
