import { Link } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import { useDocumentMeta } from '../../components/document-head.tsx';
import styles from './account.module.css';

// /bedankt/gebruikersregistratie: after registering (SPEC §2). The activation link is in the mail.
export function loader() {
  return null;
}

export function Component() {
  useDocumentMeta('Bedankt voor je registratie', undefined, { noindex: true });
  return (
    <div className={styles.page}>
      <h1>Bedankt voor je registratie</h1>
      <p className={styles.lead}>
        Je account is aangemaakt. Check je e-mail voor de activatielink: daarmee activeer je je account en log
        je in met het wachtwoord dat je net koos. De link is 3 dagen geldig.
      </p>
      <p>
        Geen e-mail gekregen? Kijk ook in je map met ongewenste e-mail, of{' '}
        <Link to={paths.resetPassword()}>vraag een nieuwe link aan</Link>.
      </p>
      <div className={styles.actions}>
        <ButtonLink to={paths.home()} variant="outline">
          Naar de homepage
        </ButtonLink>
      </div>
    </div>
  );
}
