import { useLayoutEffect, useRef, useState } from 'react';

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
