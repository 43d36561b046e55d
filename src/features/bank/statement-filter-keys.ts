import type { StatementSearch, StatementUrlSearch } from './statement-search';

import { PAYMENT_STATUS_KEYS as STATUS_KEYS, PAYMENT_TYPES as TYPE_KEYS } from '@/src/contracts/payment-kinds';

/* The contract's statuses and types, read from the schema-free module so the URL needs no zod. */

const isOneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (list as readonly string[]).includes(value);

/** The URL's filters with an unknown status or type dropped (a stale or edited link shows everything). */
export function statementSearchOf(raw: StatementUrlSearch): StatementSearch {
  const { status, type, ...rest } = raw;
  return {
    ...rest,
    ...(isOneOf(STATUS_KEYS, status) ? { status } : {}),
    ...(isOneOf(TYPE_KEYS, type) ? { type } : {}),
  };
}
