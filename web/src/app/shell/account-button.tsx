import { Link } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import { UserIcon } from '../../components/icons.tsx';
import { useMe } from '../../components/use-me.ts';

type Props = {
  className?: string;
  onOpen: (button: HTMLButtonElement) => void;
  /** The visitor reaches for the button: the sign-in panel's code can start loading. */
  onPreload: () => void;
};

/**
 * The header's account button: signed in, a link to the account; otherwise it opens the sign-in
 * panel. `me` is asked by the browser after hydration (use-me.ts), so the server renders the
 * button. A component of its own because that answer re-renders it: the rest of the header (both
 * menus, every link) stays as it was hydrated.
 */
export function AccountButton({ className, onOpen, onPreload }: Props) {
  const { me } = useMe();
  if (me)
    return (
      <Link to={paths.account()} className={className} data-account-link="">
        <UserIcon />
        <span className="visually-hidden">Mijn account</span>
      </Link>
    );
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onPointerEnter={onPreload}
      onFocus={onPreload}
      onClick={(event) => onOpen(event.currentTarget)}
    >
      <UserIcon />
      <span className="visually-hidden">Account</span>
    </button>
  );
}
