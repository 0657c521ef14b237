import { lazy, Suspense, useState } from 'react';
import { formatDateShort } from '../../../../domain/dates.ts';
import type { InvoiceProjectType, InvoiceTable_InvoiceFragment } from '../../gql/graphql.ts';
import styles from './invoice-table.module.css';
import { PayInvoiceButton } from './pay-invoice-button.tsx';

// The QR library is fetched only when a visitor opens a payment link's code.
const InvoiceQr = lazy(() => import('./invoice-qr.tsx'));

export const PROJECT_TYPES: Record<InvoiceProjectType, string> = {
  RENTAL: 'Verhuur',
  SALE: 'Verkoop',
  COURSE: 'Cursus',
  PROJECT: 'Project',
};

/**
 * The invoice table of SPEC §2: number, date, type, status, amount, pay-now, download and the
 * mobile payment link as a QR code. A table on wide screens; below 720 px each invoice is a card
 * whose cells carry their column's name (invoice-table.module.css).
 */
export function InvoiceTable({ invoices }: { invoices: readonly InvoiceTable_InvoiceFragment[] }) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">Je facturen, nieuwste eerst</caption>
      <thead>
        <tr>
          <th scope="col">Factuur</th>
          <th scope="col">Datum</th>
          <th scope="col">Soort</th>
          <th scope="col">Status</th>
          <th scope="col" className={styles.amount}>
            Bedrag
          </th>
          <th scope="col">
            <span className="visually-hidden">Acties</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <InvoiceRow key={invoice.handle} invoice={invoice} />
        ))}
      </tbody>
    </table>
  );
}

function InvoiceRow({ invoice }: { invoice: InvoiceTable_InvoiceFragment }) {
  return (
    <tr data-invoice={invoice.number}>
      <th scope="row" data-label="Factuur">
        {invoice.number}
      </th>
      <td data-label="Datum">{formatDateShort(invoice.date)}</td>
      <td data-label="Soort">{PROJECT_TYPES[invoice.projectType]}</td>
      <td data-label="Status">
        <span className={styles.status} data-paid={invoice.paid}>
          {invoice.paid ? 'Betaald' : 'Niet betaald'}
        </span>
      </td>
      <td data-label="Bedrag" className={styles.amount}>
        {invoice.amount.formatted}
      </td>
      <td className={styles.actions}>
        {invoice.canPayNow && (
          <div className={styles.pay}>
            <PayInvoiceButton
              handle={invoice.handle}
              label="Nu betalen"
              accessibleLabel={`Factuur ${invoice.number} nu betalen`}
            />
          </div>
        )}
        {/* The visible words start the link's name (WCAG 2.5.3, label in name); the invoice's
            number follows for a screen reader's list of links. */}
        <a className={styles.download} href={invoice.downloadUrl} download>
          Download (pdf)<span className="visually-hidden"> van factuur {invoice.number}</span>
        </a>
        {invoice.payLink && <PayLinkCode number={invoice.number} link={invoice.payLink} />}
      </td>
    </tr>
  );
}

/** The mobile payment link, folded: its QR code is drawn when opened. */
function PayLinkCode({ number, link }: { number: string; link: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details className={styles.qrBox} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        Betalen met je telefoon<span className="visually-hidden">: factuur {number}</span>
      </summary>
      {open && (
        <div className={styles.qrBody}>
          <Suspense fallback={<span className={styles.qrPlaceholder} aria-hidden="true" />}>
            <InvoiceQr link={link} label={`QR-code om factuur ${number} te betalen`} />
          </Suspense>
          <p>
            Scan de code met je telefoon, of open <a href={link}>de betaallink</a>.
          </p>
        </div>
      )}
    </details>
  );
}
