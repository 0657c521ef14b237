import { skipToken, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatDateShort } from '../../../../domain/dates.ts';
import { paths } from '../../../../domain/paths.ts';
import { slotsForDate } from '../../../../domain/slots.ts';
import { useDocumentMeta } from '../../components/document-head.tsx';
import { formStyles } from '../../components/form-field.tsx';
import { useHydrated } from '../../components/use-client.ts';
import styles from './desk.module.css';
import { formatDateTime, STATUS_LABELS } from './desk-format.ts';
import { ListResults, SearchActions } from './desk-list.tsx';
import { DeskSection } from './desk-section.tsx';
import { SlotSelect } from './desk-slot-select.tsx';
import { DeskAvailabilityDocument } from './gql/graphql.ts';

// /beheer/beschikbaarheid: "is de FX6 vrij van vrijdag tot maandag?" while the customer is on the
// phone. An article (the shop's search) and a period as the cart has it (`?q=fx6&van=…&tot=…&ophalen=0
// &terug=3&aantal=2`, the URL is the question): per article "N van M vrij" for the whole period,
// the days with fewer free than asked, and the orders in the way. The numbers are the api's, the
// same as the public site's and the planner's.

export function loader() {
  return null;
}

/** "vanaf 09:00" / "tot 17:00" of the slot chosen, the whole day's hours without one. */
function slotText(date: string, value: string | null, side: 'from' | 'to'): string {
  const slot = slotsForDate(date).find((s) => String(s.id) === value);
  return side === 'from' ? `(vanaf ${slot?.from ?? '00:00'})` : `(${slot?.to ?? '24:00'})`;
}

const slotOf = (value: string | null) => (value !== null && /^[0-3]$/.test(value) ? Number(value) : null);

export function Component() {
  useDocumentMeta('Beschikbaarheid – balie', undefined, { noindex: true });
  const [search] = useSearchParams();
  const hydrated = useHydrated();
  const q = search.get('q')?.trim() ?? '';
  const from = search.get('van') ?? '';
  const to = search.get('tot') || from;
  const count = Math.max(1, Number.parseInt(search.get('aantal') ?? '1', 10) || 1);
  const asked = q !== '' && from !== '';
  const { data, error, loading } = useQuery(
    DeskAvailabilityDocument,
    hydrated && asked
      ? {
          variables: {
            q,
            period: {
              pickupDate: from,
              pickupSlot: slotOf(search.get('ophalen')),
              returnDate: to,
              returnSlot: slotOf(search.get('terug')),
            },
            count,
          },
          fetchPolicy: 'network-only',
          errorPolicy: 'all',
        }
      : skipToken,
  );
  const answer = data?.deskAvailability;

  return (
    <div>
      <h1 className={styles.title}>Beschikbaarheid</h1>
      <LookupForm key={search.toString()} search={search} />
      {asked && (
        <DeskSection
          id="desk-availability"
          title={`${formatDateShort(from)} ${slotText(from, search.get('ophalen'), 'from')} tot ${formatDateShort(to)} ${slotText(to, search.get('terug'), 'to')}`}
        >
          <ListResults
            error={error}
            answered={!!answer}
            loading={loading}
            empty={answer?.articles.length === 0}
            loadingText="Beschikbaarheid opvragen…"
            emptyText="Geen huurartikel gevonden. Zoek op een andere naam, merk of nummer."
          >
            {answer && (
              <ul className={styles.cards}>
                {answer.articles.map((article) => (
                  <li key={article.id} className={styles.card} data-article={article.id}>
                    <h3 className={styles.subTitle}>
                      {article.name} <span className={styles.muted}>(artikel {article.samId})</span>
                    </h3>
                    <p>
                      <strong data-free={article.free}>
                        {article.free} van {article.units} vrij
                      </strong>{' '}
                      de hele periode
                      {article.free >= answer.count
                        ? ` — ${answer.count === 1 ? 'er is er een' : `er zijn er ${answer.count}`} voor de klant.`
                        : ` — niet genoeg voor ${answer.count}.`}
                    </p>
                    {article.shortDays.length > 0 && (
                      <p>
                        Niet genoeg vrij op:{' '}
                        {article.shortDays
                          .map((d) => `${formatDateShort(d.date)} (${d.free} vrij)`)
                          .join(', ')}
                      </p>
                    )}
                    {article.inTheWay.length > 0 && (
                      <div className={styles.tableWrap}>
                        <table className={styles.table}>
                          <caption className={styles.caption}>Bestellingen in deze periode</caption>
                          <thead>
                            <tr>
                              <th scope="col">Bestelling</th>
                              <th scope="col">Klant</th>
                              <th scope="col">Status</th>
                              <th scope="col" className={styles.number}>
                                Stuks
                              </th>
                              <th scope="col">Van – tot</th>
                            </tr>
                          </thead>
                          <tbody>
                            {article.inTheWay.map((order) => (
                              <tr key={`${order.orderNumber}-${order.startsAt}`}>
                                <th scope="row">
                                  <Link to={paths.deskOrder(order.orderNumber)}>{order.orderNumber}</Link>
                                </th>
                                <td>{order.customer}</td>
                                <td>{STATUS_LABELS[order.status]}</td>
                                <td className={styles.number}>{order.count}</td>
                                <td>
                                  {formatDateTime(order.startsAt)} – {formatDateTime(order.endsAt)}
                                </td>
                              </tr>
                            ))}
                          </tbody>
                        </table>
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </ListResults>
        </DeskSection>
      )}
    </div>
  );
}

function LookupForm({ search }: { search: URLSearchParams }) {
  const navigate = useNavigate();
  const id = useId();
  const [values, setValues] = useState({
    q: search.get('q') ?? '',
    van: search.get('van') ?? '',
    ophalen: search.get('ophalen') ?? '',
    tot: search.get('tot') ?? '',
    terug: search.get('terug') ?? '',
    aantal: search.get('aantal') ?? '1',
  });
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const field = (key: 'q' | 'van' | 'tot' | 'aantal', label: string, type: string, hint?: string) => (
    <div className={formStyles.field}>
      <label htmlFor={`${id}-${key}`} className={formStyles.label}>
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        name={key}
        type={type}
        min={type === 'number' ? 1 : undefined}
        className={formStyles.input}
        value={values[key]}
        required={key !== 'aantal'}
        autoComplete="off"
        aria-describedby={hint ? `${id}-${key}-hint` : undefined}
        onChange={(event) => set(key)(event.target.value)}
      />
      {hint && (
        <p id={`${id}-${key}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
  return (
    <search aria-label="Beschikbaarheid opvragen" className={styles.search}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const query = Object.fromEntries(
            Object.entries({ ...values, q: values.q.trim() }).map(([k, v]) => [k, v === '' ? undefined : v]),
          );
          void navigate(paths.deskAvailability(query));
        }}
      >
        <div className={styles.searchGrid}>
          {field(
            'q',
            'Artikel',
            'search',
            'Naam, merk of artikelnummer, zoals in de winkel: "fx6", "lantern".',
          )}
          {field('van', 'Ophalen op', 'date')}
          <SlotSelect label="Ophaaltijd" date={values.van} value={values.ophalen} onChange={set('ophalen')} />
          {field('tot', 'Terugbrengen op', 'date', 'Leeg: dezelfde dag.')}
          <SlotSelect
            label="Terugbrengtijd"
            date={values.tot || values.van}
            value={values.terug}
            onChange={set('terug')}
          />
          {field('aantal', 'Aantal stuks', 'number')}
        </div>
        <SearchActions submit="Opvragen" resetTo={paths.deskAvailability()} />
      </form>
    </search>
  );
}
