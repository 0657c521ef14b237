import { type QueryRef, useReadQuery } from '@apollo/client/react';
import { BUSINESS } from '../../../../domain/business.ts';
import { OPENING_HOURS_SUMMARY } from '../../../../domain/opening-hours.ts';
import { paths } from '../../../../domain/paths.ts';
import { Breadcrumb } from '../../components/breadcrumb.tsx';
import { ContentBlocks } from '../../components/content-blocks.tsx';
import { useDocumentMeta } from '../../components/document-head.tsx';
import { MailIcon, PhoneIcon } from '../../components/icons.tsx';
import type { ContactPageQuery, ContactPageQueryVariables } from '../../gql/graphql.ts';
import styles from './contact.module.css';
import { ContactForm } from './contact-form.tsx';

type Props = {
  queryRef: QueryRef<ContactPageQuery, ContactPageQueryVariables, 'complete' | 'streaming' | 'empty'>;
};

const DESCRIPTION =
  'Neem contact op met Studio Lumen Amsterdam over verhuur, verkoop, opleidingen of duplicatie: stuur een bericht, bel of kom langs aan de Czaar Peterstraat.';

/**
 * The contact page. The intro is the editors' page `contact` when there is one; without it (not
 * written, or not loaded) a fixed text, since the form and our details do not depend on it.
 */
export function ContactPage({ queryRef }: Props) {
  const { data } = useReadQuery(queryRef);
  const page = data?.page ?? null;
  const title = page?.title ?? 'Contact';
  useDocumentMeta(title, DESCRIPTION);
  return (
    <div className={styles.page}>
      <Breadcrumb crumbs={[{ label: 'Home', to: paths.home() }, { label: 'Contact' }]} />
      <header className={styles.header}>
        <h1>{title}</h1>
        {page && page.blocks.length > 0 ? (
          <ContentBlocks blocks={page.blocks} className={styles.blocks} />
        ) : (
          <p className={styles.lead}>
            Een vraag over huren, kopen, een opleiding of het digitaliseren van je oude banden? Stuur ons een
            bericht: we antwoorden op werkdagen meestal binnen een dag.
          </p>
        )}
      </header>
      <div className={styles.layout}>
        <section className={styles.formCard} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Stuur ons een bericht</h2>
          <ContactForm />
        </section>
        <ContactDetails />
      </div>
    </div>
  );
}

/** Our address, numbers and opening hours, from domain/ (the footer shows the same). */
function ContactDetails() {
  return (
    <aside className={styles.details} aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">Zo bereik je ons</h2>
      <address className={styles.address}>
        <strong>{BUSINESS.name}</strong>
        <br />
        {BUSINESS.street}
        <br />
        {BUSINESS.postalCode} {BUSINESS.city}
      </address>
      <ul className={styles.channels}>
        <li>
          <PhoneIcon size={18} />
          <a href={BUSINESS.phone.href}>{BUSINESS.phone.display}</a>
        </li>
        <li>
          <MailIcon size={18} />
          <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>
        </li>
      </ul>
      <h3>Opleidingen en cursussen</h3>
      <ul className={styles.channels}>
        <li>
          <PhoneIcon size={18} />
          <a href={BUSINESS.education.phone.href}>{BUSINESS.education.phone.display}</a>
        </li>
        <li>
          <MailIcon size={18} />
          <a href={`mailto:${BUSINESS.education.email}`}>{BUSINESS.education.email}</a>
        </li>
      </ul>
      <h3>Openingstijden</h3>
      <ul className={styles.hours}>
        {OPENING_HOURS_SUMMARY.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className={styles.kvk}>KvK {BUSINESS.kvk}</p>
    </aside>
  );
}
