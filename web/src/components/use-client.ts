import { useSyncExternalStore } from 'react';
import { earlySettled, onEarlySettled } from '../client/early-mutations.ts';

// Hooks that render the same on the server and while hydrating, then follow the browser: their
// server snapshot is what the HTML was rendered with, so hydration never mismatches.

const noSubscription = () => () => {};

/**
 * False on the server and while hydrating; true once the browser has taken over the page. When it
 * flips, React re-renders every component that read it synchronously, in one task that blocks
 * input: read it (and `useMe`, `useCart`, which read it) in small components, not in one that
 * renders a large subtree (app/shell/account-button.tsx).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * As useHydrated, and no mutation sent by a tap before the app was there is still on its way
 * (client/early-mutations.ts): for the queries of what such a mutation changes (the cart). Asked
 * while "In winkelwagen" is on its way, the cart's answer could be the one from before it and,
 * arriving after the mutation's, replace the newer cart in the cache.
 */
export function useHydratedAndSettled(): boolean {
  const hydrated = useHydrated();
  const settled = useSyncExternalStore(onEarlySettled, earlySettled, () => true);
  return hydrated && settled;
}

/** Whether a media query matches (false on the server), following changes while the page is open. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
