import { EditableHtml } from '../../components/editable-html.tsx';
import type { SocialPromo_WidgetFragment } from '../../gql/graphql.ts';
import styles from './social-promo.module.css';

/** The editors' social-media and blog promo; hidden when the widget is missing. */
export function SocialPromo({ widget }: { widget: SocialPromo_WidgetFragment | null }) {
  if (!widget) return null;
  return (
    <section className={styles.promo} aria-labelledby="social-title">
      <svg className={styles.mark} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect x="6" y="14" width="40" height="36" rx="8" fill="none" stroke="currentColor" strokeWidth="5" />
        <path d="M46 27l12-7v24l-12-7z" fill="currentColor" />
        <circle cx="26" cy="32" r="7" fill="currentColor" />
      </svg>
      <div className={styles.text}>
        <h2 id="social-title">{widget.title}</h2>
        <EditableHtml target={{ kind: 'WIDGET', ref: widget.ref }} html={widget.content} />
      </div>
    </section>
  );
}
