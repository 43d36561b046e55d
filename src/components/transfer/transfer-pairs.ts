import type { TransferKind } from '@/src/contracts/transfers';

/** Spec 3: record type 0 is a transit account, 1 a BIN account. */
export const ACCOUNT_TYPE = { transit: 0, bin: 1 } as const;

/**
 * An open account as the transfer form shows it, whichever endpoint listed it: the client's balances
 * (type as `{ value, description }`) and the staff's account list (type as a number) both map to this.
 */
export interface TransferAccount {
  id: number;
  name: string;
  currencyCode: string;
  /** ACCOUNT_TYPE: 0 transit, 1 BIN. */
  type: number;
  balance: string;
  available: string;
}

type Account = Pick<TransferAccount, 'id' | 'currencyCode' | 'type'>;

/**
 * Which transfer two accounts make (PRODUCT.md "Accounts and money"), or null when money cannot move
 * between them: transit → BIN of the same currency (service fee), BIN → transit of the same currency,
 * transit → transit of another currency (conversion). Mirrors server/modules/transfers/transfer-plan.ts.
 */
export function transferKind(from: Account, to: Account): TransferKind | null {
  if (from.id === to.id) return null;
  const fromType = from.type;
  const toType = to.type;
  const sameCurrency = from.currencyCode === to.currencyCode;
  if (fromType === ACCOUNT_TYPE.transit && toType === ACCOUNT_TYPE.bin) return sameCurrency ? 'transit_to_bin' : null;
  if (fromType === ACCOUNT_TYPE.bin && toType === ACCOUNT_TYPE.transit) return sameCurrency ? 'bin_to_transit' : null;
  if (fromType === ACCOUNT_TYPE.transit && toType === ACCOUNT_TYPE.transit) return sameCurrency ? null : 'conversion';
  return null;
}

/** The accounts money can go to from `from`, in the order given. */
export function targetsFor<A extends Account>(from: A | undefined, accounts: readonly A[]): A[] {
  return from ? accounts.filter((to) => transferKind(from, to) !== null) : [];
}

/** Accounts that can send somewhere at all (a lone BIN account without its transit twin cannot). */
export function sourcesOf<A extends Account>(accounts: readonly A[]): A[] {
  return accounts.filter((from) => targetsFor(from, accounts).length > 0);
}

/** Keeps a chosen target when it still pairs with the new source, else the first valid one. */
export function pickTarget<A extends Account>(
  from: A | undefined,
  accounts: readonly A[],
  current: number | undefined,
): number | undefined {
  const targets = targetsFor(from, accounts);
  return targets.some((to) => to.id === current) ? current : targets[0]?.id;
}

export const TRANSFER_KIND_LABEL: Record<TransferKind, string> = {
  transit_to_bin: 'Transfer to a BIN account (service fee)',
  bin_to_transit: 'Transfer back to a transit account (no fee)',
  conversion: 'Conversion between transit accounts (conversion fee)',
};
