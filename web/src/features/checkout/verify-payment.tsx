import { useMutation } from '@apollo/client/react';
import { BUSINESS } from '../../../../domain/business.ts';
import { paths } from '../../../../domain/paths.ts';
import { ButtonLink, buttonStyles } from '../../components/button-link.tsx';
import { GeneralError } from '../../components/form-field.tsx';
import { useStartPayment } from '../../components/pay-url.ts';
import {
  type PaymentKind,
  type PaymentStatus,
  RetryPaymentDocument,
  type VerifyPaymentQuery,
} from '../../gql/graphql.ts';
import styles from './checkout.module.css';

type Payment = NonNullable<VerifyPaymentQuery['payment']>;

type Props = {
  payment: Payment;
  /** An open payment has been asked about for 2 minutes without a final answer. */
  timedOut: boolean;
  onCheckAgain: () => void;
};

const UNSUCCESSFUL: Record<Exclude<PaymentStatus, 'OPEN' | 'PAID'>, string> = {
  CANCELLED: 'Betaling geannuleerd',
  FAILED: 'Betaling mislukt',
  EXPIRED: 'Betaling verlopen',
};

const WHAT: Record<PaymentKind, string> = {
  ORDER: 'bestelling',
  INVOICE: 'factuur',
  PROJECT: 'project',
};

/** What a payment's verify page says, by its status (SPEC §2, api/orders/README.md). */
export function VerifyPayment({ payment, timedOut, onCheckAgain }: Props) {
  switch (payment.status) {
    case 'PAID':
      return <Paid payment={payment} />;
    case 'OPEN':
      return <Open payment={payment} timedOut={timedOut} onCheckAgain={onCheckAgain} />;
    default:
      return <Unsuccessful payment={payment} title={UNSUCCESSFUL[payment.status]} />;
  }
}

function Facts({ payment }: { payment: Payment }) {
  return (
    <dl className={styles.keyFacts}>
      {payment.orderNumber && (
        <>
          <dt>Bestelnummer</dt>
          <dd data-order-number>{payment.orderNumber}</dd>
        </>
      )}
      <dt>Bedrag</dt>
      <dd>{payment.amount.formatted}</dd>
      <dt>Omschrijving</dt>
      <dd>{payment.description}</dd>
    </dl>
  );
}

function Paid({ payment }: { payment: Payment }) {
  const order = payment.kind === 'ORDER' ? payment.orderNumber : null;
  return (
    <div className={styles.statusPage}>
      <span className={styles.badge} data-tone="success">
        Betaald
      </span>
      <h1>Betaling gelukt</h1>
      <p className={styles.lead}>
        {order
          ? `Bedankt! Je betaling voor bestelling ${order} is binnen.`
          : `Bedankt! Je betaling voor je ${WHAT[payment.kind]} is binnen.`}
      </p>
      <section className={styles.card} aria-labelledby="verify-facts">
        <h2 id="verify-facts">Je betaling</h2>
        <Facts payment={payment} />
      </section>
      <section aria-labelledby="verify-next">
        <h2 id="verify-next">Hoe gaat het verder?</h2>
        <ul className={styles.nextSteps}>
          {order ? (
            <>
              <li>Je krijgt een bevestiging van je bestelling per e-mail.</li>
              <li>
                Huur je apparatuur? Haal die op de gekozen dag en tijd op bij {BUSINESS.address}. Neem een
                geldig identiteitsbewijs mee; bestel je voor een bedrijf, dan ook een uittreksel van de KvK.
              </li>
              <li>Verzenden we je bestelling? Dan hoor je per e-mail wanneer hij onderweg is.</li>
            </>
          ) : (
            <li>Je ontvangt een bevestiging per e-mail. Je hoeft verder niets te doen.</li>
          )}
        </ul>
      </section>
      <div className={styles.actions}>
        {order && <ButtonLink to={paths.orderConfirmation(order)}>Bekijk je bestelling</ButtonLink>}
        {payment.kind === 'INVOICE' && <ButtonLink to={paths.account()}>Naar je facturen</ButtonLink>}
        <ButtonLink to={paths.home()} variant="outline">
          Naar de homepage
        </ButtonLink>
      </div>
    </div>
  );
}

function Open({ payment, timedOut, onCheckAgain }: Props) {
  return (
    <div className={styles.statusPage}>
      <span className={styles.badge} data-tone="waiting">
        Nog niet afgerond
      </span>
      <h1>Je betaling wordt gecontroleerd</h1>
      {timedOut ? (
        <div role="alert">
          <p className={styles.lead}>
            De bevestiging van je betaling duurt langer dan verwacht. Heb je betaald? Dan mailen we je zodra
            de betaling binnen is. Je kunt het hier ook later opnieuw bekijken.
          </p>
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.dark}`}
            onClick={onCheckAgain}
          >
            Opnieuw controleren
          </button>
        </div>
      ) : (
        <p className={styles.lead} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          We wachten op de bevestiging van je betaling…
        </p>
      )}
      <section className={styles.card} aria-labelledby="verify-facts">
        <h2 id="verify-facts">Je betaling</h2>
        <Facts payment={payment} />
      </section>
    </div>
  );
}

function Unsuccessful({ payment, title }: { payment: Payment; title: string }) {
  const order = payment.kind === 'ORDER' ? payment.orderNumber : null;
  return (
    <div className={styles.statusPage}>
      <span className={styles.badge} data-tone="error">
        Niet betaald
      </span>
      <h1>{title}</h1>
      <p className={styles.lead}>
        Er is niets afgeschreven.{' '}
        {order
          ? `Je bestelling ${order} staat nog voor je klaar: je kunt het opnieuw proberen.`
          : payment.kind === 'INVOICE'
            ? 'Je factuur staat nog open: je kunt hem opnieuw betalen bij je facturen.'
            : `Neem contact met ons op om je ${WHAT[payment.kind]} alsnog te betalen.`}
      </p>
      <section className={styles.card} aria-labelledby="verify-facts">
        <h2 id="verify-facts">Je betaling</h2>
        <Facts payment={payment} />
      </section>
      {order ? (
        <RetryButton orderNumber={order} />
      ) : payment.kind === 'INVOICE' ? (
        <div className={styles.actions}>
          <ButtonLink to={paths.account()}>Naar je facturen</ButtonLink>
        </div>
      ) : (
        <p>
          Bel {BUSINESS.phone.display} of mail naar <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>.
        </p>
      )}
    </div>
  );
}

/** "Opnieuw betalen": a new payment for the order (retryPayment), then its pay page. */
function RetryButton({ orderNumber }: { orderNumber: string }) {
  const [retry] = useMutation(RetryPaymentDocument, { errorPolicy: 'all' });
  const { sending, message, onClick } = useStartPayment(async () => {
    const { data } = await retry({ variables: { orderNumber } });
    return data?.retryPayment;
  });

  return (
    <div>
      <div className={styles.actions}>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.primary}`}
          disabled={sending}
          onClick={onClick}
        >
          {sending ? 'Bezig…' : 'Opnieuw betalen'}
        </button>
        <ButtonLink to={paths.orderConfirmation(orderNumber)} variant="outline">
          Bekijk je bestelling
        </ButtonLink>
      </div>
      <GeneralError message={message} />
    </div>
  );
}
