// How prices are shown (DESIGN.md "Shown prices"): incl. BTW (consumers, the default) or excl. BTW
// (business customers), remembered in the `prijzen` cookie. The gateway's render reads it from the
// request, the browser from `document.cookie` (a page brought back by Back or Forward shows the
// view chosen since, web/src/components/price-view.tsx): one reading of the cookie for both.

export type PriceView = 'incl' | 'excl';

export const PRICE_VIEW_COOKIE = 'prijzen';

/** The view a `Cookie` header or `document.cookie` asks for: `excl` only when it says so. */
export const priceViewOfCookies = (cookies: string | undefined): PriceView =>
  /(?:^|;\s*)prijzen=excl(?:;|$)/.test(cookies ?? '') ? 'excl' : 'incl';
