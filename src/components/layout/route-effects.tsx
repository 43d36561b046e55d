import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../contracts/messages';
import { trackPage } from '../../lib/analytics';
import { recordFirstVisit } from '../../lib/visit';
import { useRouteTitle } from './use-route-title';

/** After each navigation (spec 2.5): set the document title and send an analytics hit. */
export function RouteEffects() {
  const title = useRouteTitle();
  // Spec 7: the first visit of this browser is recorded once, whichever page it lands on.
  useEffect(() => void recordFirstVisit(), []);
  const href = useRouterState({ select: (s) => (s.status === 'idle' ? s.location.href : null) });
  useEffect(() => {
    if (href === null) return;
    document.title = title === PRODUCT_NAME ? PRODUCT_NAME : `${title} · ${PRODUCT_NAME}`;
    trackPage(href, title);
  }, [href, title]);
  return null;
}
