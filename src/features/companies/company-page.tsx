import { RecordFailure } from '@/src/components/ui/record-state';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Skeleton } from '@/src/components/ui/skeleton';
import { can } from '@/src/contracts/access';
import { currentUserQuery, roleOf } from '@/src/lib/current-user';
import { AuditLogSection } from './audit-log-section';
import { AutoTopUpRulesSection } from './auto-top-up-rules-section';
import { CompanyActionBar } from './company-action-bar';
import { COMPANY_SECTIONS } from './company-actions';
import { CompanyDetails } from './company-details';
import { CompanyHeader } from './company-header';
import { CompanyTeamSection } from './company-team-section';
import { FeeHistorySection } from './fee-history-section';
import { companyQueries } from './queries';
import { MoneyAndCardSections } from './money-and-card-sections';
import styles from './company-page.module.css';
import blocks from '@/src/components/ui/page-blocks.module.css';

/** Whether the role sees the section with this heading (COMPANY_SECTIONS, which the e2e matrix walks too). */
const showsSection = (role: number, heading: string) =>
  COMPANY_SECTIONS.some((section) => section.heading === heading && can(role, section.right));

/** The company page (spec 2.3 clients/{id}; roles 1, 5, 6, 8): every field, and what the role may do to it. */
export function CompanyPage({ companyId }: { companyId: number }) {
  const company = useQuery(companyQueries.detail(companyId));
  const role = roleOf(useQuery(currentUserQuery).data);

  if (company.isPending || role === undefined) {
    return (
      <div className={styles.page} aria-busy="true">
        <Skeleton width="40%" height="32px" />
        <Skeleton width="60%" />
        <Skeleton width="100%" height="160px" />
      </div>
    );
  }
  if (company.isError) {
    return (
      <RecordFailure
        error={company.error}
        what="company"
        notFound={{
          title: 'Company not found',
          message: 'There is no company with this id, or it is not ' + 'available to you.',
        }}
        action={
          <Link to="/admin/clients" className={blocks.link}>
            Back to the companies
          </Link>
        }
      />
    );
  }

  const data = company.data;
  return (
    <div className={styles.page}>
      <CompanyHeader company={data} actions={<CompanyActionBar company={data} role={role} />} />
      <CompanyDetails company={data} role={role} />
      <MoneyAndCardSections company={data} role={role} />
      {showsSection(role, 'Auto top-up rules') && <AutoTopUpRulesSection companyId={companyId} />}
      {showsSection(role, 'Fee history') && <FeeHistorySection companyId={companyId} />}
      <CompanyTeamSection companyId={companyId} role={role} />
      {showsSection(role, 'Audit log') && <AuditLogSection companyId={companyId} />}
    </div>
  );
}
