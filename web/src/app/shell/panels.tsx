import { Link } from 'react-router';
import { BUSINESS } from '../../../../domain/business.ts';
import { paths } from '../paths.ts';

// What the account and cart buttons open (the search button has its own panel, search-panel.tsx).
// Their real contents come with later issues; until then each panel says plainly what will be
// there and where to go meanwhile.

export type PanelName = 'account' | 'cart';

export const PANELS: Record<PanelName, { title: string; body: React.ReactNode }> = {
  account: {
    title: 'Account',
    body: (
      <>
        <p>Inloggen en een account aanmaken komen binnenkort beschikbaar.</p>
        <p>
          Vragen over je facturen? Mail naar <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>.
        </p>
      </>
    ),
  },
  cart: {
    title: 'Winkelwagen',
    body: (
      <>
        <p>Online huren en bestellen komt binnenkort beschikbaar. Je winkelwagen is nu nog leeg.</p>
        <p>
          Wil je iets huren of kopen? Neem <Link to={paths.contact()}>contact</Link> met ons op of bel{' '}
          <a href={BUSINESS.phone.href}>{BUSINESS.phone.display}</a>.
        </p>
      </>
    ),
  },
};
