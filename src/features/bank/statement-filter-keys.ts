import type { PaymentStatusKey, PaymentType } from '../../contracts/payments';
import type { StatementSearch, StatementUrlSearch } from './statement-search';

/*
 * The statuses and types a statement filters by. Copies of the contract's lists (statement.test.ts proves
 * they are equal) so the bank chunk need not evaluate the contract module just to read the URL.
 */

export const STATUS_KEYS = ['pending', 'completed', 'declined', 'cancelled', 'reversed'] as const satisfies readonly PaymentStatusKey[];

export const TYPE_KEYS = [
  'top_up',
  'withdrawal',
  'transfer_transit_to_bin',
  'transfer_bin_to_transit',
  'transfer_between_transit',
  'card_issue_fee',
  'card_monthly_fee',
  'service_fee',
  'conversion_fee',
  'card_authorization',
  'card_settlement',
  'card_refund',
  'card_reversal',
  'decline_fee',
  'compensation',
] as const satisfies readonly PaymentType[];

const isOneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T => value !== undefined && (list as readonly string[]).includes(value);

/** The URL's filters with an unknown status or type dropped (a stale or edited link shows everything). */
export function statementSearchOf(raw: StatementUrlSearch): StatementSearch {
  const { status, type, ...rest } = raw;
  return { ...rest, ...(isOneOf(STATUS_KEYS, status) ? { status } : {}), ...(isOneOf(TYPE_KEYS, type) ? { type } : {}) };
}
