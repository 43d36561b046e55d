import { useDeferredValue } from 'react';

/**
 * Whether content waiting on a load is to be shown: false while `pending`, and still false in the render in which
 * the answer arrives, which React then follows with a background render that shows it (issue 20). A query's
 * answer re-renders its subscribers in one synchronous task (an external store's update is never sliced); the
 * tables and figures it brings made tasks of 30–90 ms on /dashboard and /bank. Deferred, they render in slices of
 * a few milliseconds while the placeholder stays on screen. Content already loaded when the component mounts
 * (a cache, a revisit) shows in the first render, and a load that starts again shows its placeholder at once.
 */
export function useAnswerShown(pending: boolean): boolean {
  const answered = useDeferredValue(!pending);
  return answered && !pending;
}
