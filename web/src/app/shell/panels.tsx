import { BUSINESS } from '../../../../domain/business.ts';

// What the account button opens (the search button has its own panel, search-panel.tsx, and the
// cart button the cart panel, cart-panel.tsx). The account's real contents come with a later
// issue; until then the panel says plainly what will be there and where to go meanwhile.

export type PanelName = 'account' | 'cart';

export const PANELS: Record<Exclude<PanelName, 'cart'>, { title: string; body: React.ReactNode }> = {
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
};
