import type { FieldErrors } from '../../components/field-errors.ts';
import {
  FieldError,
  formStyles,
  RequiredMark,
  TextField,
  useFieldIds,
} from '../../components/form-field.tsx';
import type { Country } from '../../gql/graphql.ts';
import styles from './checkout.module.css';
import { type AddressValues, COUNTRIES } from './checkout-values.ts';

type Props = {
  /** `billingAddress` or `deliveryAddress`: the server's field names start with it. */
  prefix: 'billingAddress' | 'deliveryAddress';
  value: AddressValues;
  errors: FieldErrors;
  onChange: (value: AddressValues) => void;
  /** The browser's autofill section, so a second address is not filled with the first. */
  section: 'billing' | 'shipping';
};

/** One address: name, street, house number and addition, postcode, place and country. */
export function AddressFields({ prefix, value, errors, onChange, section }: Props) {
  const field = <K extends Exclude<keyof AddressValues, 'country'>>(key: K) => ({
    name: `${prefix}.${key}`,
    value: value[key],
    error: errors[`${prefix}.${key}`],
    onChange: (next: string) => onChange({ ...value, [key]: next }),
  });
  const auto = (token: string) => `section-${section} ${section} ${token}`;
  return (
    <div className={styles.address}>
      <TextField
        {...field('firstName')}
        label="Voornaam"
        required
        autoComplete={auto('given-name')}
        className={styles.half}
      />
      <TextField
        {...field('lastName')}
        label="Achternaam"
        required
        autoComplete={auto('family-name')}
        className={styles.half}
      />
      <TextField
        {...field('street')}
        label="Straat"
        required
        autoComplete={auto('address-line1')}
        className={styles.half}
      />
      <TextField
        {...field('houseNumber')}
        label="Huisnummer"
        required
        inputMode="numeric"
        className={styles.quarter}
      />
      <TextField {...field('houseNumberAddition')} label="Toevoeging" className={styles.quarter} />
      <TextField
        {...field('postalCode')}
        label="Postcode"
        required
        autoComplete={auto('postal-code')}
        className={styles.third}
      />
      <TextField
        {...field('city')}
        label="Plaats"
        required
        autoComplete={auto('address-level2')}
        className={styles.third}
      />
      <CountryField
        name={`${prefix}.country`}
        value={value.country}
        error={errors[`${prefix}.country`]}
        autoComplete={auto('country')}
        onChange={(country) => onChange({ ...value, country })}
      />
    </div>
  );
}

type CountryProps = {
  name: string;
  value: Country;
  error: string | undefined;
  autoComplete: string;
  onChange: (value: Country) => void;
};

function CountryField({ name, value, error, autoComplete, onChange }: CountryProps) {
  const ids = useFieldIds(name, undefined, error);
  return (
    <div className={`${formStyles.field} ${styles.third}`}>
      <label htmlFor={ids.id} className={formStyles.label}>
        Land
        <RequiredMark />
      </label>
      <select
        id={ids.id}
        name={name}
        value={value}
        className={formStyles.input}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value as Country)}
      >
        {COUNTRIES.map((country) => (
          <option key={country.value} value={country.value}>
            {country.label}
          </option>
        ))}
      </select>
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}
