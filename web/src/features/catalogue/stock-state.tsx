import { STOCK_LABELS } from '../../components/stock-labels.ts';
import type { StockStatus } from '../../gql/graphql.ts';
import styles from './article-items.module.css';

/** The stock state in Dutch, with a coloured dot (the words carry the meaning, not the colour). */
export function StockState({ status }: { status: StockStatus }) {
  return (
    <p className={styles.stock} data-stock={status}>
      {STOCK_LABELS[status]}
    </p>
  );
}
