import { can } from '../../contracts/access';
import type { CompanyFull } from '../../contracts/companies';
import { EmptyState } from '../../components/ui/empty-state';
import { PageSection } from './page-section';
import styles from './company-page.module.css';

/**
 * The money and card parts of the company page, which arrive with those capabilities. Each says what will be
 * here; no figure is shown that the ledger or the card issuer has not produced.
 */
export function UpcomingSections({ company, role }: { company: CompanyFull; role: number }) {
  return (
    <>
      <PageSection title="Balances and top-ups">
        {company.balance.length > 0 ? (
          <ul className={styles.balances} aria-label="Transit balances">
            {company.balance.map((entry) => (
              <li key={entry.currencyCode}>
                <span className={styles.number}>{entry.total}</span> {entry.currencyCode}
              </li>
            ))}
          </ul>
        ) : null}
        <EmptyState
          className={styles.upcoming}
          message="The company's transit balances, top-ups and withdrawals appear here with the money capability."
        />
      </PageSection>
      <PageSection title="BIN accounts and tariffs">
        <EmptyState
          className={styles.upcoming}
          message={
            can(role, 'company.binAccountHistory')
              ? "The company's BIN accounts, their service fees and history, and its tariff scales appear here with the card capability."
              : "The company's BIN accounts and tariff scales appear here with the card capability."
          }
        />
      </PageSection>
      <PageSection title="Cards">
        <EmptyState className={styles.upcoming} message="The company's cards and their payments appear here with the card capability." />
      </PageSection>
    </>
  );
}
