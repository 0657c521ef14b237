import { CheckboxField, type Choice, ChoiceGroup } from '../../components/choice-field.tsx';
import type { FieldErrors } from '../../components/field-errors.ts';
import { TextField } from '../../components/form-field.tsx';
import type { Payer, PaymentMethod, TermsField_PaymentOptionFragment } from '../../gql/graphql.ts';
import styles from './registration-form.module.css';
import type { RegistrationValues, UpdateValue } from './registration-values.ts';
import { TermsField } from './terms-field.tsx';

const PAYERS: readonly Choice<Payer>[] = [
  { value: 'SELF', label: 'Ik betaal zelf' },
  {
    value: 'OTHER',
    label: 'Iemand anders betaalt',
    description: 'Bijvoorbeeld je werkgever of een ouder.',
  },
];

const PAYMENTS: readonly Choice<PaymentMethod>[] = [
  {
    value: 'TRANSFER',
    label: 'Overboeking',
    description: 'Je ontvangt een factuur en maakt het bedrag over.',
  },
  {
    value: 'DIRECT_DEBIT',
    label: 'Automatische incasso',
    description: 'In één keer of in maandelijkse termijnen.',
  },
  {
    value: 'TENTATIVE',
    label: 'Voorlopige inschrijving',
    description: 'Je reserveert een plek; de betaling regelen we later met je.',
  },
];

type Props = {
  values: RegistrationValues;
  errors: FieldErrors;
  update: UpdateValue;
  /** The payment terms the run allows and what each costs, as the server answers them. */
  paymentOptions: readonly TermsField_PaymentOptionFragment[];
};

/**
 * Who pays and how (SPEC §4): payer OTHER asks for the payer's details, a direct debit asks for
 * the terms and the IBAN, and STAP takes payer and payment out of the visitor's hands, so those
 * fields stay visible but disabled.
 */
export function PaymentFields({ values, errors, update, paymentOptions }: Props) {
  const stap = values.applyForStap;
  return (
    <section className={styles.section} aria-labelledby="registration-payment">
      <h2 id="registration-payment">Betaling</h2>
      <div className={styles.stap}>
        <CheckboxField
          name="applyForStap"
          label="Ik vraag STAP-budget aan voor deze opleiding"
          hint="Met STAP-budget betaalt de overheid (een deel van) je scholing. De betaling loopt dan via STAP: wie betaalt en hoe hoef je hieronder niet in te vullen."
          checked={stap}
          error={errors.applyForStap}
          onChange={(checked) => update('applyForStap', checked)}
        />
      </div>
      {/* A disabled fieldset disables every control inside it, and says so to screen readers. */}
      <fieldset className={styles.paymentGroup} disabled={stap}>
        <legend className="visually-hidden">Betaler en betaalwijze</legend>
        <ChoiceGroup
          name="payer"
          label="Wie betaalt de opleiding?"
          options={PAYERS}
          value={values.payer}
          error={errors.payer}
          onChange={(value) => update('payer', value)}
        />
        {values.payer === 'OTHER' && (
          <TextField
            name="payerDetails"
            label="Gegevens van de betaler"
            hint="Naam, adres en eventueel een referentie of kostenplaats voor de factuur."
            multiline
            value={values.payerDetails}
            error={errors.payerDetails}
            onChange={(value) => update('payerDetails', value)}
          />
        )}
        <ChoiceGroup
          name="payment"
          label="Hoe wil je betalen?"
          options={PAYMENTS}
          value={values.payment}
          error={errors.payment}
          onChange={(value) => update('payment', value)}
        />
        {values.payment === 'DIRECT_DEBIT' && (
          <>
            <TermsField
              options={paymentOptions}
              value={values.paymentTerms}
              error={errors.paymentTerms}
              onChange={(value) => update('paymentTerms', value)}
            />
            <TextField
              name="iban"
              label="IBAN"
              hint="Het rekeningnummer voor de incasso, bijvoorbeeld NL91 ABNA 0417 1643 00."
              autoComplete="off"
              value={values.iban}
              error={errors.iban}
              onChange={(value) => update('iban', value)}
            />
          </>
        )}
      </fieldset>
    </section>
  );
}
