import { useLocation } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import { useDocumentMeta } from '../../components/document-head.tsx';
import type { RegistrationThanksState } from './registration-form.tsx';
import styles from './registration-page.module.css';

function thanksState(state: unknown): RegistrationThanksState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { courseName, email } = state as Partial<RegistrationThanksState>;
  return typeof courseName === 'string' && typeof email === 'string' ? { courseName, email } : null;
}

// /inschrijving-bedankt: where a successful course registration lands. Reached directly (a
// bookmark, a refresh in another tab) it still reads well, without the course's name.
export function Component() {
  useDocumentMeta('Bedankt voor je inschrijving', undefined, { noindex: true });
  const registration = thanksState(useLocation().state);
  return (
    <section className={styles.thanks} aria-labelledby="thanks-title">
      <h1 id="thanks-title">Bedankt voor je inschrijving!</h1>
      <p className={styles.lead}>
        {registration ? (
          <>
            Je inschrijving voor <strong>{registration.courseName}</strong> is binnen. Er is een bevestiging
            onderweg naar <strong>{registration.email}</strong>.
          </>
        ) : (
          'Je inschrijving is binnen. Er is een bevestiging per e-mail onderweg.'
        )}
      </p>
      <p>
        Zie je de bevestiging niet binnen een paar minuten? Kijk dan ook even in je map met ongewenste e-mail.
        Ons educatieteam neemt contact met je op over de betaling en de praktische zaken.
      </p>
      <div className={styles.actions}>
        <ButtonLink to={paths.agenda()}>Bekijk de agenda</ButtonLink>
        <ButtonLink to={paths.home()} variant="outline">
          Naar de homepage
        </ButtonLink>
      </div>
    </section>
  );
}
