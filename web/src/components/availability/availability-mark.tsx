import type { AvailabilityState } from '../../gql/graphql.ts';
import styles from './availability-mark.module.css';

export type Standing = { readonly state: AvailabilityState; readonly label: string };

/**
 * "Beschikbaar in jouw periode", "Nog 1 van 3 beschikbaar" or "Niet beschikbaar": the server's
 * words for a rental article or cart line in the visitor's period; nothing while there is none.
 */
export function AvailabilityMark({
  standing,
  className,
}: {
  standing: Standing | null | undefined;
  className?: string;
}) {
  if (!standing) return null;
  return (
    <p className={className ? `${styles.mark} ${className}` : styles.mark} data-availability={standing.state}>
      {standing.label}
    </p>
  );
}
