// The side panels the header's buttons open: the account's sign-in and sign-up tabs
// (account-panel.tsx) and the cart (cart-panel.tsx). The search button has its own panel
// (search-panel.tsx). Each panel's contents are a lazy chunk of their own.

export type PanelName = 'account' | 'cart';

export const PANEL_TITLES: Record<PanelName, string> = {
  account: 'Account',
  cart: 'Winkelwagen',
};
