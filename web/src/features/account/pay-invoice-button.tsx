import { useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonStyles } from '../../components/button-link.tsx';
import { GENERAL_FAILURE } from '../../components/field-errors.ts';
import { GeneralError } from '../../components/form-field.tsx';
import { goToPayUrl } from '../../components/pay-url.ts';
import { PayInvoiceDocument } from '../../gql/graphql.ts';

type Props = {
  handle: string;
  label: string;
  /** Names the invoice for screen readers when several buttons share a label (the table). */
  accessibleLabel?: string;
};

/** Starts a payment of the invoice (payInvoice) and goes to the provider's page. */
export function PayInvoiceButton({ handle, label, accessibleLabel }: Props) {
  const navigate = useNavigate();
  const [pay] = useMutation(PayInvoiceDocument);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string>();
  // A double click starts one payment.
  const busy = useRef(false);

  async function onClick() {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    setMessage(undefined);
    let leaving = false;
    try {
      const { data } = await pay({ variables: { handle } });
      const payment = data?.payInvoice.payment;
      if (payment) {
        leaving = true;
        await goToPayUrl(payment.payUrl, navigate);
        return;
      }
      setMessage(data?.payInvoice.errors.flatMap((e) => e.messages.slice(0, 1)).join(' ') || GENERAL_FAILURE);
    } catch {
      setMessage(GENERAL_FAILURE);
    } finally {
      if (!leaving) {
        busy.current = false;
        setSending(false);
      }
    }
  }

  return (
    <>
      <button
        type="button"
        className={`${buttonStyles.button} ${buttonStyles.primary}`}
        disabled={sending}
        aria-label={sending ? undefined : accessibleLabel}
        onClick={() => void onClick()}
      >
        {sending ? 'Bezig…' : label}
      </button>
      <GeneralError message={message} />
    </>
  );
}
