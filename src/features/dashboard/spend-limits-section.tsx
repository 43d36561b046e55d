import { queryOptions, useQuery } from '@tanstack/react-query';
import { mySpendLimits } from '@/src/contracts/person-limits';
import { call } from '@/src/lib/api-client';
import styles from './dashboard-page.module.css';

const mySpendLimitsQuery = queryOptions({
  queryKey: ['spend-limits', 'me'] as const,
  queryFn: ({ signal }) => call(mySpendLimits, {}, { signal }),
});

/**
 * The person's own spend limits across all their cards (issue 23): spent / limit today and this month per
 * currency. Shown only when the owner or their team lead set one; offline it shows the last figures read.
 */
export function SpendLimitsSection() {
  const limits = useQuery(mySpendLimitsQuery);
  if (!limits.data || limits.data.limits.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="spend-limits-title">
      <h2 id="spend-limits-title">Your spend limits</h2>
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
          </li>
        ))}
      </ul>
    </section>
  );
}
