import { Link } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import styles from './desk.module.css';
import { formatDateTime, STATUS_LABELS } from './desk-format.ts';
import type { DeskCollision_CollisionFragment as Collision } from './gql/graphql.ts';

// The orders one collides with (an order's page, the day's overdue returns), each linked.

type CollisionLine = Pick<Collision, 'orderNumber' | 'status' | 'name' | 'startsAt' | 'endsAt'> &
  Partial<Pick<Collision, 'wanted' | 'units'>>;

/** The orders one collides with, each linked (also the day page's overdue returns). */
export function CollisionList({ collisions }: { collisions: readonly CollisionLine[] }) {
  return (
    <ul className={styles.plain}>
      {collisions.map((c) => (
        <li key={`${c.orderNumber}-${c.name}`}>
          <Link to={paths.deskOrder(c.orderNumber)}>{c.orderNumber}</Link> ({STATUS_LABELS[c.status]}):{' '}
          {c.name}, {formatDateTime(c.startsAt)} – {formatDateTime(c.endsAt)}
          {c.wanted !== undefined && c.units !== undefined && (
            <>
              {' '}
              · {c.wanted} nodig, {c.units} in dienst
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
