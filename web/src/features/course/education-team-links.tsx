import { BUSINESS } from '../../../../domain/business.ts';
import { MailIcon, PhoneIcon } from '../../components/icons.tsx';
import styles from './education-team-links.module.css';

/** The education team's phone and mailbox as links, for questions about a course. */
export function EducationTeamLinks({ className }: { className?: string }) {
  const { phone, email } = BUSINESS.education;
  return (
    <ul className={className ? `${styles.links} ${className}` : styles.links}>
      <li>
        <a href={phone.href}>
          <PhoneIcon size={18} />
          {phone.display}
        </a>
      </li>
      <li>
        <a href={`mailto:${email}`}>
          <MailIcon size={18} />
          {email}
        </a>
      </li>
    </ul>
  );
}
