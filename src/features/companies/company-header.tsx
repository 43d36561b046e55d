import type { ReactNode } from 'react';
import type { CompanyFull } from '@/src/contracts/companies';
import { BlockedBadge, CompanyStatusBadge, GroupLeadBadge } from './company-badges';
import { CopyButton } from './copy-button';
import styles from './company-page.module.css';
import blocks from '@/src/components/ui/page-blocks.module.css';

/** Name, uuid (copyable), status, blocked, segment, legal entity, group and lead; the actions sit beside it. */
export function CompanyHeader({ company, actions }: { company: CompanyFull; actions: ReactNode }) {
  const group = company.group
    ? company.isGroupLead
      ? `${company.group.name} (lead)`
      : `${company.group.name}${company.leadCompany ? `, led by ${company.leadCompany.name}` : ''}`
    : 'No group';
  return (
    <div className={styles.header}>
      <div className={styles.identity}>
        <h2 className={styles.name}>{company.name}</h2>
        <p className={styles.uuidLine}>
          <code className={styles.code}>{company.uuid}</code>
          <CopyButton text={company.uuid} label={`Copy the UUID of ${company.name}`} />
        </p>
        <div className={blocks.wrapRow} role="group" aria-label="Company state">
          <CompanyStatusBadge status={company.status} />
          {company.isBlocked ? <BlockedBadge /> : null}
          {company.isGroupLead ? <GroupLeadBadge /> : null}
        </div>
        <p className={styles.facts}>
          <span>
            <span className={styles.factLabel}>Segment</span> {company.segment.description}
          </span>
          <span>
            <span className={styles.factLabel}>Legal entity</span> {company.legalEntity?.name ?? 'Not set'}
          </span>
          <span>
            <span className={styles.factLabel}>Group</span> {group}
          </span>
        </p>
      </div>
      {actions}
    </div>
  );
}
