import { Amount } from '@/src/components/ui/amount';
import { Fact } from '@/src/components/ui/fact';
import type { Currency } from '@/src/contracts/money';
import type { RequestDetail } from '@/src/contracts/requests';
import { personLabel } from '@/src/lib/people';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './requests.module.css';

/** What a decider weighs: the requester's card spend, decline rate and past requests over the last days. */
export function RequesterStats({ request }: { request: RequestDetail }) {
  const stats = request.requesterStats;
  return (
    <section className={blocks.card} aria-labelledby="requester-stats-heading">
      <h3 id="requester-stats-heading">
        {personLabel(request.requester)} over the last {stats.days} days
      </h3>
      <dl className={`${styles.stats} ${blocks.terms}`}>
        <Fact label="Card spend">
          {stats.spent.length === 0
            ? 'None'
            : stats.spent.map((line) => (
                <div key={line.currency}>
                  <Amount value={line.amount} currency={line.currency as Currency} neutral />
                </div>
              ))}
        </Fact>
        <Fact label="Decline rate">
          {stats.declineRate}%{' '}
          <span className={blocks.muted}>
            ({stats.declines} of {stats.authorizations} payments)
          </span>
        </Fact>
        <Fact label="Requests approved">{stats.requests.approved}</Fact>
        <Fact label="Requests declined">{stats.requests.declined}</Fact>
      </dl>
    </section>
  );
}
