import { type AddToCartPayload, addToCartToast } from '../components/add-to-cart-toast.ts';
import type { ToastInput } from '../components/toast-page.ts';

// The toast of a tap answered before the app is there (main.tsx): the entry shows it in the page's
// region (components/toast-page.ts) as soon as the early answer is in, instead of after the app
// has loaded and replayed the tap. Only for operations whose toast follows from their answer alone;
// for any other, and for an answer without its payload (a GraphQL error), the app shows it.

type Answer = { data?: { addToCart?: AddToCartPayload | null } | null } | undefined;

/** The toast the answer of `control`'s early mutation means, or null when the app shows it. */
export function earlyToastOf(control: HTMLElement, result: unknown): ToastInput | null {
  const [operation] = (control.dataset.mutation ?? '').split(':');
  if (operation !== 'AddToCart') return null;
  const payload = (result as Answer)?.data?.addToCart;
  let articleId: unknown;
  try {
    articleId = (JSON.parse(control.dataset.variables ?? '') as { articleId?: unknown }).articleId;
  } catch {
    return null;
  }
  return payload && typeof articleId === 'string' ? addToCartToast(payload, articleId) : null;
}
