import { useSyncExternalStore } from 'react';

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

function subscribe(listener: () => void) {
  listeners.add(listener);
  awaitPaint();
  return () => listeners.delete(listener);
}

const getSnapshot = () => painted;

/** False until the first screen has been painted, then true for the rest of the page's life. */
export function useAfterFirstPaint(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
