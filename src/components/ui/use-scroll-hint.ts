import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Whether a scroll box has more to show sideways, so the table can say so: a table that must scroll does it
 * inside its own box (never the page), and a person has to be told that there is more to the right.
 */
export function useScrollHint<Box extends HTMLElement>() {
  const ref = useRef<Box | null>(null);
  const [more, setMore] = useState({ left: false, right: false });

  const measure = useCallback(() => {
    const box = ref.current;
    if (!box) return;
    // One pixel of slack: zoomed layouts round widths.
    const left = box.scrollLeft > 1;
    const right = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
    setMore((current) => (current.left === left && current.right === right ? current : { left, right }));
  }, []);

  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    box.addEventListener('scroll', measure, { passive: true });
    // The observer reports each box's first size itself, right after the browser's own layout and before that
    // frame is painted; rendered at once (flushSync), a hint that appears is in the same frame as its table, so
    // nothing moves. Measured here instead, in the effects of a page's first render, the widths forced a layout
    // of the whole new page on the spot: 25 ms of /bank's start on this machine, 100 ms on a phone (issue 20).
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => flushSync(measure)) : null;
    if (!observer) measure();
    observer?.observe(box);
    const table = box.firstElementChild;
    if (table) observer?.observe(table);
    return () => {
      box.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure]);

  return { ref, moreLeft: more.left, moreRight: more.right, measure };
}
