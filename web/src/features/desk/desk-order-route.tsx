import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import { buttonStyles } from '../../components/button-link.tsx';
import { useDocumentMeta } from '../../components/document-head.tsx';
import { type FieldErrors, fieldErrorMap } from '../../components/field-errors.ts';
import { GeneralError, TextField } from '../../components/form-field.tsx';
import { useHydrated } from '../../components/use-client.ts';
import styles from './desk.module.css';
import { errorText, isSessionRefusal } from './desk-client.ts';
import {
  formatDateShort,
  formatDateTime,
  PAYMENT_STATUS_LABELS,
  REFUND_STATUS_LABELS,
  STATUS_LABELS,
} from './desk-format.ts';
import { DeskHistory } from './desk-history.tsx';
import {
  DeskAddNoteDocument,
  DeskCancelOrderDocument,
  DeskConfirmQuoteDocument,
  DeskOrderDocument,
  DeskRefundDocument,
  DeskResendMailDocument,
  type DeskOrderPage_OrderFragment as Order,
  type DeskAction_PayloadFragment as Payload,
} from './gql/graphql.ts';

// /beheer/bestellingen/:number: everything about one order and what the desk can do with it.
// Each action sends the order's `version` as loaded: when someone else changed the order since,
// nothing is done and the page says so in the api's words, showing the order as it is now.

export function loader({ params }: LoaderFunctionArgs) {
  return { number: params.number ?? '' };
}

type Result = { kind: 'done' | 'conflict' | 'failed'; text: string };

export function Component() {
  const { number } = useLoaderData<typeof loader>();
  useDocumentMeta(`Bestelling ${number} – balie`, undefined, { noindex: true });
  const hydrated = useHydrated();
  const { data, error, refetch } = useQuery(
    DeskOrderDocument,
    hydrated ? { variables: { number }, fetchPolicy: 'network-only', errorPolicy: 'all' } : skipToken,
  );
  const back = (
    <p>
      <Link to={paths.desk()}>← Alle bestellingen</Link>
    </p>
  );
  if (error && !data?.deskOrder && !isSessionRefusal(error)) {
    return (
      <div>
        {back}
        <h1 className={styles.title}>Bestelling {number}</h1>
        <p className={styles.alert} role="alert">
          {errorText(error)}
        </p>
      </div>
    );
  }
  if (!data) {
    return (
      <div>
        {back}
        <h1 className={styles.title}>Bestelling {number}</h1>
        <p role="status" className={styles.loading}>
          Bestelling laden…
        </p>
      </div>
    );
  }
  if (!data.deskOrder) {
    return (
      <div>
        {back}
        <h1 className={styles.title}>Bestelling niet gevonden</h1>
        <p>Er is geen bestelling met nummer {number}.</p>
      </div>
    );
  }
  return (
    <div>
      {back}
      <OrderView order={data.deskOrder} reload={() => refetch()} />
    </div>
  );
}

/**
 * Runs an action and says what came of it; answers the field errors of a refusal. After a
 * conflict the order is asked again, so the page shows it as it is now (and its new version).
 */
function useActionResult(reload: () => Promise<unknown>) {
  const [result, setResult] = useState<Result & { shown: number }>();
  const resultRef = useRef<HTMLDivElement>(null);
  const show = (next: Result) => setResult((previous) => ({ ...next, shown: (previous?.shown ?? 0) + 1 }));
  // Each message takes the focus once it is on the page, so it is read out and seen (also the same
  // words twice).
  const shown = result?.shown;
  useEffect(() => {
    if (shown) resultRef.current?.focus();
  }, [shown]);
  const run = async (
    send: () => Promise<Payload | undefined>,
    fields: string[],
    onDone?: () => void,
  ): Promise<FieldErrors> => {
    try {
      const payload = await send();
      if (!payload) throw new Error('no answer');
      if (payload.conflict) {
        await reload().catch(() => undefined);
        show({
          kind: 'conflict',
          text: `${payload.conflict.message} Hieronder zie je de bestelling zoals ze nu is.`,
        });
        return {};
      }
      if (payload.order) {
        show({ kind: 'done', text: payload.message ?? 'Gelukt.' });
        onDone?.();
        return {};
      }
      const errors = fieldErrorMap(payload.errors, new Set(fields));
      if (errors.general) show({ kind: 'failed', text: errors.general });
      return errors;
    } catch (error) {
      if (!isSessionRefusal(error)) show({ kind: 'failed', text: errorText(error) });
      return {};
    }
  };
  const view = result ? (
    <div
      ref={resultRef}
      tabIndex={-1}
      role={result.kind === 'done' ? 'status' : 'alert'}
      className={result.kind === 'done' ? styles.success : styles.alert}
      data-result={result.kind}
    >
      {result.text}
    </div>
  ) : null;
  return { run, view };
}

function OrderView({ order, reload }: { order: Order; reload: () => Promise<unknown> }) {
  const { run, view } = useActionResult(reload);
  const address = order.billingAddress;
  return (
    <article aria-labelledby="desk-order-title">
      <header className={styles.orderHeader}>
        <h1 id="desk-order-title" className={styles.title}>
          Bestelling {order.number}
        </h1>
        <p className={styles.meta}>
          <span className={styles.status} data-status={order.status}>
            {STATUS_LABELS[order.status]}
          </span>{' '}
          · geplaatst {formatDateTime(order.createdAt)} · versie {order.version}
          {order.confirmedAt && <> · bevestigd {formatDateTime(order.confirmedAt)}</>}
        </p>
        {order.attention === 'LATE_PAYMENT' && (
          <p className={styles.alert}>
            Let op: betaald nadat de huurartikelen naar een andere klant gingen. Neem contact op met de klant.
          </p>
        )}
      </header>

      <div aria-live="polite">{view}</div>

      <section aria-labelledby="desk-actions" className={styles.section}>
        <h2 id="desk-actions" className={styles.sectionTitle}>
          Acties
        </h2>
        <div className={styles.actionGrid}>
          {/* A quote held already needs no confirmation; one whose hold ran out can be confirmed again. */}
          {order.status === 'QUOTE' && order.hold.state !== 'HELD' && (
            <ConfirmQuote order={order} run={run} />
          )}
          {order.status !== 'CANCELLED' && <CancelOrder order={order} run={run} />}
          {order.status === 'CANCELLED' && <p>Deze bestelling is geannuleerd; er zijn geen acties meer.</p>}
        </div>
      </section>

      <div className={styles.columns}>
        <section aria-labelledby="desk-customer" className={styles.section}>
          <h2 id="desk-customer" className={styles.sectionTitle}>
            Klant
          </h2>
          <p>
            {address.firstName} {address.lastName}
            {order.customer.company && (
              <>
                <br />
                {order.customer.companyName}
                {order.customer.vatNumber && <> · btw {order.customer.vatNumber}</>}
                {order.customer.kvkNumber && <> · KvK {order.customer.kvkNumber}</>}
              </>
            )}
            <br />
            {address.street} {address.houseNumber}
            {address.houseNumberAddition ? ` ${address.houseNumberAddition}` : ''}
            <br />
            {address.postalCode} {address.city} ({address.country})
            <br />
            <a href={`mailto:${order.email}`}>{order.email}</a> · {order.phone}
          </p>
          {order.remarks && (
            <p>
              <strong>Opmerking van de klant:</strong> {order.remarks}
            </p>
          )}
        </section>
        <section aria-labelledby="desk-period" className={styles.section}>
          <h2 id="desk-period" className={styles.sectionTitle}>
            Huurperiode
          </h2>
          {order.pickupDate ? (
            <dl className={styles.facts}>
              <dt>Ophalen</dt>
              <dd>
                {formatDateShort(order.pickupDate)} {order.pickupSlot}
              </dd>
              <dt>Terugbrengen</dt>
              <dd>
                {order.returnDate ? `${formatDateShort(order.returnDate)} ${order.returnSlot ?? ''}` : '–'}
              </dd>
              <dt>Vastgehouden</dt>
              <dd>{order.hold.message ?? 'Niets'}</dd>
            </dl>
          ) : (
            <p>Geen huurartikelen.</p>
          )}
          {order.reservations.length > 0 && (
            <>
              <h3 className={styles.subTitle}>Reserveringen</h3>
              <ul className={styles.plain}>
                {order.reservations.map((r) => (
                  <li key={`${r.articleId}-${r.startsAt}`}>
                    {r.count} × {r.name}, {formatDateTime(r.startsAt)} – {formatDateTime(r.endsAt)}
                    {r.expiresAt ? ` (tot ${formatDateTime(r.expiresAt)} als niet betaald)` : ''}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      </div>

      <section aria-labelledby="desk-lines" className={styles.section}>
        <h2 id="desk-lines" className={styles.sectionTitle}>
          Regels
        </h2>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Artikel</th>
                <th scope="col">Artikelnummer</th>
                <th scope="col" className={styles.number}>
                  Aantal
                </th>
                <th scope="col" className={styles.number}>
                  Prijs excl. btw
                </th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line) => (
                <tr key={line.samId}>
                  <td>{line.name}</td>
                  <td>{line.samId}</td>
                  <td className={styles.number}>{line.count}</td>
                  <td className={styles.number}>{line.price.formatted}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  Totaal incl. btw (waarvan btw {order.totals.btw.formatted})
                </th>
                <td className={styles.number}>{order.totals.total.formatted}</td>
              </tr>
              {order.totals.borg.formatted !== '€ 0,00' && (
                <tr>
                  <th scope="row" colSpan={3}>
                    Borg (niet in het totaal)
                  </th>
                  <td className={styles.number}>{order.totals.borg.formatted}</td>
                </tr>
              )}
            </tfoot>
          </table>
        </div>
      </section>

      <Payments order={order} run={run} />
      <Mails order={order} run={run} />
      <Notes order={order} run={run} />

      <section aria-labelledby="desk-history" className={styles.section}>
        <h2 id="desk-history" className={styles.sectionTitle}>
          Geschiedenis
        </h2>
        {order.history.length === 0 ? (
          <p>Nog geen acties van de balie.</p>
        ) : (
          <DeskHistory entries={order.history} showOrder={false} />
        )}
      </section>
    </article>
  );
}

type Run = ReturnType<typeof useActionResult>['run'];

/** A disclosure: the button that opens an action's form, the form its confirmation step. */
function Disclosure({
  label,
  children,
}: {
  label: string;
  children: (close: () => void) => React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  return (
    <div className={styles.disclosure}>
      <button
        ref={buttonRef}
        type="button"
        className={`${buttonStyles.button} ${buttonStyles.outline}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </button>
      <div id={id} hidden={!open} className={styles.panel}>
        {open && children(close)}
      </div>
    </div>
  );
}

function ConfirmQuote({ order, run }: { order: Order; run: Run }) {
  const [confirm, { loading }] = useMutation(DeskConfirmQuoteDocument);
  const [errors, setErrors] = useState<FieldErrors>({});
  return (
    <Disclosure label={order.confirmedAt ? 'Offerte opnieuw bevestigen…' : 'Offerte bevestigen…'}>
      {(close) => (
        <form
          className={styles.form}
          onSubmit={async (event) => {
            event.preventDefault();
            const found = await run(
              async () =>
                (await confirm({ variables: { number: order.number, version: order.version } })).data
                  ?.deskConfirmQuote,
              [],
              close,
            );
            setErrors(found);
          }}
        >
          <p>
            De huurartikelen van offerte {order.number} worden vanaf nu 48 uur vastgehouden, als ze nog vrij
            zijn. De klant betaalt daarna zoals bij elke bevestigde offerte.
          </p>
          <div className={styles.actions}>
            <button
              type="submit"
              className={`${buttonStyles.button} ${buttonStyles.dark}`}
              disabled={loading}
            >
              {loading ? 'Bezig…' : 'Ja, bevestig de offerte'}
            </button>
            <button type="button" className={styles.linkButton} onClick={close}>
              Niet bevestigen
            </button>
          </div>
          <GeneralError message={errors.general} />
        </form>
      )}
    </Disclosure>
  );
}

function CancelOrder({ order, run }: { order: Order; run: Run }) {
  const [cancel, { loading }] = useMutation(DeskCancelOrderDocument);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const paid = order.payments.some((p) => p.status === 'PAID' && p.refundable.cents > 0);
  return (
    <Disclosure label="Bestelling annuleren…">
      {(close) => (
        <form
          className={styles.form}
          noValidate
          onSubmit={async (event) => {
            event.preventDefault();
            const found = await run(
              async () =>
                (
                  await cancel({
                    variables: { number: order.number, version: order.version, reason: reason || null },
                  })
                ).data?.deskCancelOrder,
              ['reason'],
              close,
            );
            setErrors(found);
          }}
        >
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
          <div className={styles.actions}>
            <button
              type="submit"
              className={`${buttonStyles.button} ${buttonStyles.dark}`}
              disabled={loading}
            >
              {loading ? 'Bezig…' : `Ja, annuleer bestelling ${order.number}`}
            </button>
            <button type="button" className={styles.linkButton} onClick={close}>
              Niet annuleren
            </button>
          </div>
          <GeneralError message={errors.general} />
        </form>
      )}
    </Disclosure>
  );
}

function Payments({ order, run }: { order: Order; run: Run }) {
  return (
    <section aria-labelledby="desk-payments" className={styles.section}>
      <h2 id="desk-payments" className={styles.sectionTitle}>
        Betalingen
      </h2>
      {order.payments.length === 0 ? (
        <p>Geen betalingen.</p>
      ) : (
        <ul className={styles.cards}>
          {order.payments.map((payment) => (
            <li key={payment.handle} className={styles.card}>
              <p>
                <strong>{payment.amount.formatted}</strong> · {PAYMENT_STATUS_LABELS[payment.status]} ·{' '}
                {payment.provider === 'test' ? 'testbetaling' : payment.provider} ·{' '}
                {formatDateTime(payment.createdAt)}
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
              {payment.status === 'PAID' && payment.refundable.cents > 0 && order.status !== 'CANCELLED' && (
                <Refund order={order} payment={payment} run={run} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Refund({ order, payment, run }: { order: Order; payment: Order['payments'][number]; run: Run }) {
  const [refund, { loading }] = useMutation(DeskRefundDocument);
  const [whole, setWhole] = useState(true);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const id = useId();
  return (
    <Disclosure label="Terugbetalen…">
      {(close) => (
        <form
          className={styles.form}
          noValidate
          onSubmit={async (event) => {
            event.preventDefault();
            const found = await run(
              async () =>
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
                ).data?.deskRefund,
              ['amount', 'reason'],
              close,
            );
            setErrors(found);
          }}
        >
          <fieldset className={styles.choice}>
            <legend className={styles.label}>Hoeveel?</legend>
            <label className={styles.check}>
              <input type="radio" name={`${id}-whole`} checked={whole} onChange={() => setWhole(true)} />{' '}
              Alles wat nog kan: {payment.refundable.formatted}
            </label>
            <label className={styles.check}>
              <input type="radio" name={`${id}-whole`} checked={!whole} onChange={() => setWhole(false)} />{' '}
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
          <div className={styles.actions}>
            <button
              type="submit"
              className={`${buttonStyles.button} ${buttonStyles.dark}`}
              disabled={loading}
            >
              {loading
                ? 'Bezig met terugbetalen…'
                : whole
                  ? `Ja, betaal ${payment.refundable.formatted} terug`
                  : 'Ja, betaal dit bedrag terug'}
            </button>
            <button type="button" className={styles.linkButton} onClick={close}>
              Niet terugbetalen
            </button>
          </div>
          <GeneralError message={errors.general ?? errors.payment} />
        </form>
      )}
    </Disclosure>
  );
}

function Mails({ order, run }: { order: Order; run: Run }) {
  const [resend, { loading }] = useMutation(DeskResendMailDocument);
  const [sending, setSending] = useState<string>();
  return (
    <section aria-labelledby="desk-mails" className={styles.section}>
      <h2 id="desk-mails" className={styles.sectionTitle}>
        E-mails
      </h2>
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
    </section>
  );
}

function Notes({ order, run }: { order: Order; run: Run }) {
  const [addNote, { loading }] = useMutation(DeskAddNoteDocument);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  return (
    <section aria-labelledby="desk-notes" className={styles.section}>
      <h2 id="desk-notes" className={styles.sectionTitle}>
        Notities
      </h2>
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
      <form
        className={styles.form}
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          const found = await run(
            async () =>
              (await addNote({ variables: { number: order.number, version: order.version, text } })).data
                ?.deskAddNote,
            ['text'],
            () => setText(''),
          );
          setErrors(found);
        }}
      >
        <TextField
          name="text"
          label="Nieuwe notitie"
          hint="Alleen zichtbaar voor medewerkers. Hoogstens 2000 tekens."
          multiline
          value={text}
          onChange={setText}
          error={errors.text}
        />
        <div className={styles.actions}>
          <button type="submit" className={`${buttonStyles.button} ${buttonStyles.dark}`} disabled={loading}>
            {loading ? 'Bezig…' : 'Notitie toevoegen'}
          </button>
        </div>
      </form>
    </section>
  );
}
