import { formatDateLong } from '../../../../domain/dates.ts';
import styles from './checkout.module.css';

type Props = {
  pickupDate: string | null | undefined;
  pickupSlot: string | null | undefined;
  returnDate: string | null | undefined;
  returnSlot: string | null | undefined;
  /** The server's count of rental days, when known. */
  rentalDays?: number;
};

const moment = (date: string | null | undefined, slot: string | null | undefined) =>
  date ? `${formatDateLong(date)}${slot ? `, ${slot}` : ''}` : 'nog niet gekozen';

/** Pickup and return as the server's dates and slot labels ("dinsdag 1 december 2026, 09:00–10:00"). */
export function PeriodSummary({ pickupDate, pickupSlot, returnDate, returnSlot, rentalDays }: Props) {
  return (
    <dl className={styles.period}>
      <div>
        <dt>Ophalen</dt>
        <dd>{moment(pickupDate, pickupSlot)}</dd>
      </div>
      <div>
        <dt>Terugbrengen</dt>
        <dd>{moment(returnDate, returnSlot)}</dd>
      </div>
      {rentalDays !== undefined && (
        <div>
          <dt>Huurdagen</dt>
          <dd>{rentalDays}</dd>
        </div>
      )}
    </dl>
  );
}
