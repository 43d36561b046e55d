/**
 * What the clients list sorts by. No schemas here, so the list's URL filters (read with the first screen,
 * decision 006) take them without loading zod; `companies.ts` re-exports them beside the schemas.
 */
export const COMPANY_SORTS = [
  'name',
  'createdAt',
  'status',
  'segment',
  'conversionFee',
  'issuedCardsCount',
  'cardsAvailableCount',
  'lastTopUpDate',
  'debtAmount',
] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];
