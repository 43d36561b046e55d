import type { FinanceTotals } from '@/src/contracts/payment-lists';

type FinanceField = Exclude<keyof FinanceTotals, 'currencyCode'>;

/**
 * Spec 3 "Finance totals": every field with its label, in the spec's order. One list for the admin
 * transfer-funds finance tab and the business-metrics table and charts, so a figure is named alike everywhere.
 */
export const FINANCE_FIELDS = [
  ['topUpSum', 'Top-ups'],
  ['transferBetweenTransitSum', 'Between transit'],
  ['transferToBinSum', 'To BIN'],
  ['grossServiceFeeSum', 'Service fee (gross)'],
  ['netServiceFeeSum', 'Service fee (net)'],
  ['conversionFeeSum', 'Conversion fee'],
  ['declineFeeSum', 'Decline fee'],
  ['declineFeeDebtSum', 'Decline fee debt'],
  ['spendSum', 'Spend'],
  ['withdrawalSum', 'Withdrawals'],
  ['cardFxFeeSum', 'Card FX fee'],
] as const satisfies readonly (readonly [FinanceField, string])[];

/** The label of one finance field. */
export const FINANCE_LABEL = Object.fromEntries(FINANCE_FIELDS) as Record<(typeof FINANCE_FIELDS)[number][0], string>;
