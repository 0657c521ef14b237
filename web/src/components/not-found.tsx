import { paths } from '../../../domain/paths.ts';
import { ButtonLink } from './button-link.tsx';
import { useDocumentMeta, useHttpStatus } from './document-head.tsx';
import styles from './status-page.module.css';

type Props = { title?: string; children?: React.ReactNode };

/** "Not found" for a path without a page, or a course that does not exist. */
export function NotFound({ title = 'Pagina niet gevonden', children }: Props) {
  useDocumentMeta(title);
  useHttpStatus(404);
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <span className={styles.code}>404 · niet gevonden</span>
      <h1 id="not-found-title">{title}</h1>
      <p className={styles.lead}>
        {children ??
          'Deze pagina bestaat niet (meer). Misschien is hij verplaatst, of klopt het adres niet helemaal.'}
      </p>
      <div className={styles.actions}>
        <ButtonLink to={paths.home()}>Naar de homepage</ButtonLink>
        <ButtonLink to={paths.contact()} variant="outline">
          Neem contact op
        </ButtonLink>
      </div>
    </section>
  );
}
