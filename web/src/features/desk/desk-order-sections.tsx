import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { buttonStyles } from '../../components/button-link.tsx';
import { TextField } from '../../components/form-field.tsx';
import styles from './desk.module.css';
import { DeskActionForm, Disclosure, type Run } from './desk-action.tsx';
import { formatDateTime, PAYMENT_STATUS_LABELS, REFUND_STATUS_LABELS } from './desk-format.ts';
import { DeskSection } from './desk-section.tsx';
import {
  DeskAddNoteDocument,
  DeskCancelOrderDocument,
  DeskConfirmQuoteDocument,
  DeskRefundDocument,
  DeskResendMailDocument,
  type DeskOrderPage_OrderFragment as Order,
} from './gql/graphql.ts';

// The order page's actions on the order itself and its money, mails and notes, each sending the
// order's version as loaded (desk-order-route.tsx shows what came of it).

export function ConfirmQuote({ order, run }: { order: Order; run: Run }) {
  const [confirm, { loading }] = useMutation(DeskConfirmQuoteDocument);
  return (
    <Disclosure label={order.confirmedAt ? 'Offerte opnieuw bevestigen…' : 'Offerte bevestigen…'}>
      {(close) => (
        <DeskActionForm
          run={run}
          send={async () =>
            (await confirm({ variables: { number: order.number, version: order.version } })).data
              ?.deskConfirmQuote
          }
          fields={[]}
          onDone={close}
          submitLabel="Ja, bevestig de offerte"
          loading={loading}
          cancel={{ label: 'Niet bevestigen', onClick: close }}
        >
          {() => (
            <p>
              De huurartikelen van offerte {order.number} worden vanaf nu 48 uur vastgehouden, als ze nog vrij
              zijn. De klant betaalt daarna zoals bij elke bevestigde offerte.
            </p>
          )}
        </DeskActionForm>
      )}
    </Disclosure>
  );
}

export function CancelOrder({ order, run }: { order: Order; run: Run }) {
  const [cancel, { loading }] = useMutation(DeskCancelOrderDocument);
  const [reason, setReason] = useState('');
  const paid = order.payments.some((p) => p.status === 'PAID' && p.refundable.cents > 0);
  return (
    <Disclosure label="Bestelling annuleren…">
      {(close) => (
        <DeskActionForm
          run={run}
          send={async () =>
            (
              await cancel({
                variables: { number: order.number, version: order.version, reason: reason || null },
              })
            ).data?.deskCancelOrder
          }
          fields={['reason']}
          onDone={close}
          submitLabel={`Ja, annuleer bestelling ${order.number}`}
          loading={loading}
          cancel={{ label: 'Niet annuleren', onClick: close }}
        >
          {(errors) => (
            <>
              <p>
                Annuleren geeft de huurartikelen vrij en mailt de klant.
                {paid && ' Wat betaald is en nog niet terugbetaald, wordt volledig terugbetaald.'}
              </p>
              <TextField
                name="reason"
                label="Reden"
                hint="Voor het logboek (niet gemaild). Hoogstens 500 tekens."
                multiline
                value={reason}
                onChange={setReason}
                error={errors.reason}
              />
            </>
          )}
        </DeskActionForm>
      )}
    </Disclosure>
  );
}

export function Payments({ order, run }: { order: Order; run: Run }) {
  return (
    <DeskSection id="desk-payments" title="Betalingen">
      <p>
        Betaald: <strong>{order.paid.formatted}</strong> · open: <strong>{order.open.formatted}</strong>
      </p>
      {order.payments.length === 0 ? (
        <p>Geen betalingen.</p>
      ) : (
        <ul className={styles.cards}>
          {order.payments.map((payment) => (
            <li key={payment.handle} className={styles.card}>
              <p>
                <strong>{payment.amount.formatted}</strong> · {PAYMENT_STATUS_LABELS[payment.status]} ·{' '}
                {payment.counterMethod
                  ? `${payment.counterMethod === 'PIN' ? 'pin' : 'contant'} aan de balie`
                  : payment.provider === 'test'
                    ? 'testbetaling'
                    : payment.provider}{' '}
                · {formatDateTime(payment.createdAt)}
              </p>
              {payment.refunded.cents > 0 && (
                <p>
                  Terugbetaald: {payment.refunded.formatted}; nog terug te betalen:{' '}
                  {payment.refundable.formatted}
                </p>
              )}
              {payment.refunds.length > 0 && (
                <ul className={styles.plain}>
                  {payment.refunds.map((refund) => (
                    <li key={refund.id}>
                      {refund.amount.formatted} {REFUND_STATUS_LABELS[refund.status]},{' '}
                      {formatDateTime(refund.createdAt)} door {refund.staff.email}: {refund.reason}
                    </li>
                  ))}
                </ul>
              )}
              {payment.status === 'PAID' &&
                payment.refundable.cents > 0 &&
                !payment.counterMethod &&
                order.status !== 'CANCELLED' && <Refund order={order} payment={payment} run={run} />}
            </li>
          ))}
        </ul>
      )}
    </DeskSection>
  );
}

function Refund({ order, payment, run }: { order: Order; payment: Order['payments'][number]; run: Run }) {
  const [refund, { loading }] = useMutation(DeskRefundDocument);
  const [whole, setWhole] = useState(true);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const id = useId();
  return (
    <Disclosure label="Terugbetalen…">
      {(close) => (
        <DeskActionForm
          run={run}
          send={async () =>
            (
              await refund({
                variables: {
                  number: order.number,
                  version: order.version,
                  payment: payment.handle,
                  amount: whole ? null : amount,
                  reason,
                },
              })
            ).data?.deskRefund
          }
          fields={['amount', 'reason']}
          onDone={() => {
            // The next refund starts from an empty form, not this one's part and reason.
            setWhole(true);
            setAmount('');
            setReason('');
            close();
          }}
          submitLabel={
            whole ? `Ja, betaal ${payment.refundable.formatted} terug` : 'Ja, betaal dit bedrag terug'
          }
          busyLabel="Bezig met terugbetalen…"
          loading={loading}
          cancel={{ label: 'Niet terugbetalen', onClick: close }}
        >
          {(errors) => (
            <>
              <fieldset className={styles.choice}>
                <legend className={styles.label}>Hoeveel?</legend>
                <label className={styles.check}>
                  <input type="radio" name={`${id}-whole`} checked={whole} onChange={() => setWhole(true)} />{' '}
                  Alles wat nog kan: {payment.refundable.formatted}
                </label>
                <label className={styles.check}>
                  <input
                    type="radio"
                    name={`${id}-whole`}
                    checked={!whole}
                    onChange={() => setWhole(false)}
                  />{' '}
                  Een deel
                </label>
              </fieldset>
              {!whole && (
                <TextField
                  name="amount"
                  label="Bedrag in euro"
                  hint={`Zoals 12,50; hoogstens ${payment.refundable.formatted}.`}
                  inputMode="decimal"
                  required
                  value={amount}
                  onChange={setAmount}
                  error={errors.amount}
                />
              )}
              <TextField
                name="reason"
                label="Reden"
                hint="Voor het logboek; de klant krijgt een e-mail zonder deze reden."
                required
                value={reason}
                onChange={setReason}
                error={errors.reason}
              />
            </>
          )}
        </DeskActionForm>
      )}
    </Disclosure>
  );
}

export function Mails({ order, run }: { order: Order; run: Run }) {
  const [resend, { loading }] = useMutation(DeskResendMailDocument);
  const [sending, setSending] = useState<string>();
  return (
    <DeskSection id="desk-mails" title="E-mails">
      {order.mails.length === 0 ? (
        <p>Nog geen e-mails over deze bestelling.</p>
      ) : (
        <ul className={styles.rows}>
          {order.mails.map((mail) => (
            <li key={mail.id} className={styles.row}>
              <span>
                <strong>{mail.subject}</strong>
                <br />
                <span className={styles.muted}>
                  aan {mail.to}, {formatDateTime(mail.createdAt)}
                  {mail.sentAt
                    ? `, verstuurd ${formatDateTime(mail.sentAt)}`
                    : ', nog niet verstuurd via SMTP'}
                </span>
              </span>
              <button
                type="button"
                className={`${buttonStyles.button} ${buttonStyles.outline} ${styles.small}`}
                disabled={loading}
                aria-label={`Opnieuw versturen: ${mail.subject} (${formatDateTime(mail.createdAt)})`}
                onClick={async () => {
                  setSending(mail.id);
                  await run(
                    async () =>
                      (
                        await resend({
                          variables: { number: order.number, version: order.version, mailId: mail.id },
                        })
                      ).data?.deskResendMail,
                    [],
                  );
                  setSending(undefined);
                }}
              >
                {sending === mail.id ? 'Bezig…' : 'Opnieuw versturen'}
              </button>
            </li>
          ))}
        </ul>
      )}
    </DeskSection>
  );
}

export function Notes({ order, run }: { order: Order; run: Run }) {
  const [addNote, { loading }] = useMutation(DeskAddNoteDocument);
  const [text, setText] = useState('');
  return (
    <DeskSection id="desk-notes" title="Notities">
      {order.notes.length > 0 && (
        <ul className={styles.plain}>
          {order.notes.map((note) => (
            <li key={note.id} className={styles.note}>
              <p>{note.text}</p>
              <p className={styles.muted}>
                {note.staff.email}, {formatDateTime(note.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <DeskActionForm
        run={run}
        send={async () =>
          (await addNote({ variables: { number: order.number, version: order.version, text } })).data
            ?.deskAddNote
        }
        fields={['text']}
        onDone={() => setText('')}
        submitLabel="Notitie toevoegen"
        loading={loading}
        showGeneral={false}
      >
        {(errors) => (
          <TextField
            name="text"
            label="Nieuwe notitie"
            hint="Alleen zichtbaar voor medewerkers. Hoogstens 2000 tekens."
            multiline
            value={text}
            onChange={setText}
            error={errors.text}
          />
        )}
      </DeskActionForm>
    </DeskSection>
  );
}
