import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { EmptySection } from '../../components/layout/empty-section';
import { canReach, hasPermission } from '../../contracts/access';
import { mayLoadCompanyBalance } from '../../lib/company-balance';
import { currentUserQuery, roleOf } from '../../lib/current-user';
import { AccountsSection } from './accounts-section';
import { BalanceSection } from './balance-section';
import { FeesSection } from './fees-section';
import styles from './dashboard-page.module.css';

/** The client's landing page: who and where they are, the company's money for those who may see it. */
export function DashboardPage() {
  const { data: user } = useQuery(currentUserQuery);
  if (!user) return null;
  const role = roleOf(user);
  const name = user.firstName ?? user.email;
  const seesMoney = mayLoadCompanyBalance(user);
  const canTopUp = role !== undefined && hasPermission(role, user.permissions, 'top_up');
  const reachesBank = role !== undefined && canReach(role, 'bank');
  return (
    <div className={styles.page}>
      <section className={styles.welcome} aria-labelledby="welcome-title">
        <h2 id="welcome-title">Welcome, {name}</h2>
        <dl className={styles.facts}>
          <div>
            <dt>Company</dt>
            <dd>{user.company.name}</dd>
          </div>
          <div>
            <dt>Role</dt>
            <dd>{user.roles[0]?.role.description}</dd>
          </div>
          <div>
            <dt>Cards</dt>
            <dd>{user.cardsCount}</dd>
          </div>
        </dl>
        {(canTopUp || (seesMoney && reachesBank)) && (
          <div className={styles.links}>
            {canTopUp && (
              <Link to="/top-up" className={styles.link}>
                Top up
              </Link>
            )}
            {seesMoney && reachesBank && (
              <Link to="/bank" className={styles.link}>
                Bank accounts and transfers
              </Link>
            )}
          </div>
        )}
      </section>
      {seesMoney ? (
        <div className={styles.grid}>
          <BalanceSection />
          <FeesSection />
          <AccountsSection linkToStatements={reachesBank} />
        </div>
      ) : null}
      {/* Today's spend, the decline rate and the cards come with the cards issue: nothing is invented here. */}
      <section aria-labelledby="cards-soon-title" className={styles.soon}>
        <h2 id="cards-soon-title">Spend, decline rate and cards</h2>
        <EmptySection description="Today's spend, your decline rate and your cards will be shown here once cards are issued." />
      </section>
    </div>
  );
}
