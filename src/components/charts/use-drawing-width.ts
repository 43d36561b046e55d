import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * The pixel width a chart's figure gets, so the SVG is drawn at one unit per pixel and its axis text keeps
 * its CSS size (11 px) on a phone instead of shrinking with a fixed viewBox. `fallback` is used until the
 * figure is measured (and where nothing can measure it).
 */
export function useDrawingWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const measured = Math.floor(element.clientWidth);
      if (measured > 0) setWidth(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * The figure's width once the browser has laid it out: null until then, `fallback` where nothing can measure (no
 * ResizeObserver). Unlike `useDrawingWidth` it never asks for a layout in the middle of a React commit: reading
 * `clientWidth` in a layout effect made the browser lay out the whole page inside the task that rendered the
 * chart, then render the chart again at the measured width in that same task (the dashboard's longest task after
 * its first paint, issue 20). The observer's first call comes after the browser's own layout, and the chart then
 * draws once, at the width measured.
 */
export function useMeasuredWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const canMeasure = typeof ResizeObserver !== 'undefined';
  const [width, setWidth] = useState<number | null>(canMeasure ? null : fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || !canMeasure) return;
    const observer = new ResizeObserver(() => {
      const measured = Math.floor(element.clientWidth);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [canMeasure]);
  return { ref, width };
}
