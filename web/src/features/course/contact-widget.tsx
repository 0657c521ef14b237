import { BUSINESS } from '../../../../domain/business.ts';
import { EditableHtml } from '../../components/editable-html.tsx';
import { MailIcon, PhoneIcon } from '../../components/icons.tsx';
import type { ContactWidget_WidgetFragment } from '../../gql/graphql.ts';
import { EducationTeamLinks } from './education-team-links.tsx';
import styles from './sidebar.module.css';

/** The editors' contact widget; without it, the education team's own details. */
export function ContactWidget({ widget }: { widget: ContactWidget_WidgetFragment | null }) {
  const { phone, email } = BUSINESS.education;
  return (
    <section className={styles.widget} aria-labelledby="contact-widget-title">
      <h2 id="contact-widget-title" className={styles.widgetTitle}>
        {widget?.title ?? 'Vragen?'}
      </h2>
      {widget ? (
        <>
          <EditableHtml target={{ kind: 'WIDGET', ref: widget.ref }} html={widget.content} />
          {/* The editors' text names the number; these make it one tap. */}
          <div className={styles.actions}>
            <a className={styles.action} href={phone.href}>
              <PhoneIcon size={18} /> Bel ons
            </a>
            <a className={styles.action} href={`mailto:${email}`}>
              <MailIcon size={18} /> Mail ons
            </a>
          </div>
        </>
      ) : (
        <>
          <p>Ons educatieteam helpt je graag verder bij het kiezen van een opleiding.</p>
          <EducationTeamLinks className={styles.contact} />
        </>
      )}
    </section>
  );
}
