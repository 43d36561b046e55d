const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Elements a Tab key can reach inside `root`, in document order. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.hasAttribute('inert') && !element.closest('[inert]') && !element.closest('[hidden]'),
  );
}

/** Floating layers (poppers) rendered outside a modal's DOM still belong to it: focus may go there. */
export const FLOATING_LAYER_ATTRIBUTE = 'data-floating-layer';

export function isInFloatingLayer(node: Node | null): boolean {
  return node instanceof Element && node.closest(`[${FLOATING_LAYER_ATTRIBUTE}]`) !== null;
}

/**
 * After a click outside a popover, whether focus went nowhere a user chose: the page itself, or a region
 * that only takes focus for skip links (tabindex -1, such as <main>). The popover's trigger then takes it back.
 */
export function focusLandedNowhere(element: Element | null, closedPanel?: Element | null): boolean {
  if (!element || element === document.body) return true;
  if (closedPanel?.contains(element)) return true;
  return element.getAttribute('tabindex') === '-1' && !element.matches('a, button, input, select, textarea');
}
