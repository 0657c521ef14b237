import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './icons.tsx';
import styles from './toast.module.css';

/** SPEC §9: a toast stays 3000 ms (longer while the pointer or the focus is on it). */
export const TOAST_DELAY_MS = 3000;
/** Older toasts make way when more than this many are shown at once. */
const MAX_TOASTS = 3;

export type ToastTone = 'success' | 'warning' | 'error' | 'info';
export type ToastInput = { title: string; message: string; tone?: ToastTone };
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

  // A toast never covers the control a visitor moves the focus to (WCAG 2.4.11: "Verder naar je
  // gegevens" on /offerte sat under "Artikel Toegevoegd"): the toasts make way, they have been
  // seen and announced. Only controls reached by Tab count (not a page's main, which the app
  // focuses after a navigation); checked again once a smooth scroll to the control has ended.
  const regionRef = useRef<HTMLDivElement>(null);
  const shown = toasts.length > 0;
  useEffect(() => {
    if (!shown) return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const covers = (target: HTMLElement) => {
      const region = regionRef.current;
      if (!region || region.contains(target) || !target.isConnected) return false;
      const a = target.getBoundingClientRect();
      const b = region.getBoundingClientRect();
      return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    };
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || target.tabIndex < 0) return;
      const check = () => {
        if (document.activeElement === target && covers(target)) setToasts([]);
      };
      check();
      timers.push(setTimeout(check, 600));
    };
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('focusin', onFocus);
      for (const timer of timers) clearTimeout(timer);
    };
  }, [shown]);

  // A modal dialog (a side panel) makes the rest of the page inert and covers it: a toast shown
  // behind it would be neither seen nor announced. While one is open, the toasts live in it.
  const [hosts, setHosts] = useState<readonly HTMLElement[]>([]);
  const registerHost = useCallback<RegisterHost>((host) => {
    setHosts((current) => [...current, host]);
    return () => setHosts((current) => current.filter((item) => item !== host));
  }, []);
  const host = hosts.at(-1);

  // The live region is always in the page, so a toast added to it is announced.
  const region = (
    <div ref={regionRef} className={styles.region} role="status" aria-live="polite" aria-label="Meldingen">
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} onDismiss={dismiss} />
      ))}
    </div>
  );
  return (
    <ToastContext value={api}>
      <ToastHostContext value={registerHost}>
        {children}
        {host ? createPortal(region, host) : region}
      </ToastHostContext>
    </ToastContext>
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

  return (
    // Pausing on hover and focus gives everyone time to read it (WCAG 2.2.1).
    // biome-ignore lint/a11y/noStaticElementInteractions: the handlers only pause the timer
    <div
      className={`${styles.toast} ${styles[toast.tone]}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className={styles.text}>
        <p className={styles.title}>{toast.title}</p>
        <p className={styles.message}>{toast.message}</p>
      </div>
      <button type="button" className={styles.close} onClick={() => onDismiss(toast.id)}>
        <CloseIcon size={18} />
        <span className="visually-hidden">Melding sluiten</span>
      </button>
    </div>
  );
}
