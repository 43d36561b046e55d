import { cloneElement, type FocusEvent, type MouseEvent, type ReactElement, type ReactNode, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { FLOATING_LAYER_ATTRIBUTE, focusableIn } from './focus';
import type { PopperPlacement } from './popper-position';
import styles from './popper.module.css';
import { POPPER_OFFSET, usePopper } from './use-popper';

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
  const { panelId, triggerRef, panelRef, isOpen, mounted, position, setOpen, close } = usePopper({
    placement,
    openOn,
    offset,
    openDelay,
    closeDelay,
    open,
    onOpenChange,
  });

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
