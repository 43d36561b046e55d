import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { can, isClientRole } from '@/src/contracts/access';
import { PRODUCT_NAME } from '@/src/contracts/messages';
import { trackPage } from '@/src/lib/analytics';
import { syncAnalyticsClientId } from '@/src/lib/analytics-link';
import { messagingLinkQuery } from '@/src/lib/messaging-link';
import { currentUserQuery, roleOf } from '@/src/lib/current-user';
import { recordFirstVisit } from '@/src/lib/visit';
import { useRouteTitle } from './use-route-title';

// Staff only, in its own chunk: the sign-in screen does not load the notification client.
const AdminRouteNotifications = lazy(() => import('./admin-route-notifications'));

/** `/wallet/` → `/wallet`; the root and unknown matches stay `/`. */
export const templateOf = (fullPath: string | undefined) => (fullPath ? fullPath.replace(/(.)\/$/, '$1') : '/');

/**
 * After each navigation (spec 2.5): set the document title, send an analytics hit, fetch the messaging link for
 * signed-in non-admin users (kept while still valid: lib/messaging-link.ts) and, for roles 1, 5, 6, load the admin
 * notifications for that route.
 */
export function RouteEffects() {
  const title = useRouteTitle();
  const user = useQuery({ ...currentUserQuery, enabled: false }).data;
  const role = roleOf(user);
  const queryClient = useQueryClient();
  useEffect(() => void syncAnalyticsClientId(user, role), [user, role]);
  // Spec 7: the first visit of this browser is recorded once, whichever page it lands on.
  useEffect(() => void recordFirstVisit(), []);
  const href = useRouterState({ select: (s) => (s.status === 'idle' ? s.location.href : null) });
  // The route's template (`/admin/clients/$id`): analytics never sees the ids in the address.
  const template = useRouterState({ select: (s) => templateOf(s.matches.at(-1)?.fullPath) });
  useEffect(() => {
    if (href === null) return;
    document.title = title === PRODUCT_NAME ? PRODUCT_NAME : `${title} · ${PRODUCT_NAME}`;
    trackPage(href, title, template);
  }, [href, title, template]);
  const pathname = useRouterState({ select: (s) => (s.status === 'idle' ? s.location.pathname : null) });
  const wantsMessagingLink = role !== undefined && isClientRole(role);
  useEffect(() => {
    if (pathname === null || pathname === '/login' || !wantsMessagingLink) return;
    // A failure is logged by the query and only leaves the support link without the user's start code.
    queryClient.fetchQuery(messagingLinkQuery).catch(() => undefined);
  }, [pathname, wantsMessagingLink, queryClient]);
  if (role === undefined || !can(role, 'admin.notifications')) return null;
  return (
    <Suspense fallback={null}>
      <AdminRouteNotifications />
    </Suspense>
  );
}
