import { ChoiceGroup } from '../../components/choice-field.tsx';
import type { PaymentTerms, TermsField_PaymentOptionFragment } from '../../gql/graphql.ts';
import styles from './registration-form.module.css';

type PaymentOption = TermsField_PaymentOptionFragment;

type Props = {
  /** The terms the run allows, with what each costs: the server's figures (ONCE first). */
  options: readonly PaymentOption[];
  value: PaymentTerms;
  error: string | undefined;
  onChange: (value: PaymentTerms) => void;
};

/** The chosen terms when the run offers them; otherwise at once, which every run allows. */
export function offeredTerms(value: PaymentTerms, options: readonly PaymentOption[]): PaymentTerms {
  return options.some((option) => option.terms === value) ? value : 'ONCE';
}

/** "Totaal € 750,00 in 3 termijnen van € 250,00": the server's figures in a sentence (SPEC §9). */
export function planSummary(option: PaymentOption): string {
  const total = option.total.formatted;
  if (option.numberOfTerms === 1) return `Totaal ${total}, in één keer`;
  if (option.firstTerm.formatted === option.perTerm.formatted) {
    return `Totaal ${total} in ${option.numberOfTerms} termijnen van ${option.perTerm.formatted}`;
  }
  // The rounding cents go with the first term, so the terms add up to the total exactly.
  return `Totaal ${total} in ${option.numberOfTerms} termijnen: de eerste ${option.firstTerm.formatted}, daarna ${option.perTerm.formatted}`;
}

/**
 * The payment terms of a direct debit. Only the terms the run allows are offered (the server
 * decides: a direct debit may not run longer than the course, so a short course is paid at once).
 */
export function TermsField({ options, value, error, onChange }: Props) {
  const chosen = offeredTerms(value, options);
  const plan = options.find((option) => option.terms === chosen);
  return (
    <div className={styles.terms}>
      <ChoiceGroup
        name="paymentTerms"
        label="Betaaltermijnen"
        hint="Een automatische incasso loopt niet langer dan de cursus; bij een korte cursus betaal je in één keer."
        options={options.map((option) => ({
          value: option.terms,
          label: option.label,
          description: `Totaal ${option.total.formatted}`,
        }))}
        value={chosen}
        error={error}
        onChange={onChange}
      />
      <p className={styles.total} aria-live="polite">
        {plan ? planSummary(plan) : null}
      </p>
    </div>
  );
}
