import { useEffect, useRef, useState, type RefObject } from 'react';
import { focusableIn, isInFloatingLayer } from './focus';

/** Spec 9: modals open and close in 0.2 s; the dialog stays mounted until the closing fade ends. */
export const MODAL_ANIMATION_MS = 200;

/** Open modals, innermost last: only the top one answers Escape and keeps focus. */
const openStack: HTMLElement[] = [];

/** Whether the modal is in the DOM, and whether it is fading out: it stays mounted through the fade. */
export function useModalMounting(open: boolean) {
  const [mounted, setMounted] = useState(open);
  const [closing, setClosing] = useState(false);

  useEffect(() => {
    if (open) {
      setMounted(true);
      setClosing(false);
      return;
    }
    if (!mounted) return;
    setClosing(true);
    const timer = window.setTimeout(() => {
      setMounted(false);
      setClosing(false);
    }, MODAL_ANIMATION_MS);
    return () => window.clearTimeout(timer);
  }, [open, mounted]);
  return { mounted, closing };
}

/**
 * The modal's keyboard contract while it is open: focus moves in (to [data-autofocus], else the body's first
 * control), Tab stays inside, Escape closes unless it is permanent, the page behind does not scroll, and focus
 * goes back to the opener as soon as it starts closing. Only the innermost open modal answers.
 */
export function useModalFocus(
  panelRef: RefObject<HTMLDivElement | null>,
  { closing, onClose, permanent }: { closing: boolean; onClose: () => void; permanent: boolean },
) {
  // The listeners live as long as the modal is open; they read the latest callbacks through refs.
  const closeRef = useRef(onClose);
  const permanentRef = useRef(permanent);
  useEffect(() => {
    closeRef.current = onClose;
    permanentRef.current = permanent;
  });

  // Focus moves in on open and goes back to whatever opened the modal as soon as it starts closing.
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel || closing) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openStack.push(panel);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const preferred = panel.querySelector<HTMLElement>('[data-autofocus]');
    const content = panel.querySelector<HTMLElement>('[data-modal-body]');
    (preferred ?? (content && focusableIn(content)[0]) ?? focusableIn(panel)[0] ?? panel).focus();

    function onKeyDown(event: KeyboardEvent) {
      if (openStack.at(-1) !== panel || !panel) return;
      if (event.key === 'Escape' && !permanentRef.current) {
        event.preventDefault();
        closeRef.current();
      } else if (event.key === 'Tab') {
        const focusable = focusableIn(panel);
        const first = focusable[0];
        const last = focusable.at(-1);
        const active = document.activeElement;
        if (!first || !last) {
          event.preventDefault();
          panel.focus();
        } else if (event.shiftKey && (active === first || !panel.contains(active))) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
          event.preventDefault();
          first.focus();
        }
      }
    }
    function onFocusIn(event: FocusEvent) {
      const target = event.target as Node | null;
      if (openStack.at(-1) !== panel || !panel || panel.contains(target) || isInFloatingLayer(target)) return;
      (focusableIn(panel)[0] ?? panel).focus();
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      openStack.splice(openStack.indexOf(panel), 1);
      if (openStack.length === 0) document.body.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [closing]);
}
