import { MAX_MOVEMENT } from '@/src/contracts/payments';
import type { TransferQuote } from '@/src/contracts/transfers';
import type { Db } from '@/server/db/client';
import { HttpError } from '@/server/http/errors';
import { formatMinor, toMinor } from '@/server/ledger/amounts';
import type { PlanFacts } from '@/server/modules/transfers/transfer-facts';
import { planOne, readFacts, type PlanRequest } from '@/server/modules/transfers/transfer-plan';

/**
 * How a refill moves money, priced by the transfers' own plan (transfer-plan.ts), so a refill costs and
 * gives exactly what the same manual transfers would: transit → BIN when the currencies match; otherwise a
 * conversion from the rule's transit account to the company's transit account in the BIN account's
 * currency (the bridge), then that converted amount transit → BIN, as a person would do it by hand.
 */
export interface RefillRoute {
  companyId: number;
  fromAccountId: number;
  binAccountId: number;
  /** The company's transit account in the BIN account's currency, when the rule's is in another one. */
  bridgeAccountId: number | null;
  fromCurrency: string;
  binCurrency: string;
}

export interface RefillQuote {
  /** What leaves the rule's transit account, minor units of its currency. */
  amount: bigint;
  conversion: TransferQuote | null;
  transfer: TransferQuote;
  /** What arrives on the BIN account, minor units of its currency. */
  credited: bigint;
}

function requestsOf(route: RefillRoute, amount: string): PlanRequest[] {
  const { companyId, fromAccountId, binAccountId, bridgeAccountId } = route;
  if (bridgeAccountId === null) return [{ companyId, request: { fromAccountId, toAccountId: binAccountId, amount } }];
  return [
    { companyId, request: { fromAccountId, toAccountId: bridgeAccountId, amount } },
    { companyId, request: { fromAccountId: bridgeAccountId, toAccountId: binAccountId, amount } },
  ];
}

/** The facts every quote of this route needs (accounts, bands, the rate, minimums), in one read. */
export function readRouteFacts(
  db: Db,
  route: RefillRoute,
  options: { hearing?: boolean; systemAccounts?: boolean } = {},
): Promise<PlanFacts> {
  return readFacts(db, requestsOf(route, '1.00'), options);
}

/**
 * The refill of `amount` (minor units of the transit account's currency) as the transfers would post it; throws their
 * refusal.
 */
export function quoteRefill(route: RefillRoute, facts: PlanFacts, amount: bigint): RefillQuote {
  const [first, second] = requestsOf(route, formatMinor(amount, route.fromCurrency));
  if (!second) {
    const transfer = planOne(first!, facts).quote;
    return { amount, conversion: null, transfer, credited: toMinor(transfer.transferAmount, route.binCurrency) };
  }
  const conversion = planOne(first!, facts).quote;
  const transfer = planOne(
    { ...second, request: { ...second.request, amount: conversion.transferAmount } },
    facts,
  ).quote;
  return { amount, conversion, transfer, credited: toMinor(transfer.transferAmount, route.binCurrency) };
}

/** What `amount` credits, or -1n when the transfers refuse it (below the minimum, all fee). */
function creditedBy(route: RefillRoute, facts: PlanFacts, amount: bigint): bigint {
  try {
    return quoteRefill(route, facts, amount).credited;
  } catch (error) {
    if (error instanceof HttpError && error.status === 422) return -1n;
    throw error;
  }
}

/**
 * The least amount leaving the transit account that credits at least `needed` on the BIN account (a
 * "reach Z" rule), found over the same pure pricing by doubling then halving: what arrives only grows with
 * what is sent (fees are rounded up once, the percent never rises with the amount: decision 011). Throws
 * the transfers' refusal when even the largest movement would not do.
 */
export function amountToReach(route: RefillRoute, facts: PlanFacts, needed: bigint): RefillQuote {
  const max = toMinor(MAX_MOVEMENT, route.fromCurrency);
  let high = needed > 0n ? needed : 1n;
  while (creditedBy(route, facts, high) < needed) {
    if (high >= max) return quoteRefill(route, facts, max); // its own refusal, or a refill short of the target
    high = high * 2n > max ? max : high * 2n;
  }
  let low = 0n; // credits less than needed
  while (high - low > 1n) {
    const middle = (low + high) / 2n;
    if (creditedBy(route, facts, middle) >= needed) high = middle;
    else low = middle;
  }
  return quoteRefill(route, facts, high);
}
