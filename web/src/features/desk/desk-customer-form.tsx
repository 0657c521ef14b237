import { useState } from 'react';
import { COUNTRIES, COUNTRY_NAMES, type Country } from '../../../../domain/address.ts';
import type { FieldErrors } from '../../components/field-errors.ts';
import { formStyles, TextField } from '../../components/form-field.tsx';
import styles from './desk.module.css';
import { type ActionPayload, DeskActionForm, type Run } from './desk-action.tsx';
import type { DeskCustomer_RecordFragment as Customer, DeskCustomerInput } from './gql/graphql.ts';

// The form of a customer record, for a new walk-in or phone customer and for changing a record:
// every field the api keeps, with its message under each. The api decides what is valid (a name
// or company, an e-mail address or phone number, a bound only for a business); this only sends.

type Values = {
  firstName: string;
  lastName: string;
  companyName: string;
  email: string;
  phone: string;
  street: string;
  houseNumber: string;
  houseNumberAddition: string;
  postalCode: string;
  city: string;
  country: Country;
  notes: string;
  isBusiness: boolean;
  holdLimit: string;
  discountPercent: string;
  trusted: boolean;
};

function valuesOf(customer: Customer | null): Values {
  const a = customer?.address;
  return {
    firstName: customer?.firstName ?? '',
    lastName: customer?.lastName ?? '',
    companyName: customer?.companyName ?? '',
    email: customer?.email ?? '',
    phone: customer?.phone ?? '',
    street: a?.street ?? '',
    houseNumber: a?.houseNumber ?? '',
    houseNumberAddition: a?.houseNumberAddition ?? '',
    postalCode: a?.postalCode ?? '',
    city: a?.city ?? '',
    country: (a?.country as Country | undefined) ?? 'NL',
    notes: customer?.notes ?? '',
    isBusiness: customer?.isBusiness ?? false,
    holdLimit: customer?.holdLimit?.replace('.', ',') ?? '',
    discountPercent: String(customer?.discountPercent ?? 0),
    trusted: customer?.trusted ?? false,
  };
}

/** The values as the schema's input: an address only when any of it was filled in. */
function inputOf(v: Values): DeskCustomerInput {
  const anyAddress = [v.street, v.houseNumber, v.postalCode, v.city].some((s) => s.trim() !== '');
  const discount = Number.parseInt(v.discountPercent, 10);
  return {
    firstName: v.firstName,
    lastName: v.lastName,
    companyName: v.companyName,
    email: v.email,
    phone: v.phone,
    address: anyAddress
      ? {
          firstName: v.firstName,
          lastName: v.lastName || v.companyName,
          street: v.street,
          houseNumber: v.houseNumber,
          houseNumberAddition: v.houseNumberAddition || null,
          postalCode: v.postalCode,
          city: v.city,
          country: v.country,
        }
      : null,
    notes: v.notes,
    isBusiness: v.isBusiness,
    holdLimit: v.isBusiness ? v.holdLimit : '',
    discountPercent: Number.isNaN(discount) ? -1 : discount,
    trusted: v.trusted,
  };
}

const FIELDS = [
  'firstName',
  'lastName',
  'companyName',
  'email',
  'phone',
  'address.street',
  'address.houseNumber',
  'address.houseNumberAddition',
  'address.postalCode',
  'address.city',
  'address.country',
  'address.firstName',
  'address.lastName',
  'notes',
  'isBusiness',
  'holdLimit',
  'discountPercent',
  'trusted',
];

export function CustomerForm({
  customer,
  run,
  send,
  submitLabel,
  loading,
  onDone,
  cancel,
}: {
  customer: Customer | null;
  run: Run;
  send: (input: DeskCustomerInput) => Promise<ActionPayload | undefined>;
  submitLabel: string;
  loading: boolean;
  onDone?: () => void;
  cancel?: { label: string; onClick: () => void };
}) {
  const [values, setValues] = useState(() => valuesOf(customer));
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const text = (
    key: keyof Values,
    label: string,
    errors: FieldErrors,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      name={key}
      label={label}
      value={String(values[key])}
      onChange={set(key)}
      error={errors[key] ?? errors[`address.${key}`]}
      {...extra}
    />
  );
  return (
    <DeskActionForm
      run={run}
      send={() => send(inputOf(values))}
      fields={FIELDS}
      onDone={onDone}
      submitLabel={submitLabel}
      loading={loading}
      cancel={cancel}
    >
      {(errors) => (
        <>
          <fieldset className={styles.fieldset}>
            <legend className={styles.label}>Naam en contact</legend>
            <p className={formStyles.hint}>Een naam of bedrijfsnaam, en een e-mailadres of telefoonnummer.</p>
            <div className={styles.searchGrid}>
              {text('firstName', 'Voornaam', errors, { autoComplete: 'off' })}
              {text('lastName', 'Achternaam', errors, { autoComplete: 'off' })}
              {text('companyName', 'Bedrijf', errors, { autoComplete: 'off' })}
              {text('email', 'E-mailadres', errors, { type: 'email', autoComplete: 'off' })}
              {text('phone', 'Telefoonnummer', errors, { type: 'tel', autoComplete: 'off' })}
            </div>
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend className={styles.label}>Adres (niet verplicht)</legend>
            <div className={styles.searchGrid}>
              {text('street', 'Straat', errors, { autoComplete: 'off' })}
              {text('houseNumber', 'Huisnummer', errors, { inputMode: 'numeric', autoComplete: 'off' })}
              {text('houseNumberAddition', 'Toevoeging', errors, { autoComplete: 'off' })}
              {text('postalCode', 'Postcode', errors, { autoComplete: 'off' })}
              {text('city', 'Plaats', errors, { autoComplete: 'off' })}
              <div className={formStyles.field}>
                <label className={formStyles.label}>
                  Land
                  <select
                    className={formStyles.input}
                    value={values.country}
                    onChange={(event) => set('country')(event.target.value)}
                  >
                    {COUNTRIES.map((c) => (
                      <option key={c} value={c}>
                        {COUNTRY_NAMES[c]}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
            </div>
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend className={styles.label}>Afspraken</legend>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={values.isBusiness}
                onChange={(event) => setValues((v) => ({ ...v, isBusiness: event.target.checked }))}
              />{' '}
              Zakelijke klant
            </label>
            {values.isBusiness &&
              text('holdLimit', 'Eigen grens voor onbetaalde reserveringen (euro)', errors, {
                hint: 'Zoveel huurwaarde mag deze klant ingelogd onbetaald vasthouden. Leeg: de grens van elk account.',
                inputMode: 'decimal',
              })}
            {text('discountPercent', 'Korting op huur (procent)', errors, { inputMode: 'numeric' })}
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={values.trusted}
                onChange={(event) => setValues((v) => ({ ...v, trusted: event.target.checked }))}
              />{' '}
              Huurt zonder borg
            </label>
            {errors.isBusiness && <p className={formStyles.error}>{errors.isBusiness}</p>}
            {text('notes', 'Notities (alleen voor medewerkers)', errors, { multiline: true })}
          </fieldset>
        </>
      )}
    </DeskActionForm>
  );
}
