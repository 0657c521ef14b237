import { useLoaderData } from 'react-router';
import { formatDateShort } from '../../../../domain/dates.ts';
import { useDocumentMeta } from '../../components/document-head.tsx';
import { NotFound } from '../../components/not-found.tsx';
import { ErrorView } from '../../components/route-error.tsx';
import { handleLoader, usePrivateQuery } from '../../components/use-private-query.ts';
import { InvoiceSummaryDocument } from '../../gql/graphql.ts';
import styles from './account.module.css';
import { AccountSkeleton } from './account-skeleton.tsx';
import { PayInvoiceButton } from './pay-invoice-button.tsx';

// /factuur-betalen/:handle: an invoice's mobile payment link (its QR code on /account and in the
// PDF). The handle is the secret that reads it, so the browser asks and the server renders the
// skeleton; no sign-in needed.
export const loader = handleLoader;

export function Component() {
  const { handle } = useLoaderData<typeof loader>();
  const { data, error, waiting } = usePrivateQuery(InvoiceSummaryDocument, { handle });
  useDocumentMeta('Factuur betalen', undefined, { noindex: true });

  if (waiting) return <AccountSkeleton />;
  const invoice = data?.invoice;
  if (!invoice) {
    if (error) return <ErrorView error={error} />;
    return (
      <NotFound title="Factuur niet gevonden">
        We kennen deze factuur niet. Controleer de link, of neem contact met ons op.
      </NotFound>
    );
  }
  return (
    <div className={styles.page}>
      <h1>Factuur {invoice.number}</h1>
      <section className={styles.card} aria-labelledby="invoice-facts">
        <h2 id="invoice-facts" className="visually-hidden">
          De factuur
        </h2>
        <dl className={styles.facts}>
          <dt>Factuurnummer</dt>
          <dd>{invoice.number}</dd>
          <dt>Datum</dt>
          <dd>{formatDateShort(invoice.date)}</dd>
          <dt>Bedrag</dt>
          <dd>{invoice.amount.formatted}</dd>
          <dt>Status</dt>
          <dd>
            <span className={styles.badge} data-paid={invoice.paid}>
              {invoice.paid ? 'Betaald' : 'Niet betaald'}
            </span>
          </dd>
        </dl>
      </section>
      {invoice.paid ? (
        <p className={styles.lead}>Deze factuur is betaald. Je hoeft niets meer te doen.</p>
      ) : invoice.canPayNow ? (
        <PayInvoiceButton handle={invoice.handle} label="Betaal nu" />
      ) : (
        <p className={styles.lead}>
          Deze factuur kan niet online worden betaald. Maak het bedrag over onder vermelding van het
          factuurnummer.
        </p>
      )}
    </div>
  );
}
