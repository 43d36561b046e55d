import { useEffect, useEffectEvent } from 'react';

/** How an open popup was closed: Escape gives focus back to its trigger, a press elsewhere leaves it there. */
export type DismissedBy = 'outside' | 'escape';

/**
 * Closes an open popup (a menu, a chooser, a dropdown) the way people expect: a pointer pressed on anything
 * `isInside` does not claim, or an Escape that nothing above the popup (a dialog it opened) has already used.
 */
export function useDismiss(open: boolean, isInside: (target: Node) => boolean, onDismiss: (by: DismissedBy) => void) {
  // Effect events: the listeners see the latest callbacks without being added again on every render.
  const inside = useEffectEvent(isInside);
  const dismiss = useEffectEvent(onDismiss);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!inside(event.target as Node)) dismiss('outside');
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) dismiss('escape');
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
}
