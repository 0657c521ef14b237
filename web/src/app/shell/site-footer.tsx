import { Link } from 'react-router';
import { BUSINESS } from '../../../../domain/business.ts';
import { OPENING_HOURS_SUMMARY } from '../../../../domain/opening-hours.ts';
import { paths } from '../../../../domain/paths.ts';
import { LogoMark, MailIcon, PhoneIcon } from '../../components/icons.tsx';
import { NewsletterForm } from './newsletter-form.tsx';
import styles from './site-footer.module.css';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <section className={styles.brand} aria-labelledby="footer-about">
            <LogoMark size={40} />
            <h2 id="footer-about" className="visually-hidden">
              Over {BUSINESS.name}
            </h2>
            <p>
              <strong>{BUSINESS.name}</strong> — verhuur en verkoop van camera-, licht- en geluidsapparatuur,
              en opleidingen voor makers van film en video.
            </p>
          </section>
          <NewsletterForm />
        </div>

        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours">Openingstijden</h2>
          <ul className={styles.list}>
            {OPENING_HOURS_SUMMARY.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          <address className={styles.address}>
            {BUSINESS.street}
            <br />
            {BUSINESS.postalCode} {BUSINESS.city}
          </address>
          <ul className={styles.list}>
            <li>
              <a className={styles.contactLine} href={BUSINESS.phone.href}>
                <PhoneIcon size={18} />
                {BUSINESS.phone.display}
              </a>
            </li>
            <li>
              <a className={styles.contactLine} href={`mailto:${BUSINESS.email}`}>
                <MailIcon size={18} />
                {BUSINESS.email}
              </a>
            </li>
          </ul>
          <p className={styles.payment}>{BUSINESS.paymentNote}</p>
        </section>
      </div>
      <div className={styles.legal}>
        <div className={styles.legalInner}>
          <span>
            © {BUSINESS.name} · KvK {BUSINESS.kvk}
          </span>
          <ul className={styles.legalLinks}>
            <li>
              <Link to={paths.terms()}>Algemene voorwaarden</Link>
            </li>
            <li>
              <Link to={paths.privacy()}>Privacy</Link>
            </li>
            <li>
              <Link to={paths.accessibility()}>Toegankelijkheid</Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
