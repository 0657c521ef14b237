import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import { TextField } from '../../components/form-field.tsx';
import styles from './desk.module.css';
import { DeskActionForm, type Run } from './desk-action.tsx';
import {
  type Line,
  LinesEditor,
  lineFields,
  linesInput,
  type Period,
  PeriodFields,
  periodInput,
} from './desk-order-lines.tsx';
import { DeskPlaceOrderDocument } from './gql/graphql.ts';

// A new order at the counter for a customer record: a period with slots, articles found by the
// shop's search (rental, sale and occasions) with their counts, remarks, and whether it is a quote
// or reserved at once. The api prices and checks it as the shop does a cart; the order's page then
// shows its prices, and takes the payment.

export function CounterOrderForm({
  customerId,
  run,
  close,
}: {
  customerId: string;
  run: Run;
  close: () => void;
}) {
  const id = useId();
  const navigate = useNavigate();
  // One order per opened form, however often it is sent (a double click, a retry after an error).
  const [key] = useState(() => `balie-${crypto.randomUUID()}`);
  const [period, setPeriod] = useState<Period>({ van: '', ophalen: '', tot: '', terug: '' });
  const [lines, setLines] = useState<Line[]>([]);
  const [remarks, setRemarks] = useState('');
  const [reserve, setReserve] = useState(true);
  const [place, { loading }] = useMutation(DeskPlaceOrderDocument);

  return (
    <DeskActionForm
      run={run}
      send={async () => {
        const payload = (
          await place({
            variables: {
              idempotencyKey: key,
              input: { customerId, period: periodInput(period), lines: linesInput(lines), remarks, reserve },
            },
          })
        ).data?.deskPlaceOrder;
        if (payload?.order)
          void navigate(paths.deskOrder(payload.order.number), { state: { message: payload.message } });
        return payload;
      }}
      fields={[...lineFields(lines), 'remarks']}
      submitLabel={reserve ? 'Reserveren' : 'Offerte maken'}
      loading={loading}
      cancel={{ label: 'Geen bestelling', onClick: close }}
    >
      {(errors) => (
        <>
          <fieldset className={styles.fieldset}>
            <legend className={styles.label}>Huurperiode (bij huur)</legend>
            <PeriodFields period={period} onChange={setPeriod} errors={errors} />
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend className={styles.label}>Artikelen</legend>
            <LinesEditor lines={lines} onChange={setLines} errors={errors} />
          </fieldset>
          <TextField
            name="remarks"
            label="Opmerking (staat op de bevestiging)"
            multiline
            value={remarks}
            onChange={setRemarks}
            error={errors.remarks}
          />
          <fieldset className={styles.choice}>
            <legend className={styles.label}>Vasthouden</legend>
            <label className={styles.check}>
              <input type="radio" name={`${id}-hold`} checked={reserve} onChange={() => setReserve(true)} />{' '}
              Reserveren (vast tot het wordt geannuleerd)
            </label>
            <label className={styles.check}>
              <input type="radio" name={`${id}-hold`} checked={!reserve} onChange={() => setReserve(false)} />{' '}
              Offerte (vast zolang een bevestigde offerte geldt)
            </label>
          </fieldset>
        </>
      )}
    </DeskActionForm>
  );
}
