import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { currentUserQuery } from '@/src/lib/current-user';
import {
  hideSlidesOverlay,
  markSlideViewedOnServer,
  rememberCheckedSlide,
  slidesQuery,
  useSlidesOverlayHidden,
  useUncheckedSlides,
} from '@/src/lib/slides';
import { isMobileDevice } from './slide-navigation';

// The overlay (and its styles) loads only when there is a slide to show.
const SlidesOverlay = lazy(() => import('./slides-overlay').then((m) => ({ default: m.SlidesOverlay })));

/**
 * Spec 2.4 and 4: the next unviewed slide item opens by itself; closing it marks it viewed (on the server and
 * in this browser's checked slides) and the next one follows; a route change hides it again, until the app is
 * opened anew or the bell's slides line shows it.
 */
export function SlidesOverlayMount() {
  const user = useQuery(currentUserQuery).data;
  const items = useUncheckedSlides();
  const queryClient = useQueryClient();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const hidden = useSlidesOverlayHidden();
  const openedAt = useRef<string | null>(null);
  const item = hidden ? undefined : items[0];

  useEffect(() => {
    if (!item) {
      openedAt.current = null;
      return;
    }
    if (openedAt.current === null) openedAt.current = pathname;
    else if (openedAt.current !== pathname) hideSlidesOverlay();
  }, [item, pathname]);

  if (!item || !user) return null;

  const close = () => {
    rememberCheckedSlide(user.id, item.id);
    markSlideViewedOnServer(item.id)
      .then(() => queryClient.invalidateQueries({ queryKey: slidesQuery.queryKey }))
      // The call logged the failure (spec 8); the slide stays checked in this browser.
      .catch(() => undefined);
  };
  const dismiss = hideSlidesOverlay;
  const language = navigator.language.toLowerCase().startsWith('ru') ? 'ru' : 'en';
  return (
    <Suspense fallback={null}>
      <SlidesOverlay
        key={item.id}
        item={item}
        initialLanguage={language}
        mobile={isMobileDevice(navigator.userAgent, window.innerWidth)}
        onClose={close}
        onDismiss={dismiss}
      />
    </Suspense>
  );
}
