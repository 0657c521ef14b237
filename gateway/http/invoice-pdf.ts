import { type Request, type Response, Router } from 'express';
import { type UpstreamResponse, upstreamFetch } from '../rest/upstream-fetch.ts';

// An invoice's PDF (`GET /api/invoices/{handle}/pdf/`, the `downloadUrl` of an Invoice) reaches
// the browser through here. Only that path is forwarded, checked on the raw URL (a 32-character
// handle in the api's alphabet, the one trailing slash), so `..`, encoded dots or slashes and
// every other api path stop here with a 404. With it go the visitor's Cookie (the api answers the
// owner's session), an invoice mail's `?token=` (64 hex characters; any other query is dropped)
// and the visitor's address and protocol (the api's per-client limits believe the gateway's
// X-Forwarded-For). The PDF is sent back whole with its own type, name and `Cache-Control`.

const PDF_PATH = /^\/api\/invoices\/([A-Za-z0-9_-]{32})\/pdf\/$/;
const TOKEN = /^[0-9a-f]{64}$/i;
const FORWARDED_HEADERS = ['content-type', 'content-disposition', 'cache-control'];
/** An invoice is a page or two (a few KB); anything this large is not one. */
const MAX_PDF_BYTES = 5 * 1024 * 1024;

const MESSAGES = {
  403: 'Je hebt geen toegang tot deze factuur.',
  404: 'Factuur niet gevonden.',
  502: 'De factuur is nu niet beschikbaar. Probeer het later opnieuw.',
} as const;

function refuse(res: Response, status: keyof typeof MESSAGES) {
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(MESSAGES[status]);
}

export function invoicePdfRoute(options: { apiUrl: string; timeoutMs: number }): Router {
  return Router().get('/api/invoices/{*path}', async (req: Request, res: Response) => {
    const [path = '', search = ''] = req.originalUrl.split('?', 2);
    const handle = path.length <= 100 ? PDF_PATH.exec(path)?.[1] : undefined;
    if (!handle) return refuse(res, 404);
    const token = new URLSearchParams(search).get('token');
    // A token that is none opens nothing: refused as the api would, without asking it.
    if (token !== null && !TOKEN.test(token)) return refuse(res, 403);

    const headers: Record<string, string> = { accept: 'application/pdf' };
    if (req.headers.cookie) headers.cookie = req.headers.cookie;
    if (req.ip) headers['x-forwarded-for'] = req.ip;
    headers['x-forwarded-proto'] = req.protocol;
    const query = token === null ? '' : `?${new URLSearchParams({ token })}`;
    let upstream: UpstreamResponse;
    try {
      upstream = await upstreamFetch(
        `${options.apiUrl}/invoices/${handle}/pdf/${query}`,
        { headers, signal: AbortSignal.timeout(options.timeoutMs) },
        '/invoices/{handle}/pdf/',
      );
    } catch {
      return refuse(res, 502);
    }
    if (!upstream.ok || !upstream.body) {
      await upstream.body?.cancel();
      return refuse(res, upstream.status === 403 ? 403 : upstream.status === 404 ? 404 : 502);
    }
    // Read whole before it is sent: the connection to the api goes back to the pool at once, so
    // a visitor who reads slowly (or many of them) holds none of the pool's connections.
    let pdf: Buffer;
    try {
      if (Number(upstream.headers.get('content-length') ?? 0) > MAX_PDF_BYTES) throw new Error('too large');
      pdf = Buffer.from(await upstream.arrayBuffer());
    } catch {
      await upstream.body.cancel().catch(() => {});
      return refuse(res, 502);
    }
    if (pdf.length > MAX_PDF_BYTES) return refuse(res, 502);
    res.status(200);
    for (const name of FORWARDED_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) res.set(name, value);
    }
    // Never kept by anyone, whatever the api said: it is the owner's document.
    if (!res.get('cache-control')) res.set('Cache-Control', 'private, no-store');
    res.send(pdf);
  });
}
