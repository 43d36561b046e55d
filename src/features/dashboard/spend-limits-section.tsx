import { queryOptions, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { personLimitsOf } from '@/src/components/requests/askable';
import { requestQueries } from '@/src/components/requests/request-queries';
import { RequestStatusLine } from '@/src/components/requests/request-status-line';
import { Button } from '@/src/components/ui/button';
import { can } from '@/src/contracts/access';
import { mySpendLimits } from '@/src/contracts/person-limits';
import type { AskablePersonLimit } from '@/src/contracts/request-askable';
import { call } from '@/src/lib/api-client';
import { currentUserQuery, roleOf } from '@/src/lib/current-user';
import styles from './dashboard-page.module.css';

// Issue 24: the request form loads when first opened.
const AskPersonLimitDialog = lazy(() =>
  import('@/src/components/requests/ask-person-limit-dialog').then((m) => ({ default: m.AskPersonLimitDialog })),
);

const mySpendLimitsQuery = queryOptions({
  queryKey: ['spend-limits', 'me'] as const,
  queryFn: ({ signal }) => call(mySpendLimits, {}, { signal }),
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
  const askable = useQuery({ ...requestQueries.askable(), enabled: mayAsk });
  const [asking, setAsking] = useState<AskablePersonLimit | null>(null);
  if (!limits.data || limits.data.limits.length === 0) return null;
  const raisable = user ? personLimitsOf(askable.data, user.id) : [];
  return (
    <section className={styles.card} aria-labelledby="spend-limits-title">
      <h2 id="spend-limits-title">Your spend limits</h2>
      <ul className={styles.spendList}>
        {limits.data.limits.map((l) => {
          const askableLimit = raisable.find((r) => r.currency === l.currency);
          return (
            <li key={l.currency}>
              <span>
                Today: {l.spentToday} {l.daily === null ? 'spent, no daily limit' : `of ${l.daily}`} {l.currency}
              </span>
              <br />
              <span>
                This month: {l.spentMonth} {l.monthly === null ? 'spent, no monthly limit' : `of ${l.monthly}`}{' '}
                {l.currency}
              </span>
              {askableLimit ? (
                <div>
                  <Button
                    appearance="secondary"
                    aria-label={`Ask for a higher ${l.currency} spend limit`}
                    onClick={() => setAsking(askableLimit)}
                  >
                    Ask for a higher limit
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {mayAsk && user ? (
        <RequestStatusLine
          kind="person_limit"
          matches={(request) => request.payload.kind === 'person_limit' && request.payload.userId === user.id}
        />
      ) : null}
      {asking ? (
        <Suspense fallback={null}>
          <AskPersonLimitDialog limit={asking} onClose={() => setAsking(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
