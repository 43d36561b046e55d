import { startTransition, useEffect, useState } from 'react';

/**
 * Set once the first screen's deferred parts have rendered: what mounts after that (a later navigation, a dialog)
 * renders at once, as before.
 */
let firstScreenDone = false;

/**
 * Whether a part of the first screen that is not its largest paint (the sidebar's links, the page's tables and
 * cards) may render now. On the app's first load the router renders the shell and the page in one synchronous
 * render (its state reaches React through useSyncExternalStore, which React never interrupts): 40–55 ms on a
 * desktop core, four times that on Lighthouse's simulated phone, all of it one long task (issue 20). A part behind
 * this hook renders its placeholder in that render and itself in a transition right after the commit, which React
 * renders in slices of 5 ms, yielding to the browser between them, so the first paint and the page's heading do not
 * wait for it and no slice is a long task.
 */
export function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(firstScreenDone);
  useEffect(() => {
    if (ready) {
      firstScreenDone = true;
      return;
    }
    startTransition(() => setReady(true));
  }, [ready]);
  return ready;
}
