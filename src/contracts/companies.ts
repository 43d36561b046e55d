import { z } from 'zod';
import { specDate } from './dates';
import { endpoint, idParam, messageResponse, paged, pageQuery } from './endpoint';
import { positiveId, requiredText, shortText, text } from './fields';
import { validation } from './messages';
import { email, EMAIL_MAX_LENGTH, integer, percent } from './validators';
import { COMPANY_SORTS } from './company-sorts';
import { personNameFields } from './person-name';
import { idName } from './simple-item';

export * from './company-sorts';

/** Company review state (PRODUCT decision, README): staff accept or decline a company after sign-up. */
export const COMPANY_STATUS = { review: 1, accepted: 2, declined: 3 } as const;
export const COMPANY_STATUS_LABEL: Record<number, string> = { 1: 'Under review', 2: 'Accepted', 3: 'Declined' };

export const COMPANY_SEGMENT_LABEL: Record<number, string> = {
  1: 'Start',
  2: 'Growth',
  3: 'Enterprise',
  4: 'Key account',
};
export const COMPANY_SEGMENTS = [1, 2, 3, 4] as const;

/** The card issuers a company's cards can come from; the sandbox is built in (PRODUCT.md "Cards"). */
export const CARD_PROVIDER: Record<number, { key: string; description: string }> = {
  1: { key: 'sandbox', description: 'Sandbox issuer' },
};

/** Which fee a fee-history record is about. */
export const FEE_TYPES = ['income', 'conversion'] as const;
export type FeeType = (typeof FEE_TYPES)[number];
/**
 * The company's income fee (spec income_fee) is a figure on record: transfers to BIN accounts are charged by
 * tariff scales (server/ledger/service-fee.ts), so it is never called the service fee on a page.
 */
export const FEE_TYPE_LABEL: Record<FeeType, string> = { income: 'Income fee', conversion: 'Conversion fee' };

const option = z.object({ value: z.number(), description: z.string() });
/** A decimal string with the currency's precision (decision 004); null until the ledger knows it. */
const amountText = z.string();

export const companyFull = z.object({
  id: z.number(),
  uuid: z.string(),
  name: z.string(),
  legalEntity: idName.nullable(),
  /** How many active users the company has. */
  staff: z.number(),
  /**
   * The company's transit balances per currency, from its accounts; only for a caller with
   * company.balances (role 8 reaches the company page without seeing its money).
   */
  balance: z.array(z.object({ total: amountText, currencyCode: z.string() })).optional(),
  ownerId: z.number().nullable(),
  ownerEmail: z.string().nullable(),
  ownerName: z.string().nullable(),
  isBlocked: z.boolean(),
  status: option,
  segment: option,
  isFrozen: z.boolean(),
  isSuspended: z.boolean(),
  referralHash: z.string(),
  currencyCode: z.string(),
  externalId: z.string().nullable(),
  cardsAvailableCount: z.number(),
  cardsTotalAvailableCount: z.number(),
  issuedCardsCount: z.number(),
  income_fee: z.string(),
  conversionFee: z.string(),
  autoUpdateCardCount: z.boolean(),
  autoUpdateConversionFee: z.boolean(),
  isGroupLead: z.boolean(),
  group: idName.nullable(),
  leadCompany: z.object({ id: z.number(), name: z.string(), uuid: z.string() }).nullable(),
  isMerchantRestrictionActive: z.boolean(),
  isGoogleMerchantRestrict: z.boolean(),
  isTwitterMerchantRestrict: z.boolean(),
  isWireTopUpEnabled: z.boolean(),
  registrationReferral: z.object({ name: z.string(), hash: z.string() }).nullable(),
  provider: z.object({ key: z.string(), value: z.number(), description: z.string() }),
  /** The crypto provider the company's pay-in page uses (the platform default); null while none is the default. */
  topUpCryptoProvider: z.object({ id: z.number(), name: z.string(), isDefault: z.boolean() }).nullable(),
  createdAt: specDate,
  updatedAt: specDate,
});
export type CompanyFull = z.infer<typeof companyFull>;

export const companyListItem = z.object({
  id: z.number(),
  uuid: z.string(),
  name: z.string(),
  status: option,
  segment: option,
  /** When the latest completed top-up took effect; null for a company that has never been topped up. */
  lastTopUpDate: specDate.nullable(),
  conversionFee: z.string(),
  autoUpdateConversionFee: z.boolean(),
  isGroupLead: z.boolean(),
  leadCompanyId: z.number().nullable(),
  groupId: z.number().nullable(),
  isGoogleMerchantRestrict: z.boolean(),
  isTwitterMerchantRestrict: z.boolean(),
  issuedCardsCount: z.number(),
  cardsAvailableCount: z.number(),
  /**
   * Percent of declined authorizations over the last DECLINE_RATE_DEFAULT_DAYS days (the decline-rate
   * page's "Last 30 days"); null while the company has had no card payments.
   */
  declineRate: z.string().nullable(),
  declinePaymentsCount: z.number(),
  totalPaymentsCount: z.number(),
  /** The owner's decline-rate warning threshold in percent, and whether declineRate is above it. */
  declineThreshold: z.string(),
  isAboveThreshold: z.boolean(),
  currency: z.string(),
  /** Outstanding fee debt (decline and card fees not yet collected) in `currency`; "0.00" when none. */
  debtAmount: z.string(),
  createdAt: specDate,
  isBlocked: z.boolean(),
});
export type CompanyListItem = z.infer<typeof companyListItem>;

export const companySearchItem = z.object({
  id: z.number(),
  legalEntity: idName.nullable(),
  serviceFee: z.string(),
  uuid: z.string(),
  name: z.string(),
  status: option,
  segment: option,
  groupId: z.number().nullable(),
});
export type CompanySearchItem = z.infer<typeof companySearchItem>;

const flag = z.enum(['0', '1'], { error: validation.notValid });

export const companyListQuery = z.object({
  /** Part of the name, the uuid or the owner's e-mail. */
  search: shortText(255).optional(),
  status: z.coerce
    .number()
    .pipe(
      z.union(
        Object.keys(COMPANY_STATUS_LABEL).map((k) => z.literal(Number(k))),
        { error: validation.notValid },
      ),
    )
    .optional(),
  segment: z.coerce
    .number()
    .pipe(
      z.union(
        COMPANY_SEGMENTS.map((k) => z.literal(k)),
        { error: validation.notValid },
      ),
    )
    .optional(),
  blocked: flag.optional(),
  /** 1: only companies that owe fees. */
  withDebt: flag.optional(),
  groupId: positiveId.optional(),
  sort: z.enum(COMPANY_SORTS, { error: validation.notValid }).default('createdAt'),
  order: z.enum(['asc', 'desc'], { error: validation.notValid }).default('desc'),
  ...pageQuery,
});
export type CompanyListQuery = z.input<typeof companyListQuery>;

export const listCompanies = endpoint({
  method: 'get',
  path: '/company',
  trailingSlash: true,
  access: 'company.list',
  summary: 'Companies with filters, sorting and paging (spec 3 "Company (list)")',
  query: companyListQuery,
  response: paged(companyListItem),
});

export const searchCompanies = endpoint({
  method: 'get',
  path: '/company/search',
  access: 'company.list',
  summary: 'Up to 20 companies whose name or uuid contains the query, for pickers',
  query: z.object({ query: shortText(255).optional(), withoutGroup: flag.optional() }),
  response: z.array(companySearchItem),
});

export const getCompany = endpoint({
  method: 'get',
  path: '/backoffice/company/{id}',
  access: 'company.view',
  summary: 'One company with every field of "Company (full)"',
  params: idParam,
  response: companyFull,
});

/** Every field staff may change on a company; which role may change which is COMPANY_FIELD_RIGHTS. */
export const companyUpdate = z
  .object({
    name: requiredText().max(255, validation.maxLength(255)),
    legalEntityId: positiveId.nullable(),
    segment: z.coerce.number().pipe(
      z.union(
        COMPANY_SEGMENTS.map((k) => z.literal(k)),
        { error: validation.notValid },
      ),
    ),
    externalId: shortText(100).nullable(),
    isGoogleMerchantRestrict: z.boolean({ error: validation.notValid }),
    isTwitterMerchantRestrict: z.boolean({ error: validation.notValid }),
    incomeFee: percent(),
    conversionFee: percent(),
    autoUpdateConversionFee: z.boolean({ error: validation.notValid }),
    autoUpdateCardCount: z.boolean({ error: validation.notValid }),
    isWireTopUpEnabled: z.boolean({ error: validation.notValid }),
    cardsTotalAvailableCount: integer()
      .refine((v) => !/^[+-]?\d+$/.test(v) || (Number(v) >= 0 && Number(v) <= 100_000), validation.between(0, 100_000))
      .transform(Number),
  })
  .partial()
  .strict();
export type CompanyUpdate = z.input<typeof companyUpdate>;

export const updateCompany = endpoint({
  method: 'patch',
  path: '/company/update/{id}',
  access: 'company.edit',
  summary:
    'Change company fields; each field needs its own right (COMPANY_FIELD_RIGHTS), fee changes are kept in the ' +
    'fee history',
  params: idParam,
  body: companyUpdate,
  response: companyFull,
});

const companyIdBody = z.object({ companyId: positiveId });

export const blockCompany = endpoint({
  method: 'post',
  path: '/company/block',
  access: 'company.block',
  summary: 'Block a company: every session of its users ends at once and nobody of it can sign in',
  body: companyIdBody,
  response: messageResponse,
});

export const unblockCompany = endpoint({
  method: 'post',
  path: '/company/unblock',
  access: 'company.block',
  summary: 'Unblock a company: its users can sign in again',
  body: companyIdBody,
  response: messageResponse,
});

export const resetCompanySessions = endpoint({
  method: 'post',
  path: '/company/reset-session',
  access: 'company.resetSession',
  summary: "End every session of the company's users; they sign in again",
  body: companyIdBody,
  response: messageResponse,
});

export const acceptCompany = endpoint({
  method: 'post',
  path: '/backoffice/company/{id}/accept',
  access: 'company.decide',
  summary: 'Accept a company under review',
  params: idParam,
  response: messageResponse,
});

export const declineCompany = endpoint({
  method: 'post',
  path: '/backoffice/company/{id}/decline',
  access: 'company.decide',
  summary: 'Decline a company under review: it is blocked and its sessions end',
  params: idParam,
  response: messageResponse,
});

export const ownerUpdate = z
  .object({
    firstName: shortText(100).min(1, validation.required),
    lastName: shortText(100).min(1, validation.required),
    email: email().pipe(text().max(EMAIL_MAX_LENGTH, validation.maxLength(EMAIL_MAX_LENGTH))),
  })
  .partial()
  .strict();
export type OwnerUpdate = z.input<typeof ownerUpdate>;

export const updateOwner = endpoint({
  method: 'patch',
  path: '/backoffice/company/{id}/owner',
  access: 'company.editOwner',
  summary: "Change the owner's name or e-mail; a new e-mail ends the owner's sessions",
  params: idParam,
  body: ownerUpdate,
  response: companyFull,
});

export const loginAsOwner = endpoint({
  method: 'post',
  path: '/backoffice/company/{id}/login-as-owner',
  access: 'company.loginAsOwner',
  summary: "A one-time sign-in hash for the company's owner, opened at /auth/hash/{hash}",
  params: idParam,
  response: z.object({ hash: z.string(), expiresAt: z.number().int() }),
});

export const feeHistoryRecord = z.object({
  id: z.number(),
  fee: z.string(),
  oldFee: z.string().nullable(),
  type: z.object({ value: z.enum(FEE_TYPES), description: z.string() }),
  autoUpdate: z.boolean(),
  date: specDate,
  user: z.object({ id: z.number(), ...personNameFields, email: z.string() }).nullable(),
});
export type FeeHistoryRecord = z.infer<typeof feeHistoryRecord>;

export const companyFeeHistory = endpoint({
  method: 'get',
  path: '/company/{id}/fee-history',
  documentedPath: '/company/fee-history/{id}',
  access: 'company.feeHistory',
  summary: "Every change of the company's service and conversion fees, newest first",
  params: idParam,
  query: z.object({ type: z.enum(FEE_TYPES, { error: validation.notValid }).optional() }),
  response: z.object({ records: z.array(feeHistoryRecord) }),
});

export const legalEntityList = endpoint({
  method: 'get',
  path: '/backoffice/legal-entity/list',
  access: 'company.view',
  summary: "The platform's legal entities",
  response: z.array(idName),
});

export const companyEndpoints = {
  listCompanies,
  searchCompanies,
  getCompany,
  updateCompany,
  blockCompany,
  unblockCompany,
  resetCompanySessions,
  acceptCompany,
  declineCompany,
  updateOwner,
  loginAsOwner,
  companyFeeHistory,
  legalEntityList,
};
