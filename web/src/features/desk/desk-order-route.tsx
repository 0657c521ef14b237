import { skipToken, useQuery } from '@apollo/client/react';
import { Link, type LoaderFunctionArgs, useLoaderData, useLocation } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import { useDocumentMeta } from '../../components/document-head.tsx';
import { useHydrated } from '../../components/use-client.ts';
import styles from './desk.module.css';
import { useActionResult } from './desk-action.tsx';
import { errorText, isSessionRefusal } from './desk-client.ts';
import { formatDateShort, formatDateTime, STATUS_LABELS } from './desk-format.ts';
import { DeskHistory } from './desk-history.tsx';
import { ChangeOrder } from './desk-order-change.tsx';
import { Handover } from './desk-order-handover.tsx';
import { CounterPayment, PaymentLink } from './desk-order-payment.tsx';
import { CancelOrder, ConfirmQuote, Mails, Notes, Payments } from './desk-order-sections.tsx';
import { DeskSection } from './desk-section.tsx';
import { DeskOrderDocument, type DeskOrderPage_OrderFragment as Order } from './gql/graphql.ts';

// /beheer/bestellingen/:number: everything about one order and what the desk can do with it.
// Each action sends the order's `version` as loaded: when someone else changed the order since,
// nothing is done and the page says so in the api's words, showing the order as it is now.

export function loader({ params }: LoaderFunctionArgs) {
  return { number: params.number ?? '' };
}

export function Component() {
  const { number } = useLoaderData<typeof loader>();
  useDocumentMeta(`Bestelling ${number} – balie`, undefined, { noindex: true });
  const hydrated = useHydrated();
  const { data, error, refetch } = useQuery(
    DeskOrderDocument,
    hydrated ? { variables: { number }, fetchPolicy: 'network-only', errorPolicy: 'all' } : skipToken,
  );
  const back = (
    <p>
      <Link to={paths.desk()}>← Alle bestellingen</Link>
    </p>
  );
  if (error && !data?.deskOrder && !isSessionRefusal(error)) {
    return (
      <div>
        {back}
        <h1 className={styles.title}>Bestelling {number}</h1>
        <p className={styles.alert} role="alert">
          {errorText(error)}
        </p>
      </div>
    );
  }
  if (!data) {
    return (
      <div>
        {back}
        <h1 className={styles.title}>Bestelling {number}</h1>
        <p role="status" className={styles.loading}>
          Bestelling laden…
        </p>
      </div>
    );
  }
  if (!data.deskOrder) {
    return (
      <div>
        {back}
        <h1 className={styles.title}>Bestelling niet gevonden</h1>
        <p>Er is geen bestelling met nummer {number}.</p>
      </div>
    );
  }
  return (
    <div>
      {back}
      <OrderView order={data.deskOrder} reload={() => refetch()} />
    </div>
  );
}

function OrderView({ order, reload }: { order: Order; reload: () => Promise<unknown> }) {
  const { run, view } = useActionResult(reload);
  // Made at the counter a moment ago: what the desk heard of it.
  const arrived = (useLocation().state as { message?: string } | null)?.message;
  const address = order.billingAddress;
  return (
    <article aria-labelledby="desk-order-title">
      <header className={styles.orderHeader}>
        <h1 id="desk-order-title" className={styles.title}>
          Bestelling {order.number}
        </h1>
        <p className={styles.meta}>
          <span className={styles.status} data-status={order.status}>
            {STATUS_LABELS[order.status]}
          </span>{' '}
          · geplaatst {formatDateTime(order.createdAt)} · versie {order.version}
          {order.confirmedAt && <> · bevestigd {formatDateTime(order.confirmedAt)}</>}
        </p>
        {order.attention === 'LATE_PAYMENT' && (
          <p className={styles.alert}>
            Let op: betaald nadat de huurartikelen naar een andere klant gingen. Neem contact op met de klant.
          </p>
        )}
      </header>

      <div aria-live="polite">
        {view ??
          (arrived && (
            <div role="status" className={styles.success}>
              {arrived}
            </div>
          ))}
      </div>

      <DeskSection id="desk-actions" title="Acties">
        <div className={styles.actionGrid}>
          {/* A quote held already needs no confirmation; one whose hold ran out can be confirmed again. */}
          {order.status === 'QUOTE' && order.hold.state !== 'HELD' && (
            <ConfirmQuote order={order} run={run} />
          )}
          {['QUOTE', 'AWAITING_PAYMENT', 'PAID', 'PICKED_UP'].includes(order.status) &&
            order.open.cents > 0 && (
              <>
                <CounterPayment order={order} run={run} />
                <PaymentLink order={order} run={run} />
              </>
            )}
          {['QUOTE', 'AWAITING_PAYMENT', 'PAID', 'PICKED_UP'].includes(order.status) && (
            <ChangeOrder order={order} run={run} />
          )}
          {order.status !== 'CANCELLED' && <CancelOrder order={order} run={run} />}
          {order.status === 'CANCELLED' && <p>Deze bestelling is geannuleerd; er zijn geen acties meer.</p>}
        </div>
      </DeskSection>

      {/* At the desk's counter this is what the order is opened for: right after its actions. */}
      <Handover order={order} run={run} />

      <div className={styles.columns}>
        <DeskSection id="desk-customer" title="Klant">
          <p>
            {address.firstName} {address.lastName}
            {order.customer.company && (
              <>
                <br />
                {order.customer.companyName}
                {order.customer.vatNumber && <> · btw {order.customer.vatNumber}</>}
                {order.customer.kvkNumber && <> · KvK {order.customer.kvkNumber}</>}
              </>
            )}
            <br />
            {address.street} {address.houseNumber}
            {address.houseNumberAddition ? ` ${address.houseNumberAddition}` : ''}
            <br />
            {address.postalCode} {address.city} ({address.country})
            <br />
            <a href={`mailto:${order.email}`}>{order.email}</a>
            {order.phone && ` · ${order.phone}`}
          </p>
          <p>
            <Link to={paths.deskCustomer(order.customerId)}>Klantkaart met alle bestellingen</Link>
          </p>
          {order.remarks && (
            <p>
              <strong>Opmerking van de klant:</strong> {order.remarks}
            </p>
          )}
        </DeskSection>
        <DeskSection id="desk-period" title="Huurperiode">
          {order.pickupDate ? (
            <dl className={styles.facts}>
              <dt>Ophalen</dt>
              <dd>
                {formatDateShort(order.pickupDate)} {order.pickupSlot}
              </dd>
              <dt>Terugbrengen</dt>
              <dd>
                {order.returnDate ? `${formatDateShort(order.returnDate)} ${order.returnSlot ?? ''}` : '–'}
              </dd>
              <dt>Vastgehouden</dt>
              <dd>{order.hold.message ?? 'Niets'}</dd>
            </dl>
          ) : (
            <p>Geen huurartikelen.</p>
          )}
          {order.reservations.length > 0 && (
            <>
              <h3 className={styles.subTitle}>Reserveringen</h3>
              <ul className={styles.plain}>
                {order.reservations.map((r) => (
                  <li key={`${r.articleId}-${r.startsAt}`}>
                    {r.count} × {r.name}, {formatDateTime(r.startsAt)} – {formatDateTime(r.endsAt)}
                    {r.expiresAt ? ` (tot ${formatDateTime(r.expiresAt)} als niet betaald)` : ''}
                  </li>
                ))}
              </ul>
            </>
          )}
        </DeskSection>
      </div>

      <DeskSection id="desk-lines" title="Regels">
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Artikel</th>
                <th scope="col">Artikelnummer</th>
                <th scope="col" className={styles.number}>
                  Aantal
                </th>
                <th scope="col" className={styles.number}>
                  Prijs excl. btw
                </th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line) => (
                <tr key={line.samId}>
                  <td>{line.name}</td>
                  <td>{line.samId}</td>
                  <td className={styles.number}>{line.count}</td>
                  <td className={styles.number}>{line.price.formatted}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  Totaal incl. btw (waarvan btw {order.totals.btw.formatted})
                </th>
                <td className={styles.number}>{order.totals.total.formatted}</td>
              </tr>
              {order.totals.borg.formatted !== '€ 0,00' && (
                <tr>
                  <th scope="row" colSpan={3}>
                    Borg (niet in het totaal)
                  </th>
                  <td className={styles.number}>{order.totals.borg.formatted}</td>
                </tr>
              )}
            </tfoot>
          </table>
        </div>
      </DeskSection>

      <Payments order={order} run={run} />
      <Mails order={order} run={run} />
      <Notes order={order} run={run} />

      <DeskSection id="desk-history" title="Geschiedenis">
        {order.history.length === 0 ? (
          <p>Nog geen acties van de balie.</p>
        ) : (
          <DeskHistory entries={order.history} showOrder={false} />
        )}
      </DeskSection>
    </article>
  );
}
