// The page's toast region and a toast shown in it without React. The region is part of the page
// from its first byte (entry-server.tsx, outside the app's root), so a toast added to it is
// announced; the app's toasts (toast.tsx) and the entry's (a tap answered before the app is there,
// app/early-toast.ts) share it. The entry's toast is a copy of the server-rendered template of the
// app's toast markup (`ToastTemplate`), so both look and read the same.

export type ToastTone = 'success' | 'warning' | 'error' | 'info';
export type ToastInput = { title: string; message: string; tone?: ToastTone };

/** SPEC §9: a toast stays 3000 ms (longer while the pointer or the focus is on it). */
export const TOAST_DELAY_MS = 3000;
export const TOAST_REGION_ID = 'toasts';
export const TOAST_TEMPLATE_ID = 'toast-template';

/** The page's live region for toasts (null on a page without one). */
export const toastRegion = (): HTMLElement | null => document.getElementById(TOAST_REGION_ID);

/** Whether `target`, just focused, lies under `region`'s toasts (WCAG 2.4.11: they make way). */
export function coveredBy(region: HTMLElement, target: HTMLElement): boolean {
  if (region.contains(target) || !target.isConnected) return false;
  const a = target.getBoundingClientRect();
  const b = region.getBoundingClientRect();
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Shows `toast` in the page's region from the template, as the app's toast behaves: gone after
 * TOAST_DELAY_MS unless the pointer or the focus is on it, closed by its button, and gone when the
 * visitor focuses a control it covers. False when the page has no region or template.
 */
export function showToastInPage({ title, message, tone = 'info' }: ToastInput): boolean {
  const region = toastRegion();
  const template = document.getElementById(TOAST_TEMPLATE_ID);
  const markup = template instanceof HTMLTemplateElement ? template.content.firstElementChild : null;
  if (!region || !markup) return false;
  const toast = markup.cloneNode(true) as HTMLElement;
  toast.dataset.tone = tone;
  const part = (name: string) => toast.querySelector(`[data-part="${name}"]`);
  const titleElement = part('title');
  const messageElement = part('message');
  if (!titleElement || !messageElement) return false;
  titleElement.textContent = title;
  messageElement.textContent = message;

  let timer: ReturnType<typeof setTimeout> | undefined;
  const remove = () => {
    clearTimeout(timer);
    document.removeEventListener('focusin', onFocus);
    toast.remove();
  };
  const run = () => {
    clearTimeout(timer);
    timer = setTimeout(remove, TOAST_DELAY_MS);
  };
  const pause = () => clearTimeout(timer);
  function onFocus(event: FocusEvent) {
    const target = event.target;
    if (target instanceof HTMLElement && target.tabIndex >= 0 && region && coveredBy(region, target))
      remove();
  }
  toast.addEventListener('mouseenter', pause);
  toast.addEventListener('mouseleave', run);
  toast.addEventListener('focusin', pause);
  toast.addEventListener('focusout', run);
  part('close')?.addEventListener('click', remove);
  document.addEventListener('focusin', onFocus);
  region.append(toast);
  run();
  return true;
}
