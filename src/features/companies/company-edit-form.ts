import { companyUpdate, type CompanyFull, type CompanyUpdate } from '@/src/contracts/companies';
import type { CompanyField } from '@/src/contracts/access';

/** Fields typed as text: the form requires them when shown (an emptied name must say so, not be skipped). */
const TEXT_FIELDS: readonly CompanyField[] = [
  'name',
  'segment',
  'incomeFee',
  'conversionFee',
  'cardsTotalAvailableCount',
];
/** Switches: an unchecked box sends nothing in a form, so it is read as false. */
export const SWITCH_FIELDS: readonly CompanyField[] = [
  'isGoogleMerchantRestrict',
  'isTwitterMerchantRestrict',
  'autoUpdateConversionFee',
  'autoUpdateCardCount',
  'isWireTopUpEnabled',
];

const mask = (fields: readonly CompanyField[]) =>
  Object.fromEntries(fields.map((field) => [field, true])) as Record<CompanyField, true>;

/** The contract's schema narrowed to the fields this role may change, the text ones required. */
export function companyEditSchema(fields: readonly CompanyField[]) {
  return companyUpdate.pick(mask(fields)).required(mask(fields.filter((field) => TEXT_FIELDS.includes(field))));
}

/** The company's current values, as the contract names them. */
export function currentCompanyValues(
  company: CompanyFull,
): Required<Record<CompanyField, string | number | boolean | null>> {
  return {
    name: company.name,
    legalEntityId: company.legalEntity?.id ?? null,
    segment: company.segment.value,
    externalId: company.externalId,
    isGoogleMerchantRestrict: company.isGoogleMerchantRestrict,
    isTwitterMerchantRestrict: company.isTwitterMerchantRestrict,
    incomeFee: company.income_fee,
    conversionFee: company.conversionFee,
    autoUpdateConversionFee: company.autoUpdateConversionFee,
    autoUpdateCardCount: company.autoUpdateCardCount,
    isWireTopUpEnabled: company.isWireTopUpEnabled,
    cardsTotalAvailableCount: company.cardsTotalAvailableCount,
  };
}

const same = (a: unknown, b: unknown) => {
  if (a === b) return true;
  // Fees compare as numbers: "1.5" and "1.50" are the same fee, and must not add a fee-history record.
  if ((typeof a === 'string' || typeof a === 'number') && (typeof b === 'string' || typeof b === 'number')) {
    return a !== '' && b !== '' && Number(a) === Number(b);
  }
  return false;
};

/**
 * The body of PATCH company/update/{id}: only the shown fields that changed. Empty optional inputs (Conform
 * submits them as undefined) become null, unchecked switches false.
 */
export function changedCompanyFields(
  fields: readonly CompanyField[],
  submitted: Partial<Record<CompanyField, unknown>>,
  current: Record<CompanyField, unknown>,
): CompanyUpdate {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    let value = submitted[field];
    if (value === undefined) value = SWITCH_FIELDS.includes(field) ? false : null;
    if (!same(value, current[field])) body[field] = value;
  }
  return body as CompanyUpdate;
}
