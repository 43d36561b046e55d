import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { createPortal } from 'react-dom';
import { FLOATING_LAYER_ATTRIBUTE, focusableIn } from './focus';
import { computePopperPosition, type PopperPlacement, type PopperPosition } from './popper-position';
import styles from './popper.module.css';

/** Spec 9: offset distance 12, open/close delays 0, fade 0.2 s. */
export const POPPER_OFFSET = 12;
export const POPPER_FADE_MS = 200;

interface TriggerProps {
  ref?: Ref<HTMLElement>;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

export interface PopperProps {
  /** The element that anchors and opens the panel, usually a Button; it gets the ref and ARIA wiring. */
  trigger: ReactElement<TriggerProps>;
  children: ReactNode | ((controls: { close: () => void }) => ReactNode);
  placement?: PopperPlacement;
  /** 'click' for panels and menus (focus moves in), 'hover' for hints (also opens on keyboard focus). */
  openOn?: 'click' | 'hover';
  offset?: number;
  openDelay?: number;
  closeDelay?: number;
  /** Controlled state; leave both undefined to let the popper manage itself. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The panel's accessible name. */
  label?: string;
  className?: string;
}

export function Popper({
  trigger,
  children,
  placement = 'bottom-start',
  openOn = 'click',
  offset = POPPER_OFFSET,
  openDelay = 0,
  closeDelay = 0,
  open,
  onOpenChange,
  label,
  className,
}: PopperProps) {
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
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
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
    function onPointerDown(event: Event) {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || triggerRef.current?.contains(target)) return;
      close();
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

  const own = trigger.props;
  const hover = openOn === 'hover';
  const triggerElement = cloneElement(trigger, {
    ref: (node: HTMLElement | null) => {
      triggerRef.current = node;
      const ref = own.ref;
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as { current: HTMLElement | null }).current = node;
    },
    ...(hover
      ? {
          'aria-describedby': isOpen ? panelId : undefined,
          onMouseEnter: (event) => (own.onMouseEnter?.(event), setOpen(true)),
          onMouseLeave: (event) => (own.onMouseLeave?.(event), setOpen(false)),
          onFocus: (event) => (own.onFocus?.(event), setOpen(true)),
          onBlur: (event) => (own.onBlur?.(event), setOpen(false)),
        }
      : {
          'aria-expanded': isOpen,
          'aria-controls': mounted ? panelId : undefined,
          onClick: (event) => (own.onClick?.(event), setOpen(!isOpen)),
        }),
  } as TriggerProps & Record<string, unknown>);

  const panel = mounted
    ? createPortal(
        <div
          ref={panelRef}
          id={panelId}
          role={hover ? 'tooltip' : 'dialog'}
          aria-label={label}
          tabIndex={-1}
          {...{ [FLOATING_LAYER_ATTRIBUTE]: '' }}
          data-state={isOpen ? 'open' : 'closed'}
          data-side={position?.side}
          className={[styles.panel, className].filter(Boolean).join(' ')}
          // Measured first while invisible, then placed: no flash at the top-left corner.
          style={position ? { top: position.top, left: position.left } : { visibility: 'hidden', top: 0, left: 0 }}
          onMouseEnter={hover ? () => setOpen(true) : undefined}
          onMouseLeave={hover ? () => setOpen(false) : undefined}
          onKeyDown={(event) => {
            if (event.key !== 'Tab' || !panelRef.current) return;
            const focusable = focusableIn(panelRef.current);
            const leavingBack = event.shiftKey && (focusable.length === 0 || document.activeElement === focusable[0]);
            const leavingForward =
              !event.shiftKey && (focusable.length === 0 || document.activeElement === focusable.at(-1));
            if (!leavingBack && !leavingForward) return;
            // Back to the trigger; going forward the browser's own Tab then continues from there.
            if (leavingBack) event.preventDefault();
            close();
            triggerRef.current?.focus();
          }}
        >
          {typeof children === 'function' ? children({ close }) : children}
        </div>,
        document.body,
      )
    : null;

  return (
    <>
      {triggerElement}
      {panel}
    </>
  );
}
