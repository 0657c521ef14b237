import type { NavigateFunction } from 'react-router';

/**
 * Sends the visitor to a payment's `payUrl`. The built-in test provider's page is a page of this
 * site (same origin): it opens inside the app. A real provider's page is elsewhere: a full load.
 */
export async function goToPayUrl(payUrl: string, navigate: NavigateFunction): Promise<void> {
  const url = new URL(payUrl, window.location.href);
  if (url.origin === window.location.origin) {
    // Replacing: back from the payment page skips the step that placed the order.
    await navigate(`${url.pathname}${url.search}`, { replace: true });
    return;
  }
  window.location.assign(url.href);
}
