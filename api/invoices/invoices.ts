import { and, desc, eq } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { INVOICES_ACCESS } from '../../domain/link-messages.ts';
import { normaliseEmail } from '../../domain/validation.ts';
import { authPost } from '../accounts/auth-shapes.ts';
import { invoices } from '../accounts/tables.ts';
import { isInvoicesToken } from '../accounts/tokens.ts';
import { requireUser, userOf } from '../accounts/users.ts';
import { noStore, privately } from '../http/cache.ts';
import { HttpError, methodNotAllowed, notFound } from '../http/errors.ts';
import { Form } from '../http/form.ts';
import { Detail, FieldErrors, json, type Paths, pathParam, queryParam, ref } from '../http/openapi.ts';
import { send } from '../http/send.ts';
import { clientOf, type Limiter, TOO_MANY_DOC } from '../limits/rate-limit.ts';
import { Payment, paymentAnswer } from '../payments/payment-shapes.ts';
import { createPayment, isHandle, paymentByHandle, syncPayment } from '../payments/payment-store.ts';
import type { PayingDeps } from '../payments/settlement.ts';
import { payments } from '../payments/tables.ts';
import { invoicesLink, invoicesLinkMail } from './invoice-mails.ts';
import { invoicePdf } from './invoice-pdf.ts';
import {
  canPay,
  InvoiceItem,
  InvoiceLinkRequest,
  InvoiceSummary,
  invoiceItem,
  invoiceSummary,
} from './invoice-shapes.ts';
import {
  type InvoiceRow,
  invoiceByHandle,
  linesOf,
  listInvoices,
  ofEmail,
  ofUser,
  ofUserEmail,
} from './invoice-store.ts';

// /api/myinvoices/, /api/invoices/?email&token, an invoice's PDF, its summary for the pay page,
// and paying it. A list or a PDF is shown to the session whose user owns it, or with the token
// of the invoice mail's link (an HMAC of the address); a handle alone is the pay page's secret.

export const INVOICE_MESSAGES = {
  linkSent:
    'Als er facturen bij dit e-mailadres horen, hebben we er een link naartoe gestuurd. Kijk ook in je spammap.',
  ...INVOICES_ACCESS,
  paid: 'Deze factuur is al betaald.',
  noPsp: 'Deze factuur kan niet online worden betaald.',
} as const;

const HANDLE_PATTERN = { type: 'string', pattern: '^[A-Za-z0-9_-]{32}$' };
const handle = pathParam('handle', "The invoice's handle (32 url-safe characters)", HANDLE_PATTERN);
const token = queryParam('token', 'The invoice mail\'s token: hex HMAC-SHA256 of "invoices:" + the address', {
  type: 'string',
  pattern: '^[0-9a-f]{64}$',
});
const InvoiceItems = z.array(InvoiceItem);
const list = json({ type: 'array', items: ref(InvoiceItem) }, 'Invoices, newest first');
const unknown = json(ref(Detail), 'Niet gevonden: no invoice with this handle.');

export const invoicesPaths: Paths = {
  '/invoices/link/': authPost(
    "Mail the link to an address's invoices",
    'The same answer for any address (nothing says whether it has invoices); an address with ' +
      'invoices gets a mail with the signed link /account?email=…&token=…. Limited per client and address.',
    InvoiceLinkRequest,
    { '200': json(ref(Detail), INVOICE_MESSAGES.linkSent) },
    { limited: true },
  ),
  '/myinvoices/': {
    get: {
      summary: "The signed-in user's invoices",
      description: 'Private, never cached.',
      responses: { '200': list, '403': json(ref(Detail), INVOICE_MESSAGES.signIn) },
    },
  },
  '/invoices/': {
    get: {
      summary: "An address's invoices",
      description:
        'For a session whose user has that address, or with the token of the invoice mail (then ' +
        'each url carries it). Anything else is a 403. Private, never cached.',
      parameters: [queryParam('email', 'The address'), token],
      responses: { '200': list, '403': json(ref(Detail), INVOICE_MESSAGES.noAccess) },
    },
  },
  '/invoices/{handle}/pdf/': {
    get: {
      summary: "An invoice's PDF",
      description: "Only for the owner's session or with the address's token (Dutch layout, attachment).",
      parameters: [handle, token],
      responses: {
        '200': {
          description: 'The PDF',
          content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
        },
        '403': json(ref(Detail), INVOICE_MESSAGES.noAccess),
        '404': unknown,
      },
    },
  },
  '/invoices/{handle}/': {
    get: {
      summary: 'What the pay page shows of an invoice',
      description: 'The handle is the secret: no name, address or lines. Never cached.',
      parameters: [handle],
      responses: { '200': json(ref(InvoiceSummary), 'The summary'), '404': unknown },
    },
  },
  '/invoices/{handle}/payments/': {
    post: {
      summary: 'Pay an invoice',
      description:
        'Needs X-CSRFToken (the handle is the secret). For an unpaid invoice with a psp: a new open ' +
        'payment (201, kind "invoice"), or its payment still open (200) rather than a second one.',
      parameters: [handle],
      responses: {
        '201': json(ref(Payment), 'The new open payment'),
        '200': json(ref(Payment), 'The payment that is still open'),
        '400': json({ oneOf: [ref(Detail), ref(FieldErrors)] }, `{"detail": "${INVOICE_MESSAGES.paid}"}`),
        '403': json(ref(Detail), 'CSRF-controle mislukt.'),
        '404': unknown,
        '429': TOO_MANY_DOC,
      },
    },
  },
};

const query = (req: Request, name: string): string | undefined => {
  const value = req.query[name];
  return typeof value === 'string' ? value : undefined;
};

export function invoicesRouter(deps: PayingDeps, limiter: Limiter): Router {
  const { db, clock, config, provider, mailer } = deps;
  const router = Router({ strict: true });
  const noAccess = () => new HttpError(403, { detail: INVOICE_MESSAGES.noAccess });

  async function byHandle(value: string): Promise<InvoiceRow> {
    const row = isHandle(value) ? await invoiceByHandle(db, value) : null;
    if (!row) throw notFound();
    return row;
  }

  // Before /invoices/{handle}/, which would take "link" for a handle.
  router
    .route('/invoices/link/')
    .post(async (req: Request, res: Response) => {
      const form = new Form(req.body);
      const email = normaliseEmail(form.email('email', { required: true }));
      form.check();
      await limiter.hit('invoiceLinkPerClient', clientOf(req));
      await limiter.hit('invoiceLinkPerAddress', email);
      const [has] = await db.select({ id: invoices.id }).from(invoices).where(ofEmail(email)).limit(1);
      if (has) {
        const link = invoicesLink(config.publicUrl, config.secretKey, email);
        const mailId = await db.transaction((tx) => mailer.record(tx, invoicesLinkMail(email, link)));
        mailer.deliver([mailId]);
      }
      send(noStore(res), Detail, { detail: INVOICE_MESSAGES.linkSent });
    })
    .all(methodNotAllowed);

  router
    .route('/myinvoices/')
    .get(async (req: Request, res: Response) => {
      const user = requireUser(req, INVOICE_MESSAGES.signIn);
      const rows = await listInvoices(db, ofUser(user.id));
      send(
        privately(res),
        InvoiceItems,
        rows.map((row) => invoiceItem(row, config.publicUrl)),
      );
    })
    .all(methodNotAllowed);

  router
    .route('/invoices/')
    .get(async (req: Request, res: Response) => {
      const email = normaliseEmail(query(req, 'email') ?? '');
      const given = query(req, 'token');
      if (!email) throw noAccess();
      const user = userOf(req);
      if (isInvoicesToken(config.secretKey, email, given)) {
        const rows = await listInvoices(db, ofEmail(email));
        send(
          privately(res),
          InvoiceItems,
          rows.map((row) => invoiceItem(row, config.publicUrl, given)),
        );
      } else if (user && user.email === email && given === undefined) {
        const rows = await listInvoices(db, ofUserEmail(user.id, email));
        send(
          privately(res),
          InvoiceItems,
          rows.map((row) => invoiceItem(row, config.publicUrl)),
        );
      } else {
        throw noAccess();
      }
    })
    .all(methodNotAllowed);

  router
    .route('/invoices/:handle/pdf/')
    .get(async (req: Request<{ handle: string }>, res: Response) => {
      const row = await byHandle(req.params.handle);
      const user = userOf(req);
      const owner = user !== null && row.userId === user.id;
      if (!owner && !isInvoicesToken(config.secretKey, row.email, query(req, 'token'))) throw noAccess();
      const pdf = await invoicePdf(row, await linesOf(db, row.id), config.publicUrl);
      privately(res)
        .set({
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="factuur-${row.number}.pdf"`,
        })
        .send(pdf);
    })
    .all(methodNotAllowed);

  router
    .route('/invoices/:handle/')
    .get(async (req: Request<{ handle: string }>, res: Response) => {
      send(privately(res), InvoiceSummary, invoiceSummary(await byHandle(req.params.handle)));
    })
    .all(methodNotAllowed);

  router
    .route('/invoices/:handle/payments/')
    .post(async (req: Request<{ handle: string }>, res: Response) => {
      const invoice = await byHandle(req.params.handle);
      // Each one may ask the payment provider: counted per client (with paying an order again).
      await limiter.hit('paymentPerClient', clientOf(req));
      // A payment still open may have been paid at the provider without its webhook reaching us.
      const [latest] = await db
        .select({ handle: payments.handle })
        .from(payments)
        .where(and(eq(payments.invoiceId, invoice.id), eq(payments.status, 'open')))
        .orderBy(desc(payments.id))
        .limit(1);
      if (latest) {
        const found = await paymentByHandle(db, latest.handle);
        if (found) await syncPayment({ ...deps, limiter }, found);
      }
      const result = await db.transaction(async (tx) => {
        // One at a time per invoice: a double click makes one payment.
        const [row] = await tx.select().from(invoices).where(eq(invoices.id, invoice.id)).for('update');
        if (!row) throw notFound();
        if (row.paidAt !== null) throw new HttpError(400, { detail: INVOICE_MESSAGES.paid });
        if (!canPay(row)) throw new HttpError(400, { detail: INVOICE_MESSAGES.noPsp });
        const [open] = await tx
          .select()
          .from(payments)
          .where(and(eq(payments.invoiceId, row.id), eq(payments.status, 'open')))
          .orderBy(desc(payments.id))
          .limit(1);
        if (open) return { payment: open, created: false };
        const payment = await createPayment(tx, provider, {
          kind: 'invoice',
          orderId: null,
          invoiceId: row.id,
          amountCents: row.totalCents,
          description: `Factuur ${row.number}`,
          publicUrl: config.publicUrl,
          now: clock.now(),
        });
        return { payment, created: true };
      });
      send(noStore(res), Payment, paymentAnswer(result.payment, null), result.created ? 201 : 200);
    })
    .all(methodNotAllowed);

  return router;
}
