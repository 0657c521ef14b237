import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { TextField } from '../../components/form-field.tsx';
import styles from './desk.module.css';
import { DeskActionForm, Disclosure, type Run } from './desk-action.tsx';
import {
  type DeskCounterMethod,
  DeskCounterPaymentDocument,
  DeskSendPaymentLinkDocument,
  type DeskOrderPage_OrderFragment as Order,
} from './gql/graphql.ts';

// Paying what is open of an order at the desk: taken at the counter (pin or cash, the amount
// received; what is open is filled in), or a link to pay it mailed to the customer. The api says
// what is open and decides what may be paid; this only sends.

const METHODS: { method: DeskCounterMethod; label: string }[] = [
  { method: 'PIN', label: 'Pin' },
  { method: 'CONTANT', label: 'Contant' },
];

export function CounterPayment({ order, run }: { order: Order; run: Run }) {
  const [pay, { loading }] = useMutation(DeskCounterPaymentDocument);
  const [method, setMethod] = useState<DeskCounterMethod>('PIN');
  const [amount, setAmount] = useState(order.open.amount.replace('.', ','));
  const id = useId();
  return (
    <Disclosure label="Betaling aan de balie…">
      {(close) => (
        <DeskActionForm
          run={run}
          send={async () =>
            (await pay({ variables: { number: order.number, version: order.version, method, amount } })).data
              ?.deskCounterPayment
          }
          fields={['method', 'amount']}
          onDone={close}
          submitLabel="Betaling vastleggen"
          loading={loading}
          cancel={{ label: 'Niet vastleggen', onClick: close }}
        >
          {(errors) => (
            <>
              <fieldset className={styles.choice}>
                <legend className={styles.label}>Betaald met</legend>
                {METHODS.map((m) => (
                  <label key={m.method} className={styles.check}>
                    <input
                      type="radio"
                      name={`${id}-method`}
                      checked={method === m.method}
                      onChange={() => setMethod(m.method)}
                    />{' '}
                    {m.label}
                  </label>
                ))}
              </fieldset>
              <TextField
                name="amount"
                label="Ontvangen bedrag (euro)"
                hint={`Open: ${order.open.formatted}. Een deel kan ook; de rest blijft open.`}
                required
                inputMode="decimal"
                value={amount}
                onChange={setAmount}
                error={errors.amount ?? errors.method}
              />
            </>
          )}
        </DeskActionForm>
      )}
    </Disclosure>
  );
}

export function PaymentLink({ order, run }: { order: Order; run: Run }) {
  const [send, { loading }] = useMutation(DeskSendPaymentLinkDocument);
  return (
    <Disclosure label="Betaallink mailen…">
      {(close) => (
        <DeskActionForm
          run={run}
          send={async () =>
            (await send({ variables: { number: order.number, version: order.version } })).data
              ?.deskSendPaymentLink
          }
          fields={[]}
          onDone={close}
          submitLabel={`Mail een link voor ${order.open.formatted} naar ${order.email}`}
          loading={loading}
          cancel={{ label: 'Niet mailen', onClick: close }}
        >
          {() => (
            <p>De klant betaalt via de link bij onze betaalprovider; daarna is de bestelling betaald.</p>
          )}
        </DeskActionForm>
      )}
    </Disclosure>
  );
}
