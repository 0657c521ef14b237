import { useState } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import { useDocumentMeta } from '../../components/document-head.tsx';
import { useHydrated } from '../../components/use-client.ts';
import { CheckoutSkeleton } from './checkout-skeleton.tsx';
import { loadCheckoutState } from './checkout-state.ts';
import { OverviewPage } from './overview-page.tsx';

// /order-details-2: the order's second step, the overview to confirm. It needs what step 1
// validated (the checkout state in localStorage): without it (never filled, changed since,
// expired, another version) the visitor is sent to step 1, replacing this entry so back works.
export function loader() {
  return null;
}

export function Component() {
  useDocumentMeta('Controleer je bestelling', undefined, { noindex: true });
  const hydrated = useHydrated();
  return hydrated ? <OverviewStep /> : <CheckoutSkeleton />;
}

function OverviewStep() {
  // Read once as the step opens: placing the order clears it, and the page must not jump to step 1
  // while it leaves for the payment or the confirmation.
  const [state] = useState(() => loadCheckoutState());
  if (!state?.validated) return <Navigate to={paths.checkoutDetails()} replace />;
  return <OverviewPage state={state} />;
}
