import { CheckboxField } from '../../components/choice-field.tsx';
import type { FieldErrors } from '../../components/field-errors.ts';
import { TextField } from '../../components/form-field.tsx';
import { DateOfBirthField } from './date-of-birth-field.tsx';
import styles from './registration-form.module.css';
import type { RegistrationValues, UpdateValue } from './registration-values.ts';

type Props = { values: RegistrationValues; errors: FieldErrors; update: UpdateValue };

/** Who registers: name, contact details, address and date of birth. */
export function PersonalFields({ values, errors, update }: Props) {
  const text = (
    name: 'firstName' | 'lastName' | 'email' | 'phone' | 'street' | 'houseNumber' | 'postalCode' | 'city',
  ) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => update(name, value),
  });
  return (
    <section className={styles.section} aria-labelledby="registration-personal">
      <h2 id="registration-personal">Jouw gegevens</h2>
      <div className={styles.grid}>
        <TextField {...text('firstName')} label="Voornaam" required autoComplete="given-name" />
        <TextField {...text('lastName')} label="Achternaam" required autoComplete="family-name" />
        <TextField {...text('email')} label="E-mailadres" required type="email" autoComplete="email" />
        <TextField {...text('phone')} label="Telefoonnummer" required type="tel" autoComplete="tel" />
      </div>
      <div className={styles.addressGrid}>
        <TextField {...text('street')} label="Straat" autoComplete="address-line1" className={styles.wide} />
        <TextField {...text('houseNumber')} label="Huisnummer" autoComplete="address-line2" />
        <TextField
          {...text('postalCode')}
          label="Postcode"
          hint="Bijvoorbeeld 1018 DR"
          autoComplete="postal-code"
        />
        <TextField
          {...text('city')}
          label="Woonplaats"
          autoComplete="address-level2"
          className={styles.wide}
        />
      </div>
      <DateOfBirthField
        value={values.dateOfBirth}
        onChange={(value) => update('dateOfBirth', value)}
        error={errors.dateOfBirth}
      />
    </section>
  );
}

/** Experience, remarks and whether the visitor already came to an open day. */
export function AboutFields({ values, errors, update }: Props) {
  return (
    <section className={styles.section} aria-labelledby="registration-about">
      <h2 id="registration-about">Over jou</h2>
      <TextField
        name="experience"
        label="Ervaring"
        hint="Wat heb je al gedaan met film, video of geluid? Zo sluiten we aan bij je niveau."
        multiline
        value={values.experience}
        error={errors.experience}
        onChange={(value) => update('experience', value)}
      />
      <TextField
        name="remarks"
        label="Opmerkingen"
        multiline
        value={values.remarks}
        error={errors.remarks}
        onChange={(value) => update('remarks', value)}
      />
      <CheckboxField
        name="attendedOpenDay"
        label="Ik heb al een infodag bezocht"
        checked={values.attendedOpenDay}
        error={errors.attendedOpenDay}
        onChange={(checked) => update('attendedOpenDay', checked)}
      />
    </section>
  );
}
