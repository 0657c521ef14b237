import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * The behaviour the navigation's disclosures share (Educatie, Verhuur): the button toggles the
 * panel; Escape closes it and puts the focus back on the button; so does a click or focus
 * anywhere else; following a link closes it.
 */
export function useDropdown() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    const root = rootRef.current;
    if (!open || !root) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // The small-screen menu around it closes on Escape too: only this one closes.
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    };
    // Focus moving elsewhere in the page closes it; a click on the panel's own background blurs
    // the link without a new target, which is not leaving (a click outside is pointerdown's).
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !root.contains(next)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    root.addEventListener('keydown', onKeyDown);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      root.removeEventListener('keydown', onKeyDown);
      root.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  return { open, setOpen, rootRef, buttonRef, toggle: () => setOpen((value) => !value) };
}
