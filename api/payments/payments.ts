import express, { type Request, type Response, Router } from 'express';
import { HttpError, methodNotAllowed, notFound } from '../http/errors.ts';
import { Form } from '../http/form.ts';
import { Detail, FieldErrors, json, type Paths, pathParam, ref } from '../http/openapi.ts';
import { send } from '../http/send.ts';
import type { Limiter } from '../limits/rate-limit.ts';
import { Payment, PaymentOutcomeRequest, PaymentWebhookRequest, paymentAnswer } from './payment-shapes.ts';
import {
  isHandle,
  type PaymentDeps,
  type PaymentWithOrder,
  paymentByHandle,
  paymentByProviderId,
  syncPayment,
} from './payment-store.ts';
import type { PayingDeps } from './settlement.ts';
import { TEST_OUTCOMES, type TestProvider } from './test-provider.ts';

// /api/payments/: a payment by its handle (the secret of its links; no session needed), the test
// provider's pay page choice, and the provider's webhook. The webhook is mounted before cookies,
// CSRF and sessions (app.ts): the provider calls it, its signature is the check, and it must see
// the body exactly as sent to verify that signature.

export const CLOSED_MESSAGE = 'Deze betaling is al afgerond.';
export const SIGNATURE_MESSAGE = 'Ongeldige handtekening.';

const handle = pathParam('handle', 'The payment handle (32 url-safe characters)', {
  type: 'string',
  pattern: '^[A-Za-z0-9_-]{32}$',
});
const unknownPayment = json(ref(Detail), 'Niet gevonden: no payment with this handle.');

export const paymentsPaths: Paths = {
  '/payments/{handle}/': {
    get: {
      summary: 'A payment',
      description:
        'The handle is the secret: no session needed. While open, the provider is asked for news ' +
        '(the verify page polls this). Never cached.',
      parameters: [handle],
      responses: { '200': json(ref(Payment), 'The payment'), '404': unknownPayment },
    },
  },
  '/payments/test-provider/{handle}/': {
    post: {
      summary: "The test provider's pay page: the visitor's choice",
      description:
        'Needs X-CSRFToken; only with PAYMENT_PROVIDER=test and while the payment is open. ' +
        'Records the outcome at the test provider, which then calls the webhook (signed), so the ' +
        'answer is the payment as moved.',
      parameters: [handle],
      requestBody: {
        required: true,
        content: { 'application/json': { schema: ref(PaymentOutcomeRequest) } },
      },
      responses: {
        '200': json(ref(Payment), 'The payment after the webhook'),
        '400': json(ref(FieldErrors), `outcome: a Dutch message; non_field_errors: ["${CLOSED_MESSAGE}"]`),
        '403': json(ref(Detail), 'CSRF-controle mislukt.'),
        '404': unknownPayment,
      },
    },
  },
  '/payments/webhook/': {
    post: {
      summary: "The payment provider's status notification",
      description:
        'Called by the provider, so no CSRF, cookies or session. Mollie: a form body id=tr_… ' +
        '(application/x-www-form-urlencoded). The test provider: JSON {"id"} with header ' +
        'X-Signature, hex HMAC-SHA256 of the body with SECRET_KEY. Reads the status from the provider and moves ' +
        'the payment from open to paid, cancelled or failed (a paid order payment makes the order ' +
        'paid); a final status never changes, so a replay changes nothing.',
      requestBody: {
        required: true,
        content: {
          'application/json': { schema: ref(PaymentWebhookRequest) },
          'application/x-www-form-urlencoded': { schema: ref(PaymentWebhookRequest) },
        },
      },
      responses: {
        '200': json(ref(Payment), 'The payment as it is now'),
        '403': json(ref(Detail), `${SIGNATURE_MESSAGE} (a call that is not the provider's)`),
        '404': json(ref(Detail), 'Niet gevonden: no payment with this provider id.'),
        '413': json(ref(Detail), 'Het verzoek is te groot (maximaal 100 kB).'),
      },
    },
  },
};

/**
 * What the webhook does with a call (the route, and the test provider in-process): verify, find
 * the payment, move it by the provider's status.
 */
export async function receiveWebhook(
  deps: PaymentDeps,
  headers: Record<string, string | undefined>,
  body: Buffer,
): Promise<PaymentWithOrder> {
  const providerId = deps.provider.verifyWebhook(headers, body);
  if (providerId === null) throw new HttpError(403, { detail: SIGNATURE_MESSAGE });
  const found = await paymentByProviderId(deps.db, deps.provider, providerId);
  if (!found) throw notFound();
  return syncPayment(deps, found, { heard: 'webhook' });
}

function headersOf(req: Request): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(req.headers).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(', ') : value,
    ]),
  );
}

/** POST /payments/webhook/: mounted before cookies, CSRF and sessions (app.ts). */
export function paymentWebhookRouter(deps: PayingDeps, limiter: Limiter): Router {
  const router = Router({ strict: true });
  const payDeps: PaymentDeps = { ...deps, limiter };
  router
    .route('/payments/webhook/')
    // The raw body: the signature is over the bytes as sent, whatever their content type.
    .post(express.raw({ type: () => true, limit: '100kb' }), async (req: Request, res: Response) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const { payment, orderNumber } = await receiveWebhook(payDeps, headersOf(req), body);
      res.set('Cache-Control', 'no-store');
      send(res, Payment, paymentAnswer(payment, orderNumber));
    })
    .all((req: Request, res: Response) => {
      res.set('Cache-Control', 'no-store');
      methodNotAllowed(req, res);
    });
  return router;
}

/** GET /payments/{handle}/ and the test provider's choice. */
export function paymentsRouter(deps: PayingDeps, limiter: Limiter): Router {
  const { db, clock, provider } = deps;
  const payDeps: PaymentDeps = { ...deps, limiter };
  const router = Router({ strict: true });

  async function byHandle(value: string | undefined): Promise<PaymentWithOrder> {
    const found = isHandle(value) ? await paymentByHandle(db, value) : null;
    if (!found) throw notFound();
    return found;
  }

  router
    .route('/payments/test-provider/:handle/')
    .post(async (req: Request<{ handle: string }>, res: Response) => {
      if (provider.name !== 'test') throw notFound();
      const test = provider as TestProvider;
      const found = await byHandle(req.params.handle);
      if (found.payment.provider !== 'test') throw notFound();
      const form = new Form(req.body);
      const outcome = form.choice('outcome', TEST_OUTCOMES, { required: true });
      form.check();
      if (!outcome) throw new Error('validated outcome missing');
      // Decided already (here or at the provider): the page offers nothing any more.
      const closed = () => new HttpError(400, { non_field_errors: [CLOSED_MESSAGE] });
      if (found.payment.status !== 'open') throw closed();
      if (!(await test.recordOutcome(found.payment.providerId, outcome, clock.now()))) throw closed();
      const call = test.webhookCall(found.payment.providerId);
      const moved = await receiveWebhook(payDeps, call.headers, call.body);
      res.set('Cache-Control', 'no-store');
      send(res, Payment, paymentAnswer(moved.payment, moved.orderNumber));
    })
    .all(methodNotAllowed);

  router
    .route('/payments/:handle/')
    .get(async (req: Request<{ handle: string }>, res: Response) => {
      const { payment, orderNumber } = await syncPayment(payDeps, await byHandle(req.params.handle));
      res.set('Cache-Control', 'no-store');
      send(res, Payment, paymentAnswer(payment, orderNumber));
    })
    .all(methodNotAllowed);

  return router;
}
