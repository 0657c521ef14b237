import { useEffect, useId, useRef } from 'react';
import { CloseIcon } from './icons.tsx';
import styles from './side-panel.module.css';
import { useToastHost } from './toast.tsx';

type Props = {
  title: string;
  open: boolean;
  onClose: () => void;
  /** Gets the focus back when the panel closes (the button that opened it). */
  returnFocusTo?: React.RefObject<HTMLElement | null>;
  children: React.ReactNode;
};

/**
 * A panel that slides in from the right: a modal `<dialog>`, so focus moves into it, the page
 * behind is inert, Escape closes it, and focus returns to the button that opened it.
 */
export function SidePanel({ title, open, onClose, returnFocusTo, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const toastHostRef = useRef<HTMLDivElement>(null);
  useToastHost(toastHostRef, open);

  // A click on the backdrop lands on the dialog element itself and closes the panel; the
  // keyboard closes it with Escape or the close button.
  useEffect(() => {
    const dialog = ref.current;
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) onClose();
    };
    dialog?.addEventListener('click', onClick);
    return () => dialog?.removeEventListener('click', onClick);
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      closeRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      returnFocusTo?.current?.focus();
    }
  }, [open, returnFocusTo]);

  return (
    <dialog
      ref={ref}
      className={styles.panel}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: let React state close it, so both stay in step.
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.head}>
        <h2 id={titleId}>{title}</h2>
        <button ref={closeRef} type="button" className={styles.close} onClick={onClose}>
          <CloseIcon />
          <span className="visually-hidden">Sluiten</span>
        </button>
      </div>
      {/* The site's toasts while the panel is open: under its head, in its column, so a toast never
          covers the panel's own controls (WCAG 2.4.11: "Afrekenen" sat under it). */}
      <div ref={toastHostRef} className={styles.toasts} />
      <div className={styles.body}>{children}</div>
    </dialog>
  );
}
