import { useQuery } from '@apollo/client/react';
import { FaqList } from '../../components/faq-list.tsx';
import { CheckoutTermsDocument } from '../../gql/graphql.ts';
import styles from './checkout.module.css';

// What a quote and an unpaid order keep, and the bounds of an online order, in the api's words
// (api/orders/README.md "Holds and bounds"): nothing here is the web's own rule.

export function useCheckoutTerms() {
  return useQuery(CheckoutTermsDocument, { errorPolicy: 'all' }).data?.orderTerms ?? null;
}

/** The questions about holds and bounds on /offerte. */
export function CheckoutFaq() {
  const terms = useCheckoutTerms();
  if (!terms || terms.faqs.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="checkout-faq">
      <h2 id="checkout-faq">Veelgestelde vragen over reserveren</h2>
      <FaqList faqs={terms.faqs} />
    </section>
  );
}

/** Beside the checkout's buttons: what paying now and a quote keep. */
export function CheckoutHoldNote() {
  const terms = useCheckoutTerms();
  return terms ? <p className={styles.note}>{terms.checkoutNote}</p> : null;
}
