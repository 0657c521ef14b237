import { useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BUSINESS } from '../../../../domain/business.ts';
import { paths } from '../../../../domain/paths.ts';
import { CheckboxField, ChoiceGroup } from '../../components/choice-field.tsx';
import { fieldErrorMap } from '../../components/field-errors.ts';
import { GeneralError, RequiredNote, SubmitButton, TextField } from '../../components/form-field.tsx';
import { useServerForm } from '../../components/use-server-form.ts';
import {
  type CheckoutCartQuery,
  type DeliveryMethod,
  SetCheckoutShippingDocument,
  ValidateCheckoutDocument,
} from '../../gql/graphql.ts';
import { AddressFields } from './address-fields.tsx';
import styles from './checkout.module.css';
import { loadCheckoutState, saveCheckoutState } from './checkout-state.ts';
import {
  type CheckoutValues,
  DELIVERY_LABELS,
  INITIAL_VALUES,
  SHOWN_FIELDS,
  toInput,
} from './checkout-values.ts';

type Cart = CheckoutCartQuery['cart'];

/** The text fields outside the addresses, by the name the server gives their messages. */
const SERVER_NAMES = {
  email: 'email',
  phone: 'phone',
  remarks: 'remarks',
  companyName: 'customer.companyName',
  vatNumber: 'customer.vatNumber',
  kvkNumber: 'customer.kvkNumber',
} as const satisfies Partial<Record<keyof CheckoutValues, string>>;

const DELIVERY_OPTIONS = [
  {
    value: 'PICKUP',
    label: DELIVERY_LABELS.PICKUP,
    description: `In onze studio, ${BUSINESS.address}. Gehuurde apparatuur haal je altijd hier op.`,
  },
  {
    value: 'BILLING',
    label: DELIVERY_LABELS.BILLING,
    description: 'Voor gekochte artikelen en occasions.',
  },
  {
    value: 'ADDRESS',
    label: DELIVERY_LABELS.ADDRESS,
    description: 'Voor gekochte artikelen en occasions; je vult het afleveradres hieronder in.',
  },
] as const satisfies readonly { value: DeliveryMethod; label: string; description: string }[];

/** The cart's period fields: their messages are general here, with a link to /offerte. */
const PERIOD_FIELDS: ReadonlySet<string> = new Set(['pickupDate', 'pickupSlot', 'returnDate', 'returnSlot']);

const CUSTOMER_OPTIONS = [
  { value: 'private', label: 'Particulier' },
  { value: 'company', label: 'Bedrijf' },
] as const;

/**
 * Step 1 of the order (SPEC §3, §5): contact details, billing address, delivery, who orders,
 * remarks and the newsletter. The browser does not validate (`noValidate`): "Verder" asks the
 * server (`validateCheckout`, nothing stored), whose messages appear under the fields. Every change
 * is kept in the checkout state (checkout-state.ts), so a reload finds the form as it was.
 *
 * Mounted only in the browser (after hydration): it reads localStorage as it starts.
 */
export function DetailsForm({ cart }: { cart: Cart | undefined }) {
  const [values, setValues] = useState<CheckoutValues>(() => loadCheckoutState()?.values ?? INITIAL_VALUES);
  // The checkout attempt's key survives edits: only a placed order ends the attempt.
  const attemptKey = useRef(loadCheckoutState()?.idempotencyKey ?? null);
  const { errors, sending, formRef, reject, submit } = useServerForm();
  const navigate = useNavigate();
  const [validate] = useMutation(ValidateCheckoutDocument, { errorPolicy: 'all' });
  // The rental period is chosen on /offerte, not here: its messages come with a way back there.
  const [periodRefused, setPeriodRefused] = useState(false);
  const [setShipping] = useMutation(SetCheckoutShippingDocument, { errorPolicy: 'all' });

  const change = (next: CheckoutValues) => {
    setValues(next);
    saveCheckoutState({ values: next, validated: false, idempotencyKey: attemptKey.current });
  };
  const update = <K extends keyof CheckoutValues>(key: K, value: CheckoutValues[K]) =>
    change({ ...values, [key]: value });

  /**
   * The cart's shipping choice priced its transport, and the api accepts only a delivery that
   * agrees with it (api/orders/README.md): choosing a delivery sets it, so the totals beside the
   * form follow. Only a cart with sales or occasion lines has anything to ship.
   */
  async function matchShipping(delivery: DeliveryMethod) {
    if (!cart || cart.salesLines.length + cart.occasionLines.length === 0) return;
    const ship = delivery !== 'PICKUP';
    if (cart.salesShipping === ship) return;
    await setShipping({ variables: { salesShipping: ship } });
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit(async () => {
      // A failed shipping change is not fatal: the server's answer below names the delivery then.
      await matchShipping(values.delivery).catch(() => undefined);
      const { data } = await validate({ variables: { input: toInput(values) } });
      const payload = data?.validateCheckout;
      if (payload?.valid) {
        saveCheckoutState({ values, validated: true, idempotencyKey: attemptKey.current });
        await navigate(paths.checkoutOverview());
        return;
      }
      setPeriodRefused(payload?.errors.some((error) => PERIOD_FIELDS.has(error.field)) ?? false);
      reject(payload ? fieldErrorMap(payload.errors, SHOWN_FIELDS) : {});
    });
  }

  const text = (key: keyof typeof SERVER_NAMES) => ({
    name: SERVER_NAMES[key],
    value: values[key],
    error: errors[SERVER_NAMES[key]],
    onChange: (value: string) => update(key, value),
  });

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit} aria-label="Je gegevens">
      <RequiredNote />
      <section className={styles.section} aria-labelledby="checkout-contact">
        <h2 id="checkout-contact">Contactgegevens</h2>
        <div className={styles.grid}>
          <TextField {...text('email')} label="E-mailadres" required type="email" autoComplete="email" />
          <TextField {...text('phone')} label="Telefoonnummer" required type="tel" autoComplete="tel" />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="checkout-billing">
        <h2 id="checkout-billing">Factuuradres</h2>
        <AddressFields
          prefix="billingAddress"
          section="billing"
          value={values.billingAddress}
          errors={errors}
          onChange={(address) => update('billingAddress', address)}
        />
      </section>

      <section className={styles.section} aria-labelledby="checkout-delivery">
        <h2 id="checkout-delivery">Levering</h2>
        <ChoiceGroup
          name="delivery"
          label="Hoe wil je je bestelling ontvangen?"
          required
          options={DELIVERY_OPTIONS}
          value={values.delivery}
          error={errors.delivery}
          onChange={(delivery) => {
            update('delivery', delivery);
            void matchShipping(delivery).catch(() => undefined);
          }}
        />
        {values.delivery === 'ADDRESS' && (
          <div className={styles.subsection}>
            <h3>Afleveradres</h3>
            <AddressFields
              prefix="deliveryAddress"
              section="shipping"
              value={values.deliveryAddress}
              errors={errors}
              onChange={(address) => update('deliveryAddress', address)}
            />
          </div>
        )}
      </section>

      <section className={styles.section} aria-labelledby="checkout-customer">
        <h2 id="checkout-customer">Particulier of bedrijf</h2>
        <ChoiceGroup
          name="customer.company"
          label="Je bestelt als"
          required
          options={CUSTOMER_OPTIONS}
          value={values.company ? 'company' : 'private'}
          error={errors['customer.company']}
          onChange={(choice) => update('company', choice === 'company')}
        />
        {values.company && (
          <div className={`${styles.subsection} ${styles.grid}`}>
            <TextField
              {...text('companyName')}
              label="Bedrijfsnaam"
              required
              autoComplete="organization"
              className={styles.wide}
            />
            <TextField {...text('vatNumber')} label="Btw-nummer" hint="Bijvoorbeeld NL123456789B01" />
            <TextField {...text('kvkNumber')} label="KvK-nummer" hint="8 cijfers" inputMode="numeric" />
          </div>
        )}
      </section>

      <section className={styles.section} aria-labelledby="checkout-remarks">
        <h2 id="checkout-remarks">Opmerkingen en nieuwsbrief</h2>
        <TextField
          {...text('remarks')}
          label="Opmerkingen"
          hint="Bijvoorbeeld over het ophalen of de levering."
          multiline
        />
        <CheckboxField
          name="newsletter"
          label="Ja, stuur mij de nieuwsbrief"
          checked={values.newsletter}
          error={errors.newsletter}
          onChange={(checked) => update('newsletter', checked)}
        />
        <div className={styles.actions}>
          <SubmitButton busy={sending} busyLabel="Bezig met controleren…">
            Verder
          </SubmitButton>
          <Link to={paths.checkout()} className={styles.textLink}>
            Terug naar je winkelwagen
          </Link>
        </div>
        <GeneralError message={errors.general} />
        {periodRefused && errors.general && (
          <p>
            <Link to={paths.checkout()}>Kies je huurperiode in je winkelwagen</Link>
          </p>
        )}
      </section>
    </form>
  );
}
