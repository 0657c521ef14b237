import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { BUSINESS } from '../../../../domain/business.ts';
import { QUOTE_LINK_INVALID } from '../../../../domain/link-messages.ts';
import { paths } from '../../../../domain/paths.ts';
import { ButtonLink, buttonStyles } from '../../components/button-link.tsx';
import { useDocumentMeta } from '../../components/document-head.tsx';
import { GeneralError, SubmitButton } from '../../components/form-field.tsx';
import { useStartPayment } from '../../components/pay-url.ts';
import { ErrorView } from '../../components/route-error.tsx';
import { actionFailure } from '../../components/server-unreachable.ts';
import { usePrivateQuery } from '../../components/use-private-query.ts';
import {
  type ConfirmQuote_ConfirmationFragment,
  ConfirmQuoteDocument,
  PayQuoteDocument,
  QuoteConfirmationPageDocument,
} from '../../gql/graphql.ts';
import styles from './checkout.module.css';
import { StatusSkeleton } from './checkout-skeleton.tsx';

// /offerte-bevestigen?token=…: the link in a guest's quote mail. Opening the page changes nothing
// (a mail scanner follows links): it reads the quote's state and offers a button; only the click
// holds the gear (api/orders/README.md "Holds and bounds"). Opened again, the page says the quote
// was confirmed and until when the gear is kept; an expired or unknown link says so.

export function loader({ request }: LoaderFunctionArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

export function Component() {
  const { token } = useLoaderData<typeof loader>();
  useDocumentMeta('Offerte bevestigen', undefined, { noindex: true });
  const { data, error, waiting } = usePrivateQuery(QuoteConfirmationPageDocument, { token });
  const [confirmed, setConfirmed] = useState<ConfirmQuote_ConfirmationFragment>();
  if (!token) return <Unknown />;
  if (waiting) return <StatusSkeleton />;
  const quote = confirmed ?? data?.quoteConfirmation;
  if (!quote) return error ? <ErrorView error={error} /> : <Unknown />;
  return <QuotePage quote={quote} token={token} onConfirmed={setConfirmed} />;
}

const BADGES = {
  OPEN: { badge: 'Nog niet bevestigd', tone: 'waiting', title: 'Bevestig je offerte' },
  CONFIRMED: { badge: 'Bevestigd', tone: 'success', title: 'Je offerte is bevestigd' },
  EXPIRED: { badge: 'Verlopen', tone: 'error', title: 'Deze link is verlopen' },
  CANCELLED: { badge: 'Geannuleerd', tone: 'error', title: 'Deze offerte is geannuleerd' },
  PAYING: { badge: 'Betaling loopt', tone: 'waiting', title: 'Je betaalt je offerte' },
  PAID: { badge: 'Betaald', tone: 'success', title: 'Je offerte is betaald' },
} as const;

function QuotePage({
  quote,
  token,
  onConfirmed,
}: {
  quote: ConfirmQuote_ConfirmationFragment;
  token: string;
  onConfirmed: (quote: ConfirmQuote_ConfirmationFragment) => void;
}) {
  const heading = BADGES[quote.state];
  return (
    <div className={styles.statusPage}>
      <span className={styles.badge} data-tone={heading.tone}>
        {heading.badge}
      </span>
      <h1>{heading.title}</h1>
      <p className={styles.lead} role={quote.state === 'OPEN' ? undefined : 'status'} data-quote-message>
        {quote.message}
      </p>
      <dl className={styles.keyFacts}>
        <dt>Offertenummer</dt>
        <dd data-order-number>{quote.number}</dd>
      </dl>
      {quote.state === 'OPEN' && <ConfirmForm token={token} onConfirmed={onConfirmed} />}
      {quote.canPay && <PayQuote token={token} first={quote.state === 'OPEN'} />}
      {quote.state === 'EXPIRED' && (
        <p>
          Wil je de apparatuur nog huren? Vraag een nieuwe offerte aan via{' '}
          <Link to={paths.checkout()}>je winkelwagen</Link>.
        </p>
      )}
      <p>
        Vragen? Bel {BUSINESS.phone.display} of mail naar{' '}
        <a href={`mailto:${BUSINESS.mailboxes.verhuur}`}>{BUSINESS.mailboxes.verhuur}</a> en noem je
        offertenummer.
      </p>
      <div className={styles.actions}>
        <ButtonLink to={paths.rental()} variant="outline">
          Naar de verhuur
        </ButtonLink>
      </div>
    </div>
  );
}

/** "Nu betalen": the quote paid now, at the provider's page; reserved once the payment is in. */
function PayQuote({ token, first }: { token: string; first: boolean }) {
  const [pay] = useMutation(PayQuoteDocument);
  const { sending, message, onClick } = useStartPayment(async () => {
    const { data } = await pay({ variables: { token } });
    return data?.payQuote;
  });
  return (
    <div className={styles.form}>
      <p>
        {first
          ? 'Of betaal meteen: na je betaling is de apparatuur voor je gereserveerd.'
          : 'Na je betaling is de apparatuur voor je gereserveerd.'}
      </p>
      <div>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.primary}`}
          disabled={sending}
          onClick={onClick}
        >
          {sending ? 'Bezig…' : 'Nu betalen'}
        </button>
      </div>
      <GeneralError message={message} />
    </div>
  );
}

function ConfirmForm({
  token,
  onConfirmed,
}: {
  token: string;
  onConfirmed: (quote: ConfirmQuote_ConfirmationFragment) => void;
}) {
  const [confirm] = useMutation(ConfirmQuoteDocument);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string[]>([]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setFailure([]);
    try {
      const { data } = await confirm({ variables: { token } });
      const answer = data?.confirmQuote;
      if (answer?.confirmation) {
        onConfirmed(answer.confirmation);
        return;
      }
      const messages = answer?.errors.flatMap((e) => e.messages) ?? [];
      setFailure(messages.length > 0 ? messages : [actionFailure()]);
    } catch {
      setFailure([actionFailure()]);
    }
    setSending(false);
  }

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-label="Offerte bevestigen">
      <div>
        <SubmitButton busy={sending} busyLabel="Bezig met bevestigen…" variant="dark">
          Offerte bevestigen
        </SubmitButton>
      </div>
      {failure.length > 1 ? (
        <div className={styles.placeError} role="alert">
          <ul className={styles.errorList}>
            {failure.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : (
        <GeneralError message={failure[0]} />
      )}
    </form>
  );
}

function Unknown() {
  return (
    <div className={styles.statusPage}>
      <span className={styles.badge} data-tone="error">
        Onbekende link
      </span>
      <h1>Deze link werkt niet</h1>
      <p className={styles.lead} role="alert">
        {QUOTE_LINK_INVALID}
      </p>
      <div className={styles.actions}>
        <ButtonLink to={paths.checkout()} variant="outline">
          Naar je winkelwagen
        </ButtonLink>
      </div>
    </div>
  );
}
