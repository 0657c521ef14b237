import type { ToastInput } from './toast-page.ts';

/** What `addToCart` answers, as far as its toast depends on it (the AddToCart operation's shape). */
export type AddToCartPayload = {
  readonly errors: readonly { readonly messages: readonly string[] }[];
  readonly cart?: {
    readonly rentalLines: readonly {
      readonly article: { readonly id: string };
      readonly availability?: { readonly state: string; readonly label: string } | null;
    }[];
  } | null;
};

/**
 * The toast of SPEC §8 for an answer of "In winkelwagen": the server's refusal, the added article
 * with a warning when the visitor's period cannot have it (or not this many; `warning` words it
 * from the article's standing, domain/availability.ts), or plain success. One owner for both who
 * show it: the app's button (add-to-cart-button.tsx) and the entry, which shows it for a tap
 * answered before the app is there (app/early-toast.ts). The entry passes no `warning` (its
 * chunk stays free of the availability rules) and gets null for that case: only a visitor with a
 * session has a period, and their app starts with the page.
 */
export function addToCartToast(
  payload: AddToCartPayload,
  articleId: string,
  warning?: (label: string) => string,
): ToastInput | null {
  if (payload.errors.length > 0) {
    const messages = [...new Set(payload.errors.flatMap((error) => error.messages))];
    return { title: 'Niet toegevoegd', message: messages.join(' '), tone: 'error' };
  }
  const line = payload.cart?.rentalLines.find((l) => l.article.id === articleId);
  const short = line?.availability?.state === 'UNAVAILABLE' ? line.availability : null;
  if (!short)
    return { title: 'Artikel Toegevoegd', message: 'Het Artikel zit in je winkelwagentje.', tone: 'success' };
  return warning ? { title: 'Artikel Toegevoegd', message: warning(short.label), tone: 'warning' } : null;
}
