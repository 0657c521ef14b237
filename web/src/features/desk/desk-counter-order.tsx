import { useLazyQuery, useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import { buttonStyles } from '../../components/button-link.tsx';
import { formStyles, TextField } from '../../components/form-field.tsx';
import styles from './desk.module.css';
import { DeskActionForm, type Run } from './desk-action.tsx';
import { SlotSelect } from './desk-slot-select.tsx';
import { DeskArticleSearchDocument, DeskPlaceOrderDocument } from './gql/graphql.ts';

// A new order at the counter for a customer record: a period with slots, articles found by the
// shop's search (rental, sale and occasions) with their counts, remarks, and whether it is a quote
// or reserved at once. The api prices and checks it as the shop does a cart; the order's page then
// shows its prices, and takes the payment.

const TYPE_WORDS: Record<string, string> = { RENTAL: 'huur', SALE: 'verkoop', OCCASION: 'occasion' };

type Line = { articleId: string; name: string; type: string; count: string };

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
  const [period, setPeriod] = useState({ van: '', ophalen: '', tot: '', terug: '' });
  const [lines, setLines] = useState<Line[]>([]);
  const [remarks, setRemarks] = useState('');
  const [reserve, setReserve] = useState(true);
  const [q, setQ] = useState('');
  const [search, found] = useLazyQuery(DeskArticleSearchDocument, { fetchPolicy: 'network-only' });
  const [place, { loading }] = useMutation(DeskPlaceOrderDocument);
  const setP = (k: keyof typeof period) => (v: string) => setPeriod((p) => ({ ...p, [k]: v }));
  const rental = lines.some((l) => l.type === 'RENTAL');
  const slot = (v: string) => (v === '' ? null : Number(v));

  return (
    <DeskActionForm
      run={run}
      send={async () => {
        const payload = (
          await place({
            variables: {
              idempotencyKey: key,
              input: {
                customerId,
                period: period.van
                  ? {
                      pickupDate: period.van,
                      pickupSlot: slot(period.ophalen),
                      returnDate: period.tot || period.van,
                      returnSlot: slot(period.terug),
                    }
                  : null,
                lines: lines.map((l) => ({
                  articleId: l.articleId,
                  count: Number.parseInt(l.count, 10) || 0,
                })),
                remarks,
                reserve,
              },
            },
          })
        ).data?.deskPlaceOrder;
        if (payload?.order)
          void navigate(paths.deskOrder(payload.order.number), { state: { message: payload.message } });
        return payload;
      }}
      fields={[
        'pickupDate',
        'returnDate',
        'pickupSlot',
        'returnSlot',
        'remarks',
        ...lines.flatMap((_, i) => [`lines.${i}`, `lines.${i}.articleId`, `lines.${i}.count`]),
      ]}
      submitLabel={reserve ? 'Reserveren' : 'Offerte maken'}
      loading={loading}
      cancel={{ label: 'Geen bestelling', onClick: close }}
    >
      {(errors) => (
        <>
          <fieldset className={styles.fieldset}>
            <legend className={styles.label}>Huurperiode {rental ? '' : '(alleen bij huur)'}</legend>
            <div className={styles.searchGrid}>
              <TextField
                name="van"
                label="Ophalen op"
                type="date"
                value={period.van}
                onChange={setP('van')}
                error={errors.pickupDate}
              />
              <SlotSelect
                label="Ophaaltijd"
                date={period.van}
                value={period.ophalen}
                onChange={setP('ophalen')}
                wholeDay={false}
                error={errors.pickupSlot}
              />
              <TextField
                name="tot"
                label="Terugbrengen op"
                type="date"
                value={period.tot}
                onChange={setP('tot')}
                error={errors.returnDate}
              />
              <SlotSelect
                label="Terugbrengtijd"
                date={period.tot || period.van}
                value={period.terug}
                onChange={setP('terug')}
                wholeDay={false}
                error={errors.returnSlot}
              />
            </div>
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend className={styles.label}>Artikelen</legend>
            <div className={formStyles.field}>
              <label htmlFor={`${id}-q`} className={formStyles.label}>
                Zoek een artikel
              </label>
              <div className={styles.actions}>
                <input
                  id={`${id}-q`}
                  type="search"
                  className={formStyles.input}
                  value={q}
                  autoComplete="off"
                  onChange={(event) => setQ(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key !== 'Enter') return;
                    event.preventDefault();
                    if (q.trim()) void search({ variables: { q: q.trim() } });
                  }}
                />
                <button
                  type="button"
                  className={`${buttonStyles.button} ${buttonStyles.outline}`}
                  onClick={() => q.trim() && void search({ variables: { q: q.trim() } })}
                >
                  Zoek artikel
                </button>
              </div>
            </div>
            {found.data && (
              <ul className={styles.rows} aria-label="Gevonden artikelen">
                {found.data.searchArticles.length === 0 && <li>Niets gevonden.</li>}
                {found.data.searchArticles.map((a) => (
                  <li key={a.id} className={styles.row}>
                    <span>
                      {a.name}{' '}
                      <span className={styles.muted}>
                        ({TYPE_WORDS[a.type] ?? a.type}, {a.samId}, {a.price.formatted})
                      </span>
                    </span>
                    <button
                      type="button"
                      className={styles.linkButton}
                      disabled={lines.some((l) => l.articleId === a.id)}
                      onClick={() =>
                        setLines((ls) => [...ls, { articleId: a.id, name: a.name, type: a.type, count: '1' }])
                      }
                    >
                      Voeg {a.name} ({TYPE_WORDS[a.type] ?? a.type}) toe
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {lines.length === 0 ? (
              <p>Nog geen artikelen.</p>
            ) : (
              <ul className={styles.rows} aria-label="In de bestelling">
                {lines.map((line, i) => (
                  <li key={line.articleId} className={styles.row}>
                    <TextField
                      name={`count-${i}`}
                      label={`Aantal ${line.name}`}
                      type="number"
                      min={1}
                      inputMode="numeric"
                      value={line.count}
                      onChange={(v) => setLines((ls) => ls.map((l, j) => (j === i ? { ...l, count: v } : l)))}
                      error={
                        errors[`lines.${i}.count`] ?? errors[`lines.${i}`] ?? errors[`lines.${i}.articleId`]
                      }
                    />
                    <button
                      type="button"
                      className={styles.linkButton}
                      onClick={() => setLines((ls) => ls.filter((_, j) => j !== i))}
                    >
                      Haal {line.name} weg
                    </button>
                  </li>
                ))}
              </ul>
            )}
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
