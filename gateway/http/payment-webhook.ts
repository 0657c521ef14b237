import express, { type Request, type Response, Router } from 'express';
import { upstreamFetch } from '../rest/upstream-fetch.ts';

// A payment provider confirms a payment by calling the webhook on the site's public address
// (`PUBLIC_URL/api/payments/webhook/`). Only this one path of the api is forwarded, POST only,
// with the body byte for byte and its signature header: the api checks the signature over exactly
// those bytes. No cookie goes either way; the provider retries on anything but a 2xx.
const WEBHOOK_PATH = '/api/payments/webhook/';
const MAX_BODY = '16kb';

export function paymentWebhookRoute(options: { apiUrl: string; timeoutMs: number }): Router {
  return Router({ strict: true }).post(
    WEBHOOK_PATH,
    express.raw({ type: () => true, limit: MAX_BODY }),
    async (req: Request, res: Response) => {
      const body: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const signature = req.get('x-signature');
      try {
        const upstream = await upstreamFetch(
          `${options.apiUrl}/payments/webhook/`,
          {
            method: 'POST',
            headers: {
              'content-type': req.get('content-type') ?? 'application/json',
              ...(signature ? { 'x-signature': signature } : {}),
            },
            body: new Uint8Array(body),
            signal: AbortSignal.timeout(options.timeoutMs),
          },
          '/payments/webhook/',
        );
        res
          .status(upstream.status)
          .type(upstream.headers.get('content-type') ?? 'application/json')
          .set('Cache-Control', 'no-store')
          .send(Buffer.from(await upstream.arrayBuffer()));
      } catch {
        res
          .status(502)
          .set('Cache-Control', 'no-store')
          .json({ detail: 'De betaalbevestiging kon niet worden verwerkt.' });
      }
    },
  );
}
