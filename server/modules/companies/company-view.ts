import { NOTIFICATION_TYPE } from '@/src/contracts/notification-types';
import {
  CARD_PROVIDER,
  COMPANY_SEGMENT_LABEL,
  COMPANY_STATUS_LABEL,
  type CompanyFull,
  type CompanyListItem,
  type CompanySearchItem,
} from '@/src/contracts/companies';
import type { CompanyDetail, CompanyRow } from '@/server/db/queries/companies';
import { formatMinor } from '@/server/ledger/amounts';
import { specDate, specDateOrNull } from '@/server/lib/spec-date';

const statusOption = (value: number) => ({ value, description: COMPANY_STATUS_LABEL[value] ?? 'Unknown' });
const segmentOption = (value: number) => ({ value, description: COMPANY_SEGMENT_LABEL[value] ?? 'Unknown' });

const fullName = (user: { firstName: string | null; lastName: string | null }) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || null;

/** The company page's data; `seesBalances` says whether the caller holds company.balances. */
export function toCompanyFull(detail: CompanyDetail, seesBalances: boolean): CompanyFull {
  const { company, owner, group, lead } = detail;
  const provider = CARD_PROVIDER[company.provider] ?? { key: 'unknown', description: 'Unknown issuer' };
  return {
    id: company.id,
    uuid: company.uuid,
    name: company.name,
    legalEntity: detail.legalEntity,
    staff: detail.staff,
    ...(seesBalances && {
      balance: detail.balances.map((account) => ({
        total: formatMinor(account.balance, account.currency),
        currencyCode: account.currency,
      })),
    }),
    ownerId: owner?.id ?? null,
    ownerEmail: owner?.email ?? null,
    ownerName: owner ? fullName(owner) : null,
    isBlocked: company.isBlocked,
    status: statusOption(company.status),
    segment: segmentOption(company.segment),
    isFrozen: company.isFrozen,
    isSuspended: company.isSuspended,
    referralHash: company.referralHash,
    currencyCode: company.currencyCode,
    externalId: company.externalId,
    cardsAvailableCount: company.cardsAvailableCount,
    cardsTotalAvailableCount: company.cardsTotalAvailableCount,
    issuedCardsCount: company.issuedCardsCount,
    income_fee: company.incomeFee,
    conversionFee: company.conversionFee,
    autoUpdateCardCount: company.autoUpdateCardCount,
    autoUpdateConversionFee: company.autoUpdateConversionFee,
    isGroupLead: lead !== null && lead.id === company.id,
    group,
    leadCompany: lead,
    isMerchantRestrictionActive: company.isGoogleMerchantRestrict || company.isTwitterMerchantRestrict,
    isGoogleMerchantRestrict: company.isGoogleMerchantRestrict,
    isTwitterMerchantRestrict: company.isTwitterMerchantRestrict,
    isWireTopUpEnabled: company.isWireTopUpEnabled,
    registrationReferral: detail.referral,
    provider: { key: provider.key, value: company.provider, description: provider.description },
    topUpCryptoProvider: detail.cryptoProvider,
    createdAt: specDate(company.createdAt),
    updatedAt: specDate(company.updatedAt),
  };
}

/** Decline figures of a company over the companies list's window (card-analytics: the last 30 days). */
export interface ListDeclineFigures {
  declineRate: string | null;
  declinePaymentsCount: number;
  totalPaymentsCount: number;
  declineThreshold: string;
  isAboveThreshold: boolean;
}

/** No payments: no rate, so nothing above the default threshold (NOTIFICATION_TYPE.decline_rate_warning). */
const NO_DECLINES: ListDeclineFigures = {
  declineRate: null,
  declinePaymentsCount: 0,
  totalPaymentsCount: 0,
  declineThreshold: NOTIFICATION_TYPE.decline_rate_warning.threshold.default,
  isAboveThreshold: false,
};

/** The list's ledger figures of a company (db/queries/company-money-figures.ts), as the driver gives them. */
export interface ListMoneyFigures {
  lastTopUpAt: Date | string | null;
  feeDebtMinor: string | number | bigint;
}

export function toCompanyListItem(
  company: CompanyRow,
  leadCompanyId: number | null,
  money: ListMoneyFigures,
  declines: ListDeclineFigures = NO_DECLINES,
): CompanyListItem {
  return {
    id: company.id,
    uuid: company.uuid,
    name: company.name,
    status: statusOption(company.status),
    segment: segmentOption(company.segment),
    conversionFee: company.conversionFee,
    autoUpdateConversionFee: company.autoUpdateConversionFee,
    isGroupLead: leadCompanyId !== null && leadCompanyId === company.id,
    leadCompanyId,
    groupId: company.groupId,
    isGoogleMerchantRestrict: company.isGoogleMerchantRestrict,
    isTwitterMerchantRestrict: company.isTwitterMerchantRestrict,
    issuedCardsCount: company.issuedCardsCount,
    cardsAvailableCount: company.cardsAvailableCount,
    currency: company.currencyCode,
    lastTopUpDate: specDateOrNull(money.lastTopUpAt === null ? null : new Date(money.lastTopUpAt)),
    ...declines,
    debtAmount: formatMinor(BigInt(money.feeDebtMinor), company.currencyCode),
    createdAt: specDate(company.createdAt),
    isBlocked: company.isBlocked,
  };
}

export function toCompanySearchItem(
  company: CompanyRow,
  legalEntity: { id: number; name: string } | null,
): CompanySearchItem {
  return {
    id: company.id,
    legalEntity,
    serviceFee: company.incomeFee,
    uuid: company.uuid,
    name: company.name,
    status: statusOption(company.status),
    segment: segmentOption(company.segment),
    groupId: company.groupId,
  };
}
