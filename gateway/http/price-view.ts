import { type Request, type Response, Router } from 'express';
import { PRICE_VIEW_COOKIE, type PriceView, priceViewOfCookies } from '../../domain/price-view.ts';

// The visitor's choice of how prices are shown (DESIGN.md "Shown prices"): incl. BTW (consumers,
// the default) or excl. BTW (business customers), remembered in the `prijzen` cookie. The server
// render reads it, so the first paint is already right, and a kept page is keyed by it
// (server-render.ts). The switch is a form that posts here, so it works before the app starts;
// the app itself sets the same cookie without a round trip.

export const PRICE_VIEW_PATH = '/prijsweergave';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The view a request asks for: `excl` only when its cookie says so. */
export const priceViewOf = (req: Request): PriceView => priceViewOfCookies(req.headers.cookie);

/** A path on this site to go back to: one slash, no scheme or host, nothing unprintable. */
function backTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > 512) return '/';
  return /^\/(?![/\\])[\x21-\x7e]*$/.test(value) ? value : '/';
}

export function priceViewRoute(options: { secure: boolean }): Router {
  return Router({ strict: true }).post(PRICE_VIEW_PATH, (req: Request, res: Response) => {
    const view: PriceView = req.query.btw === 'excl' ? 'excl' : 'incl';
    res.cookie(PRICE_VIEW_COOKIE, view, {
      path: '/',
      maxAge: ONE_YEAR_S * 1000,
      sameSite: 'lax',
      secure: options.secure,
    });
    res.set('Cache-Control', 'no-store').redirect(303, backTo(req.query.terug));
  });
}
