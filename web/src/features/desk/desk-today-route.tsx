import { skipToken, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { addDays, formatDateLong, isIsoDate } from '../../../../domain/dates.ts';
import { paths } from '../../../../domain/paths.ts';
import { buttonStyles } from '../../components/button-link.tsx';
import { useDocumentMeta } from '../../components/document-head.tsx';
import { formStyles } from '../../components/form-field.tsx';
import { useHydrated } from '../../components/use-client.ts';
import styles from './desk.module.css';
import { errorText } from './desk-client.ts';
import { CollisionList } from './desk-collisions.tsx';
import { formatDateTime, STATUS_LABELS } from './desk-format.ts';
import { DeskSection } from './desk-section.tsx';
import { DeskHandoversDocument, type DeskHandover_OrderFragment as Handover } from './gql/graphql.ts';

// /beheer/balie?datum=YYYY-MM-DD: the desk's day. Overdue returns first (whatever the day, with
// the orders they now collide with), then the day's pickups and returns. Without `datum` the api's
// today; the day is the URL, so Back and a bookmark work.

export function loader() {
  return null;
}

export function Component() {
  const [search] = useSearchParams();
  const asked = search.get('datum') ?? '';
  const date = isIsoDate(asked) ? asked : undefined;
  useDocumentMeta(date ? `Balie op ${formatDateLong(date)}` : 'Balie vandaag', undefined, { noindex: true });
  const hydrated = useHydrated();
  const { data, error, loading } = useQuery(
    DeskHandoversDocument,
    hydrated ? { variables: { date }, fetchPolicy: 'network-only', errorPolicy: 'all' } : skipToken,
  );
  const day = data?.deskHandovers;
  const shown = day?.date ?? date;

  return (
    <div>
      <h1 className={styles.title}>{date ? 'Balie' : 'Balie vandaag'}</h1>
      <p className={styles.meta}>{shown ? formatDateLong(shown) : ' '}</p>
      <DayNav key={shown ?? ''} date={shown} today={!date} />
      {error && !day ? (
        <p className={styles.alert} role="alert">
          {errorText(error)}
        </p>
      ) : !day || loading ? (
        <p role="status" className={styles.loading}>
          De dag laden…
        </p>
      ) : (
        <>
          {day.truncated && (
            <p className={styles.notice}>
              Niet alles past op deze pagina: een lijst is na 200 bestellingen afgekapt.
            </p>
          )}
          <DaySection
            id="desk-overdue"
            title={`Te laat terug (${day.overdue.length})`}
            empty="Niets te laat."
            orders={day.overdue}
            kind="overdue"
          />
          <DaySection
            id="desk-pickups"
            title={`Ophalen (${day.pickups.length})`}
            empty="Geen afhalingen op deze dag."
            orders={day.pickups}
            kind="pickup"
          />
          <DaySection
            id="desk-returns"
            title={`Terugbrengen (${day.returns.length})`}
            empty="Niets terug te brengen op deze dag."
            orders={day.returns}
            kind="return"
          />
        </>
      )}
    </div>
  );
}

function DayNav({ date, today }: { date: string | undefined; today: boolean }) {
  const navigate = useNavigate();
  const id = useId();
  const [value, setValue] = useState(date ?? '');
  return (
    <nav aria-label="Dag kiezen" className={styles.dayNav}>
      {date && (
        <>
          <Link to={paths.deskToday({ datum: addDays(date, -1) })}>← Vorige dag</Link>
          {!today && <Link to={paths.deskToday()}>Vandaag</Link>}
          <Link to={paths.deskToday({ datum: addDays(date, 1) })}>
            {today ? 'Morgen →' : 'Volgende dag →'}
          </Link>
        </>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (isIsoDate(value)) void navigate(paths.deskToday({ datum: value }));
        }}
      >
        <div className={formStyles.field}>
          <label htmlFor={`${id}-date`} className={formStyles.label}>
            Datum
          </label>
          <input
            id={`${id}-date`}
            type="date"
            className={formStyles.input}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        </div>
        <button type="submit" className={`${buttonStyles.button} ${buttonStyles.outline}`}>
          Toon dag
        </button>
      </form>
    </nav>
  );
}

function DaySection({
  id,
  title,
  empty,
  orders,
  kind,
}: {
  id: string;
  title: string;
  empty: string;
  orders: readonly Handover[];
  kind: 'overdue' | 'pickup' | 'return';
}) {
  return (
    <DeskSection id={id} title={title}>
      {orders.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className={styles.cards}>
          {orders.map((order) => (
            <li key={order.number} className={styles.card}>
              <HandoverCard order={order} kind={kind} />
            </li>
          ))}
        </ul>
      )}
    </DeskSection>
  );
}

function HandoverCard({ order, kind }: { order: Handover; kind: 'overdue' | 'pickup' | 'return' }) {
  const units = order.lines.flatMap((line) => line.units);
  const out = units.filter((unit) => unit.returnedAt === null);
  return (
    <>
      <h3 className={styles.handoverTitle}>
        <Link to={paths.deskOrder(order.number)}>{order.number}</Link>{' '}
        <span className={styles.status} data-status={order.status}>
          {STATUS_LABELS[order.status]}
        </span>
      </h3>
      <p>
        {order.name}
        {order.companyName && <span className={styles.muted}> ({order.companyName})</span>} · {order.phone}
      </p>
      <p>
        {kind === 'pickup'
          ? `Ophalen ${order.pickupSlot ?? ''}`
          : `Terug ${order.returnSlot ?? ''}${order.dueAt ? ` (uiterlijk ${formatDateTime(order.dueAt)})` : ''}`}
        {kind === 'pickup' && !order.ready && order.status !== 'PICKED_UP' && order.status !== 'RETURNED' && (
          <strong className={styles.attention}> · nog niet klaar om mee te geven</strong>
        )}
      </p>
      <p>
        {order.lines.map((line) => `${line.count} × ${line.name}`).join(', ')}
        {kind !== 'pickup' && units.length > 0 && (
          <span className={styles.muted}>
            {' '}
            · {out.length === 0 ? 'alles terug' : `uitgeleend: ${out.map((u) => u.assetTag).join(', ')}`}
          </span>
        )}
      </p>
      {order.collisions.length > 0 && (
        <div>
          <p>
            <strong>Botst met:</strong>
          </p>
          <CollisionList collisions={order.collisions} />
        </div>
      )}
    </>
  );
}
