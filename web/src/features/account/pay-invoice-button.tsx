import { useMutation } from '@apollo/client/react';
import { buttonStyles } from '../../components/button-link.tsx';
import { GeneralError } from '../../components/form-field.tsx';
import { useStartPayment } from '../../components/pay-url.ts';
import { PayInvoiceDocument } from '../../gql/graphql.ts';

type Props = {
  handle: string;
  label: string;
  /** Names the invoice for screen readers when several buttons share a label (the table). */
  accessibleLabel?: string;
};

/** Starts a payment of the invoice (payInvoice) and goes to the provider's page. */
export function PayInvoiceButton({ handle, label, accessibleLabel }: Props) {
  const [pay] = useMutation(PayInvoiceDocument);
  const { sending, message, onClick } = useStartPayment(async () => {
    const { data } = await pay({ variables: { handle } });
    return data?.payInvoice;
  });

  return (
    <>
      <button
        type="button"
        className={`${buttonStyles.button} ${buttonStyles.primary}`}
        disabled={sending}
        aria-label={sending ? undefined : accessibleLabel}
        onClick={onClick}
      >
        {sending ? 'Bezig…' : label}
      </button>
      <GeneralError message={message} />
    </>
  );
}
