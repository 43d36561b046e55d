import { useQuery } from '@tanstack/react-query';
import { EmptySection } from '../../components/layout/empty-section';
import { currentUserQuery } from '../../lib/current-user';
import styles from './dashboard-page.module.css';

/** The client's landing page: who and where they are; balances, spend and cards join as they land. */
export function DashboardPage() {
  const { data: user } = useQuery(currentUserQuery);
  if (!user) return null;
  const name = user.firstName ?? user.email;
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
      </section>
      <EmptySection description="Balances, today's spend, fees and your decline rate will be shown here." />
    </div>
  );
}
