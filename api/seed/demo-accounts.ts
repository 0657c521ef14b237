import { eq } from 'drizzle-orm';
import { addDays } from '../../domain/dates.ts';
import { BTW_PERCENT, shippingCentsFor } from '../../domain/pricing.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { type InvoiceType, invoices, seedMarkers, users } from '../accounts/tables.ts';
import type { Clock } from '../clock.ts';
import { customers } from '../customers/tables.ts';
import type { Db } from '../db/open-database.ts';
import { sealTotpSecret } from '../desk/totp-sealing.ts';
import { createInvoice, type NewInvoiceLine } from '../invoices/invoice-store.ts';

// Demo accounts and invoices, only with DEMO_ACCOUNTS=1 (npm start, npm run dev, the e2e stack,
// the tests): their password is public, so never in production. Seeded when none of the demo
// users exists yet; the unique address decides between api instances starting at once.

export const DEMO_PASSWORD = 'Demo-Account-2026';
export const DEMO_USERS = {
  demo: 'demo@filmwinkel.test',
  student: 'student@filmwinkel.test',
  editor: 'redacteur@filmwinkel.test',
} as const;
/**
 * The demo staff member of the rental desk (api/desk/README.md), with a fixed TOTP secret so a demo
 * can sign in with any authenticator app (or `codeAt` of api/desk/totp.ts): demo only, public.
 */
export const DEMO_STAFF = 'balie@filmwinkel.test';
export const DEMO_TOTP_SECRET = 'BALIEDEMOSTUDIOLUMENAMSTERDAMXYZ';
/** Has invoices but no account: registering with it, or the mail's token link, shows them. */
export const DEMO_CUSTOMER = 'klant@filmwinkel.test';

export type DemoInvoice = {
  type: InvoiceType;
  daysAgo: number;
  paid: boolean;
  psp: string | null;
  lines: NewInvoiceLine[];
};

const RENTAL: NewInvoiceLine[] = [
  { description: 'Huur Sony FX30, 4 huurdagen', count: 2, unitCents: 22000, btwPercent: 21 },
  { description: 'Reg (schadeverzekering)', count: 1, unitCents: 2200, btwPercent: 21 },
];
/** Sales lines (excl. BTW) with the shop's own shipping rule: a line only when it costs something. */
function withShipping(lines: NewInvoiceLine[]): NewInvoiceLine[] {
  const shippingCents = shippingCentsFor(lines.reduce((sum, l) => sum + l.count * l.unitCents, 0));
  if (shippingCents === 0) return lines;
  return [
    ...lines,
    { description: 'Verzendkosten', count: 1, unitCents: shippingCents, btwPercent: BTW_PERCENT },
  ];
}
// € 299 excl. BTW: above the free-shipping threshold, so no shipping.
const SALE = withShipping([
  { description: 'Rode NTG4+ richtmicrofoon', count: 1, unitCents: 29900, btwPercent: BTW_PERCENT },
]);
const COURSE: NewInvoiceLine[] = [
  // Education is VAT-exempt.
  { description: 'Cursus Montage basis', count: 1, unitCents: 89500, btwPercent: 0 },
];
const PROJECT: NewInvoiceLine[] = [
  { description: 'Videoproductie bedrijfsfilm, opnamedag', count: 1, unitCents: 120000, btwPercent: 21 },
  { description: 'Montage (uur)', count: 8, unitCents: 7500, btwPercent: 21 },
];

/** The demo account's invoices (DEMO_USERS.demo). */
export const DEMO_INVOICES: readonly DemoInvoice[] = [
  { type: 'rental', daysAgo: 5, paid: false, psp: 'test', lines: RENTAL },
  { type: 'project', daysAgo: 20, paid: false, psp: 'test', lines: PROJECT },
  { type: 'sale', daysAgo: 40, paid: true, psp: 'test', lines: SALE },
  { type: 'course', daysAgo: 70, paid: true, psp: null, lines: COURSE },
];
/** The invoices of DEMO_CUSTOMER, who has no account. */
export const CUSTOMER_INVOICES: readonly DemoInvoice[] = [
  { type: 'rental', daysAgo: 3, paid: false, psp: 'test', lines: RENTAL },
  { type: 'sale', daysAgo: 30, paid: false, psp: null, lines: SALE },
  { type: 'project', daysAgo: 60, paid: true, psp: 'test', lines: PROJECT },
];

/** The marker of the demo accounts' seed (`seed_markers`). */
const DEMO_MARKER = 'demo-accounts';

export async function seedDemoAccounts(db: Db, clock: Clock): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = clock.now();
  const today = clock.today();
  const year = today.slice(0, 4);
  await db.transaction(async (tx) => {
    // Once per database: the marker goes in with the data. A database seeded before markers
    // existed has klant@'s invoices already (checked below), so it is marked and left alone too.
    const [marked] = await tx
      .insert(seedMarkers)
      .values({ name: DEMO_MARKER, seededAt: now })
      .onConflictDoNothing()
      .returning();
    if (!marked) return;
    const [seededBefore] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.email, DEMO_CUSTOMER))
      .limit(1);
    if (seededBefore) return;
    const base = { passwordHash, isActive: true, createdAt: now };
    const inserted = await tx
      .insert(users)
      .values([
        {
          ...base,
          email: DEMO_USERS.demo,
          username: DEMO_USERS.demo,
          firstName: 'Daan',
          lastName: 'de Demo',
        },
        {
          ...base,
          email: DEMO_USERS.student,
          username: DEMO_USERS.student,
          firstName: 'Sanne',
          lastName: 'Student',
        },
        {
          ...base,
          email: DEMO_USERS.editor,
          username: DEMO_USERS.editor,
          firstName: 'Rik',
          lastName: 'Redacteur',
          isEditor: true,
        },
      ])
      .onConflictDoNothing()
      .returning();
    const demo = inserted.find((u) => u.email === DEMO_USERS.demo);
    // Seeded before (or by another instance right now): nothing more to do.
    if (!demo) return;
    // The student's terms are on its customer record (made with the account by the database).
    const student = inserted.find((u) => u.email === DEMO_USERS.student);
    if (student)
      await tx
        .update(customers)
        .set({ discountPercent: 25, trusted: true })
        .where(eq(customers.userId, student.id));
    let number = 41;
    const add = async (
      invoice: DemoInvoice,
      owner: { email: string; userId: number | null; name: string },
    ) => {
      number += 1;
      await createInvoice(tx, {
        number: `F${year}-${String(number).padStart(4, '0')}`,
        email: owner.email,
        userId: owner.userId,
        customerName: owner.name,
        customerAddress: 'Dorpsstraat 12\n1234 AB Amsterdam',
        date: addDays(today, -invoice.daysAgo),
        projectType: invoice.type,
        psp: invoice.psp,
        paidAt: invoice.paid ? now : null,
        lines: invoice.lines,
        now,
      });
    };
    for (const invoice of DEMO_INVOICES) {
      await add(invoice, { email: demo.email, userId: demo.id, name: 'Daan de Demo' });
    }
    for (const invoice of CUSTOMER_INVOICES) {
      await add(invoice, { email: DEMO_CUSTOMER, userId: null, name: 'Kees Klant' });
    }
  });
}

/** The marker of the demo staff member's seed: its own, so a database seeded before it gets it. */
const DEMO_STAFF_MARKER = 'demo-staff';

/** The demo staff member (DEMO_STAFF), once per database, with its fixed TOTP secret. */
export async function seedDemoStaff(db: Db, clock: Clock, secretKey: string): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = clock.now();
  await db.transaction(async (tx) => {
    const [marked] = await tx
      .insert(seedMarkers)
      .values({ name: DEMO_STAFF_MARKER, seededAt: now })
      .onConflictDoNothing()
      .returning();
    if (!marked) return;
    await tx
      .insert(users)
      .values({
        email: DEMO_STAFF,
        username: DEMO_STAFF,
        firstName: 'Bo',
        lastName: 'Balie',
        passwordHash,
        isActive: true,
        isStaff: true,
        totpSecret: sealTotpSecret(secretKey, DEMO_TOTP_SECRET),
        createdAt: now,
      })
      .onConflictDoNothing();
  });
}
