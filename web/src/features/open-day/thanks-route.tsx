import { useLocation } from 'react-router';
import { formatDateLong } from '../../../../domain/dates.ts';
import { paths } from '../../../../domain/paths.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import { useDocumentMeta } from '../../components/document-head.tsx';
import styles from './open-day.module.css';
import type { OpenDayThanksState } from './open-day-form.tsx';

function thanksState(state: unknown): OpenDayThanksState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { subject, date, time, email } = state as Partial<OpenDayThanksState>;
  if ([subject, date, time, email].some((value) => typeof value !== 'string')) return null;
  return state as OpenDayThanksState;
}

// /infodag-inschrijving-bedankt: where a successful open-day registration lands. Reached
// directly it still reads well, only without the day's details.
export function Component() {
  useDocumentMeta('Bedankt voor je aanmelding', undefined, { noindex: true });
  const registration = thanksState(useLocation().state);
  return (
    <section className={styles.thanks} aria-labelledby="thanks-title">
      <h1 id="thanks-title">Bedankt voor je aanmelding!</h1>
      <p className={styles.lead}>
        {registration ? (
          <>
            Je bent aangemeld voor <strong>{registration.subject}</strong> op{' '}
            <strong>
              {formatDateLong(registration.date)} om {registration.time} uur
            </strong>
            . Er is een bevestiging onderweg naar <strong>{registration.email}</strong>.
          </>
        ) : (
          'Je aanmelding voor de infodag is binnen. Er is een bevestiging per e-mail onderweg.'
        )}
      </p>
      <p>
        Tot ziens in de studio! Kun je toch niet komen? Laat het ons even weten, dan geven we je plek aan een
        ander.
      </p>
      <div className={styles.actions}>
        <ButtonLink to={paths.education()}>Bekijk onze opleidingen</ButtonLink>
        <ButtonLink to={paths.home()} variant="outline">
          Naar de homepage
        </ButtonLink>
      </div>
    </section>
  );
}
