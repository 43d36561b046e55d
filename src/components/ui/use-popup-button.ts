import { useId, useRef, useState } from 'react';
import { focusLandedNowhere } from './focus';
import { useDismiss } from './use-dismiss';

/**
 * A button that opens a popup beside it (the user menu, a table's column chooser): spread `trigger` on the
 * button and put `rootRef` on the element holding both, `popupId` on the popup. Escape or a press outside
 * closes it; focus goes back to the button after Escape, and after a press that gave focus to nothing else.
 */
export function usePopupButton() {
  const [open, setOpen] = useState(false);
  const popupId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useDismiss(
    open,
    (target) => rootRef.current?.contains(target) ?? false,
    (by) => {
      setOpen(false);
      if (by === 'escape') {
        triggerRef.current?.focus();
        return;
      }
      window.setTimeout(() => {
        if (focusLandedNowhere(document.activeElement)) triggerRef.current?.focus({ preventScroll: true });
      });
    },
  );

  return {
    open,
    close: () => setOpen(false),
    popupId,
    rootRef,
    trigger: {
      ref: triggerRef,
      type: 'button',
      'aria-expanded': open,
      'aria-controls': popupId,
      onClick: () => setOpen((value) => !value),
    } as const,
  };
}
