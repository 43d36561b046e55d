import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * Whether the app's first screen has been painted (issue 20). The parts of a signed-in page that hold their place
 * with a placeholder (the header's balance and bell, the dashboard's charts) load their code and data once it
 * has: asked for during the first render, their stylesheets, code and requests shared the phone's few connections
 * and its main thread with what the first paint waits for, and put it later.
 *
 * The first screen counts as painted two frames after the first component that asks has mounted: a
 * `requestAnimationFrame` callback runs before its frame is drawn, and the frame reaches the screen (the time
 * the paint timing and LCP entries report) later still; the next frame's callback comes after that, and the
 * task it queues runs outside the frame.
 */
let painted = false;
let waiting = false;
const listeners = new Set<() => void>();

function awaitPaint() {
  if (painted || waiting) return;
  waiting = true;
  const done = () => {
    painted = true;
    for (const listener of listeners) listener();
    listeners.clear();
  };
  // A tab opened in the background gets no frames until it is shown: its first paint is then what it waits for.
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)));
}

/** Calls `listener` once the first screen has been painted (at once if it has); returns the unsubscribe. */
function whenFirstPaintDone(listener: () => void): () => void {
  if (painted) {
    listener();
    return () => undefined;
  }
  listeners.add(listener);
  awaitPaint();
  return () => listeners.delete(listener);
}

/**
 * False until the first screen has been painted, then true for the rest of the page's life. The change renders
 * as a transition: React renders it in slices of a few milliseconds, where an external store's update would be
 * one synchronous task, the longest of the page's start (Lighthouse's TBT counted 120 ms of it on /dashboard).
 */
export function useAfterFirstPaint(): boolean {
  const [shown, setShown] = useState(painted);
  useEffect(() => {
    if (shown) return;
    return whenFirstPaintDone(() => startTransition(() => setShown(true)));
  }, [shown]);
  return shown;
}

/**
 * `fallback` in the first screen, then `children` (typically lazy parts, in a boundary that keeps showing
 * `fallback` while their code arrives). Only this component re-renders when the screen has been painted, not the
 * page or header around it.
 */
export function AfterFirstPaint({ fallback = null, children }: { fallback?: ReactNode; children: ReactNode }) {
  return useAfterFirstPaint() ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
