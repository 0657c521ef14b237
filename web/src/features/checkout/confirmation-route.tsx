import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { BUSINESS } from '../../../../domain/business.ts';
import { paths } from '../../../../domain/paths.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import { useDocumentMeta } from '../../components/document-head.tsx';
import { NotFound } from '../../components/not-found.tsx';
import { PriceTotals } from '../../components/price-totals.tsx';
import { amountIn, usePriceView } from '../../components/price-view.tsx';
import { ErrorView } from '../../components/route-error.tsx';
import { usePrivateQuery } from '../../components/use-private-query.ts';
import {
  CheckoutOrderDocument,
  type OrderStatus,
  type OrderSummary_OrderFragment,
} from '../../gql/graphql.ts';
import styles from './checkout.module.css';
import { StatusSkeleton } from './checkout-skeleton.tsx';
import { DELIVERY_LABELS } from './checkout-values.ts';
import { AddressLines } from './overview-details.tsx';
import { PeriodSummary } from './period-summary.tsx';

// /offerte/bevestigd/:number: where a quote (and a paid order, from its verify page) is confirmed.
// Only the session that placed the order may read it: the browser asks after hydration, the
// server renders the skeleton. Another session's or an unknown number is the 404 page.
export function loader({ params }: LoaderFunctionArgs) {
  return { number: params.number ?? '' };
}

export function Component() {
  const { number } = useLoaderData<typeof loader>();
  const { data, error, waiting } = usePrivateQuery(CheckoutOrderDocument, { number });
  const order = data?.order;
  if (waiting) return <Waiting />;
  if (!order) {
    if (error) return <ErrorView error={error} />;
    return (
      <NotFound title="Bestelling niet gevonden">
        Deze bestelling bestaat niet, of hoort bij een andere browser. Je vindt je bestelling ook in de
        bevestiging die we je per e-mail stuurden.
      </NotFound>
    );
  }
  return <Confirmation order={order} />;
}

function Waiting() {
  useDocumentMeta('Je bestelling', undefined, { noindex: true });
  return <StatusSkeleton />;
}

const HEADINGS: Record<OrderStatus, { badge: string; tone: string; title: string; lead: string }> = {
  QUOTE: {
    badge: 'Offerte aangevraagd',
    tone: 'success',
    title: 'Bedankt voor je offerteaanvraag',
    lead: 'We hebben je offerte per e-mail gestuurd.',
  },
  PAID: {
    badge: 'Betaald',
    tone: 'success',
    title: 'Bedankt voor je bestelling',
    lead: 'Je betaling is binnen. We hebben je bestelling per e-mail bevestigd.',
  },
  AWAITING_PAYMENT: {
    badge: 'Wacht op betaling',
    tone: 'waiting',
    title: 'Je bestelling wacht op betaling',
    lead: 'We hebben je bestelling ontvangen, maar de betaling is nog niet binnen.',
  },
  // Handed out and taken back at the desk (issue 38): a customer may open the link again later.
  PICKED_UP: {
    badge: 'Opgehaald',
    tone: 'success',
    title: 'Je huurartikelen zijn opgehaald',
    lead: 'Veel plezier ermee. Breng ze terug op de afgesproken dag en tijd.',
  },
  RETURNED: {
    badge: 'Teruggebracht',
    tone: 'success',
    title: 'Je huurartikelen zijn teruggebracht',
    lead: 'Bedankt voor het huren bij Studio Lumen.',
  },
  CANCELLED: {
    badge: 'Geannuleerd',
    tone: 'error',
    title: 'Deze bestelling is geannuleerd',
    lead: 'Wil je toch bestellen? Neem contact met ons op of bestel opnieuw.',
  },
};

function Confirmation({ order }: { order: OrderSummary_OrderFragment }) {
  const view = usePriceView();
  const heading = HEADINGS[order.status];
  useDocumentMeta(`${heading.title} (${order.number})`, undefined, { noindex: true });
  const rental = order.lines.some((line) => line.type === 'RENTAL');
  const waiting = order.status === 'AWAITING_PAYMENT' ? order.payment : null;
  return (
    <div className={styles.statusPage}>
      <span className={styles.badge} data-tone={heading.tone}>
        {heading.badge}
      </span>
      <h1>{heading.title}</h1>
      <p className={styles.lead}>{heading.lead}</p>
      {order.hold.message && (
        <p className={styles.holdNote} data-hold={order.hold.state} role="status">
          {order.hold.message}
        </p>
      )}
      {waiting && <ButtonLink to={paths.verifyPayment('ORDER', waiting.handle)}>Naar je betaling</ButtonLink>}

      <section className={styles.card} aria-labelledby="order-facts">
        <h2 id="order-facts">{order.status === 'QUOTE' ? 'Je offerte' : 'Je bestelling'}</h2>
        <dl className={styles.keyFacts}>
          <dt>Nummer</dt>
          <dd data-order-number>{order.number}</dd>
          <dt>Bevestiging naar</dt>
          <dd>{order.email}</dd>
          <dt>Levering</dt>
          <dd>
            {order.delivery === 'PICKUP'
              ? `${DELIVERY_LABELS.PICKUP} (${BUSINESS.address})`
              : DELIVERY_LABELS[order.delivery]}
          </dd>
        </dl>
        {order.deliveryAddress && order.delivery === 'ADDRESS' && (
          <div>
            <h3>Afleveradres</h3>
            <AddressLines
              address={{
                ...order.deliveryAddress,
                houseNumberAddition: order.deliveryAddress.houseNumberAddition ?? '',
              }}
            />
          </div>
        )}
        {rental && (
          <PeriodSummary
            pickupDate={order.pickupDate}
            pickupSlot={order.pickupSlot}
            returnDate={order.returnDate}
            returnSlot={order.returnSlot}
          />
        )}
        <ul className={styles.lines}>
          {order.lines.map((line) => (
            <li key={`${line.samId}-${line.type}`} className={styles.orderLine}>
              <span>
                {line.count} × {line.name}
              </span>
              <span className={styles.linePrice}>{amountIn(view, line.shownPrice)}</span>
            </li>
          ))}
        </ul>
        <PriceTotals totals={order.totals} rental={rental} />
      </section>

      <section aria-labelledby="order-next">
        <h2 id="order-next">Hoe gaat het verder?</h2>
        <ul className={styles.nextSteps}>
          {order.status === 'QUOTE' && order.hold.state === 'UNCONFIRMED' && (
            <li>
              Open de link in de e-mail met je offerte en bevestig haar; pas dan houden we de apparatuur voor
              je vast.
            </li>
          )}
          {order.status === 'QUOTE' && (
            <li>
              Bekijk de offerte in je e-mail. Wil je bestellen of iets aanpassen? Neem contact met ons op.
            </li>
          )}
          {rental && (
            <li>
              Neem bij het ophalen een geldig identiteitsbewijs mee; bestel je voor een bedrijf, dan ook een
              uittreksel van de KvK.
            </li>
          )}
          <li>
            Vragen? Bel {BUSINESS.phone.display} of mail naar{' '}
            <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a> en noem je nummer {order.number}.
          </li>
        </ul>
      </section>
      <div className={styles.actions}>
        <ButtonLink to={paths.home()} variant="outline">
          Naar de homepage
        </ButtonLink>
      </div>
    </div>
  );
}
