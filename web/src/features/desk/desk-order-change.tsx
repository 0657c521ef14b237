import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { slotsForDate } from '../../../../domain/slots.ts';
import styles from './desk.module.css';
import { DeskActionForm, Disclosure, type Run } from './desk-action.tsx';
import {
  type Line,
  LinesEditor,
  lineFields,
  linesInput,
  type Period,
  PeriodFields,
  periodInput,
} from './desk-order-lines.tsx';
import { DeskChangeOrderDocument, type DeskOrderPage_OrderFragment as Order } from './gql/graphql.ts';

// Changing an order at the desk: its lines and period as they are to be; picked up, only the
// return ("verlengen"). The api checks what is free, prices it, pays back what is paid too much and
// leaves the rest open for the payment actions; the customer is mailed.

/** The slot id of a stored slot description ("09:00–10:00") on its date. */
const slotId = (date: string | null | undefined, description: string | null | undefined) =>
  date && description ? String(slotsForDate(date).find((s) => s.label === description)?.id ?? '') : '';

export function ChangeOrder({ order, run }: { order: Order; run: Run }) {
  const pickedUp = order.status === 'PICKED_UP';
  return (
    <Disclosure label={pickedUp ? 'Verlengen…' : 'Wijzigen…'}>
      {(close) => <ChangeForm order={order} run={run} close={close} pickedUp={pickedUp} />}
    </Disclosure>
  );
}

function ChangeForm({
  order,
  run,
  close,
  pickedUp,
}: {
  order: Order;
  run: Run;
  close: () => void;
  pickedUp: boolean;
}) {
  const [change, { loading }] = useMutation(DeskChangeOrderDocument);
  const [period, setPeriod] = useState<Period>({
    van: order.pickupDate ?? '',
    ophalen: slotId(order.pickupDate, order.pickupSlot),
    tot: order.returnDate ?? '',
    terug: slotId(order.returnDate, order.returnSlot),
  });
  const [lines, setLines] = useState<Line[]>(
    order.lines.map((l) => ({ articleId: l.articleId, name: l.name, type: l.type, count: String(l.count) })),
  );
  return (
    <DeskActionForm
      run={run}
      send={async () =>
        (
          await change({
            variables: {
              number: order.number,
              version: order.version,
              period: periodInput(period),
              lines: linesInput(lines),
            },
          })
        ).data?.deskChangeOrder
      }
      fields={lineFields(lines)}
      onDone={close}
      submitLabel={pickedUp ? 'Verlengen' : 'Wijziging bewaren'}
      loading={loading}
      cancel={{ label: 'Niet wijzigen', onClick: close }}
    >
      {(errors) => (
        <>
          <fieldset className={styles.fieldset}>
            <legend className={styles.label}>{pickedUp ? 'Nieuw einde' : 'Huurperiode'}</legend>
            <PeriodFields period={period} onChange={setPeriod} errors={errors} endOnly={pickedUp} />
          </fieldset>
          {pickedUp ? (
            <p>De artikelen zijn meegegeven; die blijven zoals ze zijn.</p>
          ) : (
            <fieldset className={styles.fieldset}>
              <legend className={styles.label}>Artikelen</legend>
              <LinesEditor lines={lines} onChange={setLines} errors={errors} />
            </fieldset>
          )}
          <p className={styles.muted}>
            Het verschil zie je na het bewaren: te veel betaald gaat meteen terug, het resterende staat open
            om te betalen.
          </p>
        </>
      )}
    </DeskActionForm>
  );
}
