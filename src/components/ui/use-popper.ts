import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { focusableIn, focusLandedNowhere } from './focus';
import { computePopperPosition, type PopperPlacement, type PopperPosition } from './popper-position';

/** Spec 9: offset distance 12, open/close delays 0, fade 0.2 s. */
export const POPPER_OFFSET = 12;
export const POPPER_FADE_MS = 200;

export interface PopperBehaviour {
  placement: PopperPlacement;
  openOn: 'click' | 'hover';
  offset: number;
  openDelay: number;
  closeDelay: number;
  open: boolean | undefined;
  onOpenChange: ((open: boolean) => void) | undefined;
}

/**
 * What a popper does, apart from how it looks: open state (controlled or its own, with delays), staying
 * mounted through the fade, placement beside the trigger, focus moving in, and closing on a click or focus
 * outside and on Escape. The view (popper.tsx) wires the trigger and renders the panel with these.
 */
export function usePopper({ placement, openOn, offset, openDelay, closeDelay, open, onOpenChange }: PopperBehaviour) {
  const panelId = useId();
  const triggerRef = useRef<HTMLElement | null>(null);
  const panelRef = useRef<HTMLDivElement | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const [innerOpen, setInnerOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [position, setPosition] = useState<PopperPosition | null>(null);
  const isOpen = open ?? innerOpen;

  const setOpen = useCallback(
    (next: boolean, delay = next ? openDelay : closeDelay) => {
      window.clearTimeout(timer.current);
      const apply = () => {
        if (open === undefined) setInnerOpen(next);
        onOpenChange?.(next);
      };
      if (delay > 0) timer.current = window.setTimeout(apply, delay);
      else apply();
    },
    [open, onOpenChange, openDelay, closeDelay],
  );
  const close = useCallback(() => setOpen(false, 0), [setOpen]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Stay mounted through the closing fade.
  useEffect(() => {
    if (isOpen) {
      setMounted(true);
      return;
    }
    const fade = window.setTimeout(() => setMounted(false), POPPER_FADE_MS);
    return () => window.clearTimeout(fade);
  }, [isOpen]);

  useLayoutEffect(() => {
    if (!mounted) return;
    function place() {
      const anchor = triggerRef.current;
      const panel = panelRef.current;
      if (!anchor || !panel) return;
      const viewport = { width: window.innerWidth, height: window.innerHeight };
      setPosition(
        computePopperPosition(
          anchor.getBoundingClientRect(),
          panel.getBoundingClientRect(),
          placement,
          offset,
          viewport,
        ),
      );
    }
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    // The panel's content can grow once open (its figures arrive after "Loading…"), and the trigger can move (the
    // header's parts arrive after the first paint, issue 20): placed once, the panel then hung off the screen.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(place) : null;
    if (triggerRef.current) observer?.observe(triggerRef.current);
    if (panelRef.current) observer?.observe(panelRef.current);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
      observer?.disconnect();
    };
  }, [mounted, placement, offset]);

  // Click-opened panels take focus so keyboard users land in them (the panel lives at the end of <body>).
  // Only once per opening, and only once placed: a still-hidden panel cannot take focus.
  const focusedThisOpening = useRef(false);
  useEffect(() => {
    if (!isOpen) {
      focusedThisOpening.current = false;
      return;
    }
    const panel = panelRef.current;
    if (openOn !== 'click' || !position || !panel || focusedThisOpening.current) return;
    focusedThisOpening.current = true;
    (focusableIn(panel)[0] ?? panel).focus({ preventScroll: true });
  }, [isOpen, openOn, position]);

  useEffect(() => {
    if (!isOpen) return;
    // A click outside closes; focus returns to the trigger unless the click gave it to something else.
    function onPointerDown(event: Event) {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || triggerRef.current?.contains(target)) return;
      const hadFocus = panelRef.current?.contains(document.activeElement);
      close();
      if (!hadFocus) return;
      window.setTimeout(() => {
        if (focusLandedNowhere(document.activeElement, panelRef.current)) {
          triggerRef.current?.focus({ preventScroll: true });
        }
      });
    }
    // Capture phase, and stop it there: Escape closes the innermost layer only, not the modal around it.
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      const hadFocus = panelRef.current?.contains(document.activeElement);
      close();
      if (hadFocus) triggerRef.current?.focus();
    }
    // Focus leaving both trigger and panel (Tab onward, a modal taking it) closes a click-opened panel.
    function onFocusIn(event: Event) {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || triggerRef.current?.contains(target)) return;
      close();
    }
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown, true);
    if (openOn === 'click') document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [isOpen, close, openOn]);

  return { panelId, triggerRef, panelRef, isOpen, mounted, position, setOpen, close };
}
