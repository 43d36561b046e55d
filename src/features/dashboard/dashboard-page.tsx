import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { can, canReach, hasPermission, ROLE } from '@/src/contracts/access';
import { mayLoadCompanyBalance } from '@/src/lib/company-balance';
import { currentUserQuery, roleOf } from '@/src/lib/current-user';
import { AfterFirstPaint } from '@/src/lib/after-first-paint';
import { AccountsSection } from './accounts-section';
import { BalanceSection } from './balance-section';
import { FeesSection } from './fees-section';
import { TodaySpendSection } from './today-spend-section';
import { SpendLimitsSection } from './spend-limits-section';
import styles from './dashboard-page.module.css';
import { lazy } from 'react';

// Issue 24: only requesters get it, so it stays out of the dashboard's own chunk.
const AskFundsButton = lazy(() => import('./ask-funds-button').then((m) => ({ default: m.AskFundsButton })));
// Below the fold on a phone: the charts, the period picker and their three reads load and render after the first
// paint (lib/after-first-paint.tsx), in tasks of their own, rather than lengthening the page's first render or
// sharing the network with it (issue 20). Nothing follows the section, so its arrival moves nothing on screen.
const SpendChartsSection = lazy(() =>
  import('./spend-charts-section').then((m) => ({ default: m.SpendChartsSection })),
);
import blocks from '@/src/components/ui/page-blocks.module.css';

/**
 * The client's landing page: who and where they are, today's spend, the company's money for those who may see
 * it, and spend and declines over a period (the server scopes them: a buyer's cards, a lead's team, the company).
 */
export function DashboardPage() {
  const { data: user } = useQuery(currentUserQuery);
  const role = roleOf(user);
  const mayRequest = role !== undefined && can(role, 'request.create');
  if (!user) return null;
  const name = user.firstName ?? user.email;
  const seesMoney = mayLoadCompanyBalance(user);
  const canTopUp = role !== undefined && hasPermission(role, user.permissions, 'top_up');
  const reachesBank = role !== undefined && canReach(role, 'bank');
  // Issue 24: who asks rather than moves money; the button shows where the server lists a BIN account to fund.
  const mayAskFunds = mayRequest;
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
          {/* Whose cards are counted: the owner sees the company's, everyone sees the cards they hold. */}
          {role === ROLE.owner ? (
            <div>
              <dt>Cards issued by the company</dt>
              <dd>{user.company.issuedCardsCount}</dd>
            </div>
          ) : null}
          <div>
            <dt>{role === ROLE.owner ? 'Cards you hold' : 'Your cards'}</dt>
            <dd>{user.cardsCount}</dd>
          </div>
        </dl>
        {(canTopUp || (seesMoney && reachesBank) || mayAskFunds) && (
          <div className={styles.links}>
            {canTopUp && (
              <Link to="/top-up" className={blocks.link}>
                Top up
              </Link>
            )}
            {seesMoney && reachesBank && (
              <Link to="/bank" className={blocks.link}>
                Bank accounts and transfers
              </Link>
            )}
            {mayAskFunds && (
              <AfterFirstPaint>
                <AskFundsButton />
              </AfterFirstPaint>
            )}
          </div>
        )}
      </section>
      <div className={styles.grid}>
        <TodaySpendSection />
        <SpendLimitsSection />
        {seesMoney ? (
          <>
            <BalanceSection />
            <FeesSection />
            <AccountsSection linkToStatements={reachesBank} />
          </>
        ) : null}
      </div>
      <AfterFirstPaint>
        <SpendChartsSection />
      </AfterFirstPaint>
    </div>
  );
}
