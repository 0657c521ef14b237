import { Link } from 'react-router';
import styles from './button.module.css';

type Props = {
  to: string;
  variant?: 'primary' | 'dark' | 'outline';
  block?: boolean;
  children: React.ReactNode;
  'aria-label'?: string;
};

/** A link that looks like a button (it navigates; it does not act). */
export function ButtonLink({ to, variant = 'primary', block, children, ...rest }: Props) {
  const className = [styles.button, styles[variant], block ? styles.block : ''].join(' ');
  return (
    <Link to={to} className={className} {...rest}>
      {children}
    </Link>
  );
}

export const buttonStyles = styles;
