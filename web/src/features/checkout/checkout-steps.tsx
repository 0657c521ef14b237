import { Link } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import styles from './checkout.module.css';

const STEPS = [
  { label: 'Winkelwagen', to: paths.checkout() },
  { label: 'Gegevens', to: paths.checkoutDetails() },
  { label: 'Overzicht', to: paths.checkoutOverview() },
  { label: 'Betalen' },
] as const;

/** Where the visitor is in the checkout; the steps before the current one are links back. */
export function CheckoutSteps({ current }: { current: 0 | 1 | 2 }) {
  return (
    <nav aria-label="Stappen van je bestelling" className={styles.steps}>
      <ol>
        {STEPS.map((step, index) => (
          <li key={step.label} data-state={index < current ? 'done' : index === current ? 'current' : 'todo'}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            {index < current && 'to' in step ? (
              <Link to={step.to} className={styles.stepLink}>
                {step.label}
              </Link>
            ) : (
              <span aria-current={index === current ? 'step' : undefined}>{step.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
