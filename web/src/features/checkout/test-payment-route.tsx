import { useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import { ButtonLink, buttonStyles } from '../../components/button-link.tsx';
import { useDocumentMeta } from '../../components/document-head.tsx';
import { GeneralError } from '../../components/form-field.tsx';
import { NotFound } from '../../components/not-found.tsx';
import { ErrorView } from '../../components/route-error.tsx';
import { actionFailure } from '../../components/server-unreachable.ts';
import { handleLoader, usePrivateQuery } from '../../components/use-private-query.ts';
import {
  CompleteTestPaymentDocument,
  type PaymentStatus,
  TestPaymentDocument,
  type TestPaymentQuery,
} from '../../gql/graphql.ts';
import styles from './checkout.module.css';
import { StatusSkeleton } from './checkout-skeleton.tsx';

// /testbetaling/:handle: the built-in test payment provider's page (DESIGN "Payments"), where a
// card or iDEAL provider's page would be. It plays the provider: the visitor chooses what happens,
// the api records it as the provider's answer (and calls its own webhook), and the visitor returns
// to the verify page of the payment's kind. Private: the browser asks, the server renders the skeleton.
export const loader = handleLoader;

export function Component() {
  const { handle } = useLoaderData<typeof loader>();
  const { data, error, waiting } = usePrivateQuery(TestPaymentDocument, { handle });
  useDocumentMeta('Testbetaling', undefined, { noindex: true });
  if (waiting) return <StatusSkeleton />;
  const payment = data?.payment;
  if (!payment) {
    if (error) return <ErrorView error={error} />;
    return (
      <NotFound title="Betaling niet gevonden">
        Deze betaling bestaat niet (meer). Controleer de link.
      </NotFound>
    );
  }
  return <TestPayment payment={payment} />;
}

type Payment = NonNullable<TestPaymentQuery['payment']>;

const CHOICES: readonly { outcome: PaymentStatus; label: string; variant: 'primary' | 'outline' | 'dark' }[] =
  [
    { outcome: 'PAID', label: 'Betalen', variant: 'primary' },
    { outcome: 'CANCELLED', label: 'Annuleren', variant: 'outline' },
    { outcome: 'FAILED', label: 'Laten mislukken', variant: 'dark' },
  ];

function TestPayment({ payment }: { payment: Payment }) {
  const navigate = useNavigate();
  const [complete] = useMutation(CompleteTestPaymentDocument, { errorPolicy: 'all' });
  const [sending, setSending] = useState<PaymentStatus | null>(null);
  const [message, setMessage] = useState<string>();
  const busy = useRef(false);
  const verifyUrl = paths.verifyPayment(payment.kind, payment.handle);

  async function choose(outcome: PaymentStatus) {
    if (busy.current) return;
    busy.current = true;
    setSending(outcome);
    setMessage(undefined);
    let done = false;
    try {
      const { data } = await complete({ variables: { handle: payment.handle, outcome } });
      const answer = data?.completeTestPayment;
      if (answer?.payment) {
        done = true;
        // As a provider returns the visitor: the verify page replaces this one in the history.
        await navigate(paths.verifyPayment(answer.payment.kind, answer.payment.handle), { replace: true });
        return;
      }
      setMessage(answer?.errors.flatMap((e) => e.messages.slice(0, 1)).join(' ') || actionFailure());
    } catch {
      setMessage(actionFailure());
    } finally {
      if (!done) {
        busy.current = false;
        setSending(null);
      }
    }
  }

  return (
    <div className={styles.statusPage}>
      <p className={styles.testBanner} role="note">
        Testbetaalomgeving — er wordt geen echt geld afgeschreven
      </p>
      <span className={styles.badge}>Betalen</span>
      <h1>Rond je betaling af</h1>
      <section className={styles.card} aria-labelledby="test-payment-what">
        <h2 id="test-payment-what">Je betaalt</h2>
        <p className={styles.amount} data-payment-amount>
          {payment.amount.formatted}
        </p>
        <p>{payment.description}</p>
      </section>
      {payment.status === 'OPEN' ? (
        <>
          <p className={styles.note}>Kies wat de betaalprovider terugmeldt:</p>
          <div className={`${styles.placeActions} ${styles.actions}`}>
            {CHOICES.map((choice) => (
              <button
                key={choice.outcome}
                type="button"
                className={`${buttonStyles.button} ${buttonStyles[choice.variant]}`}
                disabled={sending !== null}
                onClick={() => void choose(choice.outcome)}
              >
                {sending === choice.outcome ? 'Bezig…' : choice.label}
              </button>
            ))}
          </div>
          <GeneralError message={message} />
        </>
      ) : (
        <>
          <p className={styles.lead}>Deze betaling is al afgerond.</p>
          <ButtonLink to={verifyUrl}>Bekijk de status van je betaling</ButtonLink>
        </>
      )}
    </div>
  );
}
