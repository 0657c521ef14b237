import { useSyncExternalStore } from 'react';

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
