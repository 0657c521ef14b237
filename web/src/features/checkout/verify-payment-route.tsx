import { useEffect, useState } from 'react';
import { useLoaderData } from 'react-router';
import { useDocumentMeta } from '../../components/document-head.tsx';
import { NotFound } from '../../components/not-found.tsx';
import { ErrorView } from '../../components/route-error.tsx';
import { handleLoader, usePrivateQuery } from '../../components/use-private-query.ts';
import { VerifyPaymentDocument } from '../../gql/graphql.ts';
import { StatusSkeleton } from './checkout-skeleton.tsx';
import { VerifyPayment } from './verify-payment.tsx';

// /verify-payment/:handle, /verify-invoice-payment/:handle, /verify-project-payment/:handle: where
// the payment provider returns the visitor (SPEC §2). One page for the three kinds: it reads the
// payment by its handle and shows paid, cancelled, failed, expired or still open; while open it
// asks again after 2 s, then 4, 8, 16 … (each ask may make the api ask the provider, which it does
// at most 30 times per payment for visitors: a slow bank must not use them up), for at most
// 2 minutes; the provider's webhook records the payment anyway, and its mail follows. The handle is the secret that reads the payment,
// so the browser asks (after hydration) and the server renders the skeleton.

/** The first wait before an open payment is asked again; each next wait is twice as long. */
const POLL_INTERVAL_MS = 2000;
/** How long the page keeps asking before it says the confirmation is taking long. */
const POLL_LIMIT_MS = 120_000;

export const loader = handleLoader;

export function Component() {
  const { handle } = useLoaderData<typeof loader>();
  const { data, previousData, error, refetch, waiting } = usePrivateQuery(VerifyPaymentDocument, { handle });
  // A failed poll keeps what the last answer said.
  const payment = (data ?? previousData)?.payment;
  const { timedOut, restart } = usePolling(payment?.status === 'OPEN', refetch, handle);
  useDocumentMeta('Je betaling', undefined, { noindex: true });

  if (waiting && !previousData) return <StatusSkeleton />;
  if (!payment) {
    if (error) return <ErrorView error={error} />;
    return (
      <NotFound title="Betaling niet gevonden">
        We kennen deze betaling niet. Controleer de link, of neem contact met ons op als je net hebt betaald.
      </NotFound>
    );
  }
  return <VerifyPayment payment={payment} timedOut={timedOut} onCheckAgain={restart} />;
}

/**
 * Asks again after POLL_INTERVAL_MS while `open`, each wait twice the one before, the next ask
 * only once the previous answered (a slow network never stacks requests), and stops after
 * POLL_LIMIT_MS: `timedOut` then says so, and `restart` starts another round.
 */
function usePolling(open: boolean, refetch: () => Promise<unknown>, handle: string) {
  const [round, setRound] = useState(() => ({ startedAt: Date.now(), tick: 0 }));
  const [timedOut, setTimedOut] = useState(false);

  // A new payment (retried, another link) starts a new round.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the handle changes only
  useEffect(() => {
    setRound({ startedAt: Date.now(), tick: 0 });
    setTimedOut(false);
  }, [handle]);

  useEffect(() => {
    if (!open || timedOut) return;
    let stopped = false;
    // Never past the limit: the round ends on time, without a last ask.
    const left = round.startedAt + POLL_LIMIT_MS - Date.now();
    const wait = Math.max(0, Math.min(POLL_INTERVAL_MS * 2 ** round.tick, left));
    const timer = window.setTimeout(async () => {
      if (Date.now() - round.startedAt >= POLL_LIMIT_MS) {
        setTimedOut(true);
        return;
      }
      // A failed ask (the network) is tried again at the next tick.
      await refetch().catch(() => undefined);
      if (!stopped) setRound((current) => ({ ...current, tick: current.tick + 1 }));
    }, wait);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [open, timedOut, round, refetch]);

  const restart = () => {
    setTimedOut(false);
    setRound({ startedAt: Date.now(), tick: 0 });
  };
  return { timedOut, restart };
}
