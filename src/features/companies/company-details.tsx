import { CompanyLink } from '@/src/components/companies/company-link';
import { DateTime, None } from '@/src/components/ui/cells';
import type { SpecDate } from '@/src/contracts/dates';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { can } from '@/src/contracts/access';
import type { CompanyFull } from '@/src/contracts/companies';
import { DetailsPanel } from './details-list';
import { ChargedServiceFee } from './money/charged-service-fee';
import styles from './company-page.module.css';
import blocks from '@/src/components/ui/page-blocks.module.css';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const orDash = (value: ReactNode) => (value === null || value === undefined || value === '' ? <None /> : value);
const time = (value: SpecDate) => <DateTime value={value} />;
const percent = (value: string) => <span className={blocks.number}>{value}%</span>;

/** Every field of "Company (full)" (spec 3) the header does not already show, grouped as staff look for them. */
export function CompanyDetails({ company, role }: { company: CompanyFull; role: number }) {
  const owner = company.ownerEmail ? (
    <span className={styles.stack}>
      {company.ownerName ? <span>{company.ownerName}</span> : null}
      <span>{company.ownerEmail}</span>
    </span>
  ) : null;
  const groupLink = (group: { id: number; name: string }) =>
    can(role, 'group.manage') ? (
      <Link to="/admin/groups/$id" params={{ id: group.id }} className={blocks.link}>
        {group.name}
      </Link>
    ) : (
      group.name
    );

  return (
    <div className={styles.panels}>
      <DetailsPanel
        title="Company"
        items={[
          { term: 'Owner', value: orDash(owner) },
          { term: 'Active users', value: company.staff },
          { term: 'External ID', value: orDash(company.externalId) },
          { term: 'Card provider', value: company.provider.description },
          { term: 'Currency', value: company.currencyCode },
          { term: 'Referral code', value: <code className={styles.code}>{company.referralHash}</code> },
          {
            term: 'Registered through',
            value: company.registrationReferral ? (
              `${company.registrationReferral.name} (${company.registrationReferral.hash})`
            ) : (
              <None />
            ),
          },
          { term: 'Frozen', value: yesNo(company.isFrozen) },
          { term: 'Suspended', value: yesNo(company.isSuspended) },
          { term: 'Created', value: time(company.createdAt) },
          { term: 'Updated', value: time(company.updatedAt) },
        ]}
      />
      <DetailsPanel
        title="Fees and cards"
        items={[
          { term: 'Service fee charged on transfers', value: <ChargedServiceFee companyId={company.id} /> },
          {
            term: 'Income fee',
            value: (
              <>
                {percent(company.income_fee)}
                <span className={blocks.note}> on record, not charged on transfers</span>
              </>
            ),
          },
          {
            term: 'Conversion fee',
            value: (
              <>
                {percent(company.conversionFee)}
                {company.autoUpdateConversionFee ? <span className={blocks.note}> updated automatically</span> : null}
              </>
            ),
          },
          { term: 'Cards issued', value: company.issuedCardsCount },
          { term: 'Cards available', value: company.cardsAvailableCount },
          { term: 'Cards total', value: company.cardsTotalAvailableCount },
          { term: 'Card limit updated automatically', value: yesNo(company.autoUpdateCardCount) },
        ]}
      />
      <DetailsPanel
        title="Restrictions and top-ups"
        items={[
          { term: 'Merchant restriction active', value: yesNo(company.isMerchantRestrictionActive) },
          { term: 'Google merchants restricted', value: yesNo(company.isGoogleMerchantRestrict) },
          { term: 'Twitter merchants restricted', value: yesNo(company.isTwitterMerchantRestrict) },
          { term: 'Wire top-up', value: company.isWireTopUpEnabled ? 'Enabled' : 'Disabled' },
          { term: 'Crypto top-up provider', value: orDash(company.topUpCryptoProvider?.name) },
        ]}
      />
      <DetailsPanel
        title="Group"
        items={[
          { term: 'Group', value: company.group ? groupLink(company.group) : <None /> },
          {
            term: 'Lead company',
            value: company.isGroupLead ? (
              'This company'
            ) : company.leadCompany ? (
              <CompanyLink id={company.leadCompany.id}>{company.leadCompany.name}</CompanyLink>
            ) : (
              <None />
            ),
          },
        ]}
      />
    </div>
  );
}
