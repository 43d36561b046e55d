import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useMemo, useRef } from 'react';
import { can } from '@/src/contracts/access';
import { adminRequestCountsQuery } from '@/src/lib/admin-request-counts';
import { pendingRequestCountQuery } from '@/src/lib/pending-requests';
import type { NavItem } from './nav-items';

type BadgeCounts = Partial<Record<NonNullable<NavItem['badge']>, number>>;
const NONE: BadgeCounts = {};

/**
 * Spec 2.3/2.5: the sidebar's +count badges, for roles 1, 5, 6 and (its "A" only) 7: loaded on entry, after
 * each navigation and every 30 seconds. For the deciders of requests (issue 24), the pending requests they
 * may decide, polled the same way and refreshed by each push and each decision.
 */
export function useBadgeCounts(role: number | undefined): BadgeCounts {
  const enabled = role !== undefined && can(role, 'admin.requestCounts');
  const decides = role !== undefined && can(role, 'request.decide');
  const queryClient = useQueryClient();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { data } = useQuery({ ...adminRequestCountsQuery, enabled });
  const pending = useQuery({ ...pendingRequestCountQuery, enabled: decides });
  const shownOn = useRef(pathname);

  useEffect(() => {
    // The first load is the query's own; each later navigation asks again.
    if (!enabled || shownOn.current === pathname) return;
    shownOn.current = pathname;
    void queryClient.invalidateQueries({ queryKey: adminRequestCountsQuery.queryKey });
  }, [enabled, pathname, queryClient]);

  // The same object while the counts stay the same: the memoized sidebar re-renders only when a badge changes.
  const requests = decides ? pending.data : undefined;
  const decided = useMemo(() => (requests === undefined ? undefined : { requests }), [requests]);
  if (decided) return decided;
  return enabled && data ? data : NONE;
}
