import { ACCOUNT_TYPE } from '@/server/db/schema/index';
import { insufficientFunds, LedgerInvariantError } from './errors';
import type { Leg } from './ledger';

// The rules every payment is held to, over the accounts it locked, before anything is written. A payment
// completed at once is held to the same rules by ledger_post_payment (migration 0008), in the database,
// where they cost no round trip; ledger.test.ts runs both paths through the same refusals.

/** An account as locked for a payment (SELECT … FOR UPDATE), with the balance and hold it read then. */
export type LockedAccount = {
  id: number;
  companyId: number | null;
  type: number;
  currency: string;
  balance: bigint;
  hold: bigint;
};

/** A payment touches its own company's accounts and the platform's, never another company's. */
export function checkTenancy(companyId: number, locked: Map<number, LockedAccount>) {
  for (const account of locked.values()) {
    if (account.type !== ACCOUNT_TYPE.system && account.companyId !== companyId) {
      throw new LedgerInvariantError(`Account ${account.id} is not company ${companyId}'s`);
    }
  }
}

export function checkBalanced(legs: Leg[], locked: Map<number, LockedAccount>) {
  if (legs.length < 2) throw new LedgerInvariantError('A payment needs at least two legs');
  const sums = new Map<string, bigint>();
  for (const leg of legs) {
    if (leg.amount === 0n) throw new LedgerInvariantError('A leg of zero');
    const currency = locked.get(leg.accountId)!.currency;
    sums.set(currency, (sums.get(currency) ?? 0n) + leg.amount);
  }
  for (const [currency, sum] of sums)
    if (sum !== 0n) throw new LedgerInvariantError(`Legs do not balance in ${currency}: ${sum}`);
}

/** A company account may not go below what it holds for others; system accounts may run negative. */
export function checkFunds(
  legs: Leg[],
  locked: Map<number, LockedAccount>,
  releasing: Map<number, bigint> = new Map(),
) {
  const net = new Map<number, bigint>();
  for (const leg of legs) net.set(leg.accountId, (net.get(leg.accountId) ?? 0n) + leg.amount);
  for (const [accountId, change] of net) {
    const account = locked.get(accountId)!;
    if (account.type === ACCOUNT_TYPE.system || change >= 0n) continue;
    const available = account.balance - (account.hold - (releasing.get(accountId) ?? 0n));
    if (available + change < 0n) throw insufficientFunds(available, account.currency);
  }
}
