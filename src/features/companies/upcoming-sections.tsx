import type { RoleId } from '../../contracts/access';
import type { CompanyFull } from '../../contracts/companies';
import { EmptyState } from '../../components/ui/empty-state';
import { BalancesSection } from './money/balances-section';
import { TariffsSection } from './money/tariffs-section';
import { PageSection } from './page-section';
import styles from './company-page.module.css';

/**
 * The money and card parts of the company page: balances and top-ups, BIN accounts and tariffs (./money),
 * and the cards, which arrive with the card capability; no figure is shown that the issuer has not produced.
 */
export function UpcomingSections({ company, role }: { company: CompanyFull; role: RoleId }) {
  return (
    <>
      <BalancesSection company={company} role={role} />
      <TariffsSection companyId={company.id} role={role} />
      <PageSection title="Cards">
        <EmptyState className={styles.upcoming} message="The company's cards and their payments appear here with the card capability." />
      </PageSection>
    </>
  );
}
