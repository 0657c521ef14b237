import type { Context } from '../context.ts';

// The pages behind a secret in their address (a payment's or an invoice's handle, a quote's
// confirmation token) are private: the server renders their skeleton and the browser asks for
// the data, so their status would always be 200. The server render asks the api once whether the
// address names anything, so a link that names nothing answers 404 and a used or expired one 410,
// as a link checker, a crawler or a shared link's preview sees it; the page shows the same.

const TEST_PAYMENT = /^\/testbetaling\/([^/]+)\/?$/;
const INVOICE_PAYMENT = /^\/factuur-betalen\/([^/]+)\/?$/;
const CONFIRM_QUOTE = /^\/offerte-bevestigen\/?$/;

const segment = (raw: string) => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
};

/**
 * 404 or 410 for a private page whose link names nothing or is used up; null otherwise, for any
 * other page (no call), or when the api cannot say.
 */
export async function privatePageStatus(url: URL, context: Context): Promise<404 | 410 | null> {
  try {
    const payment = TEST_PAYMENT.exec(url.pathname)?.[1];
    if (payment !== undefined) {
      const handle = segment(payment);
      const found = handle ? await context.orders.api.payment(handle) : null;
      if (!found) return 404;
      // Decided already: the provider's page has nothing left to choose.
      return found.status === 'open' ? null : 410;
    }
    const invoice = INVOICE_PAYMENT.exec(url.pathname)?.[1];
    if (invoice !== undefined) {
      const handle = segment(invoice);
      return handle && (await context.accounts.api.invoice(handle)) ? null : 404;
    }
    if (CONFIRM_QUOTE.test(url.pathname)) {
      const token = url.searchParams.get('token');
      const quote = token ? await context.orders.api.quoteConfirmation(token) : null;
      if (!quote) return 404;
      return quote.state === 'open' ? null : 410;
    }
    return null;
  } catch {
    // The api away or refusing: the page as rendered (it says so itself).
    return null;
  }
}
