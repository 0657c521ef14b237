import { useRef, useState } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';
import type { StartedPayment_PayloadFragment } from '../gql/graphql.ts';
import { actionFailure } from './server-unreachable.ts';

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

/**
 * A button's start of a payment (payInvoice, retryPayment): one at a time (a double click starts
 * one payment), then the provider's page; the server's messages, or the general one, when no
 * payment came. While the visitor is on the way to the provider the button stays busy.
 */
export function useStartPayment(start: () => Promise<StartedPayment_PayloadFragment | undefined>) {
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string>();
  const busy = useRef(false);

  async function run() {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    setMessage(undefined);
    let leaving = false;
    try {
      const answer = await start();
      if (answer?.payment) {
        leaving = true;
        await goToPayUrl(answer.payment.payUrl, navigate);
        return;
      }
      setMessage(answer?.errors.flatMap((e) => e.messages.slice(0, 1)).join(' ') || actionFailure());
    } catch {
      setMessage(actionFailure());
    } finally {
      if (!leaving) {
        busy.current = false;
        setSending(false);
      }
    }
  }

  return { sending, message, onClick: () => void run() };
}
