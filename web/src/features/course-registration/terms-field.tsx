import { INSTALMENT_OPTIONS, instalmentPlan } from '../../../../domain/instalments.ts';
import { formatEuro } from '../../../../domain/money.ts';
import { ChoiceGroup } from '../../components/choice-field.tsx';
import type { PaymentTerms } from '../../gql/graphql.ts';
import styles from './registration-form.module.css';
import { TERM_CODES, termsForRun } from './registration-values.ts';

type Props = {
  dates: readonly string[];
  priceCents: number;
  value: PaymentTerms;
  error: string | undefined;
  onChange: (value: PaymentTerms) => void;
};

/** "Totaal € 750,00 in 3 termijnen van € 250,00": the price with the surcharge (SPEC §9). */
export function planSummary(priceCents: number, term: PaymentTerms): string {
  const plan = instalmentPlan(priceCents, TERM_CODES[term]);
  const total = formatEuro(plan.totalCents);
  if (plan.terms === 1) return `Totaal ${total}, in één keer`;
  if (plan.firstTermCents === plan.perTermCents) {
    return `Totaal ${total} in ${plan.terms} termijnen van ${formatEuro(plan.perTermCents)}`;
  }
  // The rounding cents go with the first term, so the terms add up to the total exactly.
  return `Totaal ${total} in ${plan.terms} termijnen: de eerste ${formatEuro(plan.firstTermCents)}, daarna ${formatEuro(plan.perTermCents)}`;
}

/**
 * The payment terms of a direct debit. Only the terms the run allows are offered: a direct
 * debit may not run longer than the course, so a short course is paid at once (SPEC §5).
 */
export function TermsField({ dates, priceCents, value, error, onChange }: Props) {
  const allowed = termsForRun(dates);
  const options = allowed.map((term) => {
    const plan = instalmentPlan(priceCents, TERM_CODES[term]);
    return {
      value: term,
      label: INSTALMENT_OPTIONS[TERM_CODES[term]].label,
      description: `Totaal ${formatEuro(plan.totalCents)}`,
    };
  });
  const chosen = allowed.includes(value) ? value : 'ONCE';
  return (
    <div className={styles.terms}>
      <ChoiceGroup
        name="paymentTerms"
        label="Betaaltermijnen"
        hint="Een automatische incasso loopt niet langer dan de cursus; bij een korte cursus betaal je in één keer."
        options={options}
        value={chosen}
        error={error}
        onChange={onChange}
      />
      <p className={styles.total} aria-live="polite">
        {planSummary(priceCents, chosen)}
      </p>
    </div>
  );
}
