import { useNavigation } from 'react-router';
import styles from './navigation-progress.module.css';

/**
 * A thin bar at the top while a navigation inside the app loads the next page's code; the old
 * page stays as it is, and usable, until the new one is there. Shown after a short delay, so a
 * fast navigation does not flicker.
 */
export function NavigationProgress() {
  const loading = useNavigation().state !== 'idle';
  if (!loading) return null;
  return (
    <div className={styles.bar} role="progressbar" aria-label="De pagina wordt geladen" aria-busy="true">
      <span className={styles.fill} />
    </div>
  );
}
