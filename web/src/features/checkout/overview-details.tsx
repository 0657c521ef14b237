import { BUSINESS } from '../../../../domain/business.ts';
import styles from './checkout.module.css';
import { type AddressValues, type CheckoutValues, COUNTRIES, DELIVERY_LABELS } from './checkout-values.ts';

const countryName = (code: AddressValues['country']) =>
  COUNTRIES.find((country) => country.value === code)?.label ?? code;

/** An address as it goes on an envelope (what the visitor typed, trimmed). */
export function AddressLines({ address }: { address: AddressValues }) {
  const addition = address.houseNumberAddition.trim();
  return (
    <p>
      {address.firstName.trim()} {address.lastName.trim()}
      <br />
      {address.street.trim()} {address.houseNumber.trim()}
      {addition && ` ${addition}`}
      <br />
      {address.postalCode.trim()} {address.city.trim()}
      <br />
      {countryName(address.country)}
    </p>
  );
}

/** Step 2's summary of what step 1 validated: contact, addresses, delivery, who orders, remarks. */
export function OverviewDetails({ values }: { values: CheckoutValues }) {
  return (
    <div className={styles.facts}>
      <section aria-labelledby="overview-contact">
        <h3 id="overview-contact">Contactgegevens</h3>
        <p>
          {values.email.trim()}
          <br />
          {values.phone.trim()}
        </p>
      </section>
      <section aria-labelledby="overview-billing">
        <h3 id="overview-billing">Factuuradres</h3>
        <AddressLines address={values.billingAddress} />
      </section>
      <section aria-labelledby="overview-delivery">
        <h3 id="overview-delivery">Levering</h3>
        <p>{DELIVERY_LABELS[values.delivery]}</p>
        {values.delivery === 'PICKUP' && <p>{BUSINESS.address}</p>}
        {values.delivery === 'ADDRESS' && <AddressLines address={values.deliveryAddress} />}
      </section>
      <section aria-labelledby="overview-customer">
        <h3 id="overview-customer">Je bestelt als</h3>
        {values.company ? (
          <p>
            Bedrijf: {values.companyName.trim()}
            {values.vatNumber.trim() && (
              <>
                <br />
                Btw-nummer: {values.vatNumber.trim()}
              </>
            )}
            {values.kvkNumber.trim() && (
              <>
                <br />
                KvK-nummer: {values.kvkNumber.trim()}
              </>
            )}
          </p>
        ) : (
          <p>Particulier</p>
        )}
      </section>
      <section aria-labelledby="overview-remarks">
        <h3 id="overview-remarks">Opmerkingen</h3>
        <p>{values.remarks.trim() || 'Geen'}</p>
      </section>
      <section aria-labelledby="overview-newsletter">
        <h3 id="overview-newsletter">Nieuwsbrief</h3>
        <p>{values.newsletter ? 'Ja, graag' : 'Nee'}</p>
      </section>
    </div>
  );
}
