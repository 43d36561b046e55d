export type PopperPlacement = 'bottom-start' | 'bottom-end' | 'top';

interface Box {
  top: number;
  left: number;
  right: number;
  bottom: number;
  width: number;
  height: number;
}

export interface PopperPosition {
  top: number;
  left: number;
  /** The side actually used: it flips when the preferred side has no room and the other has more. */
  side: 'top' | 'bottom';
}

/** Keeps a panel this far from the viewport's edges. */
const EDGE_MARGIN = 8;

export function computePopperPosition(
  anchor: Box,
  panel: { width: number; height: number },
  placement: PopperPlacement,
  offset: number,
  viewport: { width: number; height: number },
): PopperPosition {
  const spaceBelow = viewport.height - anchor.bottom - offset - EDGE_MARGIN;
  const spaceAbove = anchor.top - offset - EDGE_MARGIN;
  let side: 'top' | 'bottom' = placement === 'top' ? 'top' : 'bottom';
  if (side === 'bottom' && panel.height > spaceBelow && spaceAbove > spaceBelow) side = 'top';
  else if (side === 'top' && panel.height > spaceAbove && spaceBelow > spaceAbove) side = 'bottom';

  const top = side === 'bottom' ? anchor.bottom + offset : anchor.top - offset - panel.height;
  const preferredLeft =
    placement === 'bottom-start'
      ? anchor.left
      : placement === 'bottom-end'
        ? anchor.right - panel.width
        : anchor.left + anchor.width / 2 - panel.width / 2;
  const maxLeft = Math.max(EDGE_MARGIN, viewport.width - panel.width - EDGE_MARGIN);
  const left = Math.min(Math.max(preferredLeft, EDGE_MARGIN), maxLeft);
  return { top: Math.max(EDGE_MARGIN, top), left, side };
}
