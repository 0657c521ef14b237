import { Link } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import { useDocumentMeta } from '../../components/document-head.tsx';
import styles from './account.module.css';
import { RequestLinkForm } from './request-link-form.tsx';

// /reset-password (alias /wachtwoord-aanvraag): request a link to choose a new password (SPEC §2).
export function loader() {
  return null;
}

export function Component() {
  useDocumentMeta('Wachtwoord vergeten', undefined, { noindex: true });
  return (
    <div className={styles.page}>
      <h1>Wachtwoord vergeten</h1>
      <p className={styles.lead}>
        Vul je e-mailadres in. We sturen je een link waarmee je een nieuw wachtwoord kiest.
      </p>
      <RequestLinkForm label="Wachtwoord opnieuw instellen" submitLabel="Stuur mij een link" />
      <ul className={styles.links}>
        <li>
          Weet je je wachtwoord weer? <Link to={paths.login()}>Inloggen</Link>
        </li>
      </ul>
    </div>
  );
}
