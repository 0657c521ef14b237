import { paths } from '../../../../domain/paths.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import styles from './account.module.css';

/** A page for signed-in visitors, seen signed out: a way to sign in that returns here. */
export function SignInPrompt({ title, text, returnTo }: { title: string; text: string; returnTo: string }) {
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <p className={styles.lead}>{text}</p>
      <div className={styles.actions}>
        <ButtonLink to={paths.login(returnTo)} variant="dark">
          Inloggen
        </ButtonLink>
        <ButtonLink to={paths.signUp()} variant="outline">
          Account aanmaken
        </ButtonLink>
      </div>
    </div>
  );
}
