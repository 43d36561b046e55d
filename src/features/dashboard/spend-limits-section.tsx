import { queryOptions, useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { can } from '@/src/contracts/access';
import { call } from '@/src/lib/api-client';
import { currentUserQuery, roleOf } from '@/src/lib/current-user';
import styles from './dashboard-page.module.css';
import { mySpendLimitsRoute } from './dashboard-routes';
import { DashboardTile } from './dashboard-tile';

// Issue 24: only requesters load the request parts, so they stay out of the dashboard's first chunks.
const AskHigherLimit = lazy(() => import('./spend-limit-asks').then((m) => ({ default: m.AskHigherLimit })));
const PersonLimitRequestStatus = lazy(() =>
  import('./spend-limit-asks').then((m) => ({ default: m.PersonLimitRequestStatus })),
);

const mySpendLimitsQuery = queryOptions({
  queryKey: ['spend-limits', 'me'] as const,
  queryFn: ({ signal }) => call(mySpendLimitsRoute, {}, { signal }),
});

/**
 * The person's own spend limits across all their cards (issue 23): spent / limit today and this month per
 * currency. Shown only when the owner or their team lead set one; offline it shows the last figures read.
 * A buyer or team lead asks for a higher one here (issue 24), where the server lists the limit as askable.
 */
export function SpendLimitsSection() {
  const limits = useQuery(mySpendLimitsQuery);
  const user = useQuery(currentUserQuery).data;
  const role = roleOf(user);
  const mayAsk = role !== undefined && can(role, 'request.create');
  if (!limits.data || limits.data.limits.length === 0) return null;
  return (
    <DashboardTile id="spend-limits-title" title="Your spend limits">
      <ul className={styles.spendList}>
        {limits.data.limits.map((l) => (
          <li key={l.currency}>
            <span>
              Today: {l.spentToday} {l.daily === null ? 'spent, no daily limit' : `of ${l.daily}`} {l.currency}
            </span>
            <br />
            <span>
              This month: {l.spentMonth} {l.monthly === null ? 'spent, no monthly limit' : `of ${l.monthly}`}{' '}
              {l.currency}
            </span>
            {mayAsk && user ? (
              <Suspense fallback={null}>
                <AskHigherLimit userId={user.id} currency={l.currency} />
              </Suspense>
            ) : null}
          </li>
        ))}
      </ul>
      {mayAsk && user ? (
        <Suspense fallback={null}>
          <PersonLimitRequestStatus userId={user.id} />
        </Suspense>
      ) : null}
    </DashboardTile>
  );
}
