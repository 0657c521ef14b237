import { amountIn, usePriceView } from '../../components/price-view.tsx';
import type { PriceList_ServiceFragment } from '../../gql/graphql.ts';
import styles from './duplication.module.css';

type Props = { services: readonly PriceList_ServiceFragment[] | null };

/**
 * The formats and their prices as the server gives them, in the visitor's price view: the web
 * never computes money. A list that could not be loaded says so instead of showing no prices.
 */
export function PriceList({ services }: Props) {
  const view = usePriceView();
  if (services === null) {
    return (
      <p className={styles.notice} role="status">
        De prijzen konden op dit moment niet worden geladen. Probeer het later opnieuw, of vraag ze ons via
        het contactformulier.
      </p>
    );
  }
  if (services.length === 0) {
    return <p className={styles.notice}>Vraag ons naar de prijzen via het contactformulier.</p>;
  }
  return (
    <table className={styles.prices}>
      <caption className="visually-hidden">
        Prijzen per formaat, {view === 'excl' ? 'exclusief' : 'inclusief'} btw
      </caption>
      <thead>
        <tr>
          <th scope="col">Formaat</th>
          <th scope="col">Omschrijving</th>
          <th scope="col">Levertijd</th>
          <th scope="col" className={styles.priceCol}>
            Prijs
          </th>
        </tr>
      </thead>
      <tbody>
        {services.map((service) => (
          <tr key={service.id} data-service={service.slug}>
            <th scope="row">{service.name}</th>
            <td>{service.description}</td>
            <td>{service.turnaround}</td>
            <td className={styles.priceCol}>
              <strong>{amountIn(view, service.prices)}</strong>{' '}
              <span className={styles.unit}>{service.unit}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
