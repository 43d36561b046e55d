import { useCallback, useEffect, useRef, useState } from 'react';

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
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
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
