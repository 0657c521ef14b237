import styles from './availability-mark.module.css';
import { AvailabilityMark, type Standing } from './availability-mark.tsx';

/** How a rental article stands for the visitor: in their period, or no period chosen yet. */
export type RentalStandingValue = Standing | 'no-period' | undefined;

export const NO_PERIOD_TEXT = 'Kies je huurperiode';

/**
 * What a rental article says of whether it can be had: its availability in the visitor's period
 * ("Nog 1 van 3 beschikbaar"), or without a period "Kies je huurperiode"; nothing while the
 * answer is on its way. Never a sale's stock label: a rental article is free or not in a period.
 */
export function RentalStanding({
  standing,
  className,
}: {
  standing: RentalStandingValue;
  className?: string;
}) {
  if (standing !== 'no-period') return <AvailabilityMark standing={standing} className={className} />;
  return (
    <p className={className ? `${styles.mark} ${className}` : styles.mark} data-availability="NO_PERIOD">
      {NO_PERIOD_TEXT}
    </p>
  );
}
