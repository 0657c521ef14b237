import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './icons.tsx';
import styles from './toast.module.css';
import {
  coveredBy,
  TOAST_DELAY_MS,
  TOAST_REGION_ID,
  TOAST_TEMPLATE_ID,
  type ToastInput,
  toastRegion,
} from './toast-page.ts';
import { useHydrated } from './use-client.ts';

/** Older toasts make way when more than this many are shown at once. */
const MAX_TOASTS = 3;

type ToastItem = Required<ToastInput> & { id: number };

type ToastApi = {
  /** Shows a short message ("Gelukt" / "Actie gelukt.") that disappears by itself. */
  show: (toast: ToastInput) => void;
  dismiss: (id: number) => void;
};

const ToastContext = createContext<ToastApi | null>(null);

/** Registers an element the toasts move into while it is shown; returns the unregistration. */
type RegisterHost = (host: HTMLElement) => () => void;
const ToastHostContext = createContext<RegisterHost>(() => () => {});

/** The toasts of the whole site: wrap the app once (the root layout does). */
export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);
  const show = useCallback(({ title, message, tone = 'info' }: ToastInput) => {
    const id = nextId.current++;
    setToasts((current) => [...current, { id, title, message, tone }].slice(-MAX_TOASTS));
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  // The page's region (toast-page.ts): outside the app's root, in the page from its first byte, so
  // it is never hydrated; the toasts enter it once the app has taken the page over.
  const hydrated = useHydrated();
  const pageRegion = hydrated ? toastRegion() : null;

  // A toast never covers the control a visitor moves the focus to (WCAG 2.4.11: "Verder naar je
  // gegevens" on /offerte sat under "Artikel Toegevoegd"): the toasts make way, they have been
  // seen and announced. Only controls reached by Tab count (not a page's main, which the app
  // focuses after a navigation); checked again once a smooth scroll to the control has ended.
  const shown = toasts.length > 0;
  useEffect(() => {
    if (!shown || !pageRegion) return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || target.tabIndex < 0) return;
      const check = () => {
        if (document.activeElement === target && coveredBy(pageRegion, target)) setToasts([]);
      };
      check();
      timers.push(setTimeout(check, 600));
    };
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('focusin', onFocus);
      for (const timer of timers) clearTimeout(timer);
    };
  }, [shown, pageRegion]);

  // A modal dialog (a side panel) makes the rest of the page inert and covers it: a toast shown
  // behind it would be neither seen nor announced. While one is open, the region lives in it.
  const [hosts, setHosts] = useState<readonly HTMLElement[]>([]);
  const registerHost = useCallback<RegisterHost>((host) => {
    setHosts((current) => [...current, host]);
    return () => setHosts((current) => current.filter((item) => item !== host));
  }, []);
  const host = hosts.at(-1);
  useEffect(() => {
    if (!pageRegion) return;
    if (host) host.append(pageRegion);
    else document.getElementById('root')?.after(pageRegion);
  }, [host, pageRegion]);

  return (
    <ToastContext value={api}>
      <ToastHostContext value={registerHost}>
        {children}
        {pageRegion &&
          createPortal(
            toasts.map((toast) => <Toast key={toast.id} toast={toast} onDismiss={dismiss} />),
            pageRegion,
          )}
      </ToastHostContext>
    </ToastContext>
  );
}

/** The page's live region for toasts, rendered by the server outside the app's root. */
export function ToastRegion() {
  return (
    <div
      id={TOAST_REGION_ID}
      className={styles.region}
      role="status"
      aria-live="polite"
      aria-label="Meldingen"
    />
  );
}

/** The markup of a toast, for a toast shown before the app is there (toast-page.ts). */
export function ToastTemplate() {
  return (
    <template id={TOAST_TEMPLATE_ID}>
      <ToastView title="" message="" tone="info" onClose={undefined} />
    </template>
  );
}

/**
 * For a modal dialog: while `active`, the site's toasts are shown inside `ref`'s element (which
 * the dialog renders), so they stay visible and announced above the inert page.
 */
export function useToastHost(ref: React.RefObject<HTMLElement | null>, active: boolean) {
  const register = useContext(ToastHostContext);
  useEffect(() => {
    const host = ref.current;
    if (!active || !host) return;
    return register(host);
  }, [active, ref, register]);
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider above it');
  return api;
}

function Toast({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [paused, toast.id, onDismiss]);

  return <ToastView {...toast} onClose={() => onDismiss(toast.id)} onPause={(paused) => setPaused(paused)} />;
}

type ToastViewProps = Required<ToastInput> & {
  onClose: (() => void) | undefined;
  onPause?: (paused: boolean) => void;
};

/** A toast's markup: the app's toasts and the template the entry copies (`data-part`s). */
function ToastView({ title, message, tone, onClose, onPause }: ToastViewProps) {
  return (
    // Pausing on hover and focus gives everyone time to read it (WCAG 2.2.1).
    // biome-ignore lint/a11y/noStaticElementInteractions: the handlers only pause the timer
    <div
      className={styles.toast}
      data-tone={tone}
      onMouseEnter={onPause && (() => onPause(true))}
      onMouseLeave={onPause && (() => onPause(false))}
      onFocus={onPause && (() => onPause(true))}
      onBlur={onPause && (() => onPause(false))}
    >
      <div className={styles.text}>
        <p className={styles.title} data-part="title">
          {title}
        </p>
        <p className={styles.message} data-part="message">
          {message}
        </p>
      </div>
      <button type="button" className={styles.close} data-part="close" onClick={onClose}>
        <CloseIcon size={18} />
        <span className="visually-hidden">Melding sluiten</span>
      </button>
    </div>
  );
}
