import { and, eq, ne, sql } from 'drizzle-orm';
import { PAY_IN_SOURCE } from '@/src/contracts/payments';
import type { Db } from '@/server/db/client';
import { payments } from '@/server/db/schema/index';
import { holdPayment, postPayment, type Initiator, type Leg, type PaymentInput } from './ledger';
import type { PaymentToPost } from './post-payments';
import { convert, feeOf } from './rounding';
import { SYSTEM_ACCOUNT, systemAccountId, type SystemAccount } from './system-accounts';

/**
 * The money movements of PRODUCT.md "Accounts and money", each as legs over the ledger. Handlers decide
 * who may ask and check the accounts belong together; these decide what is posted. Amounts are positive
 * minor units; every function runs in the caller's transaction.
 */

interface Movement {
  companyId: number;
  amount: bigint;
  currency: string;
  initiator: Initiator;
  description?: string | null;
  /** For seeded or imported history: when it happened (PaymentInput.createdAt). */
  createdAt?: Date;
}

const PAY_IN_ACCOUNT: Record<number, SystemAccount> = {
  [PAY_IN_SOURCE.sepa]: SYSTEM_ACCOUNT.payInSepa,
  [PAY_IN_SOURCE.swift]: SYSTEM_ACCOUNT.payInSwift,
  [PAY_IN_SOURCE.crypto]: SYSTEM_ACCOUNT.payInCrypto,
};

function positive(amount: bigint) {
  if (amount <= 0n) throw new RangeError('A movement needs a positive amount');
}

/** Money arriving on a transit account: posted at once, or pending until staff accept it. */
export async function topUp(
  tx: Db,
  input: Movement & { accountId: number; source: number; info?: Record<string, unknown> | null; pending: boolean },
) {
  positive(input.amount);
  const clearing = await systemAccountId(tx, PAY_IN_ACCOUNT[input.source] ?? SYSTEM_ACCOUNT.payInSepa, input.currency);
  // Asked before this top-up exists, so the first one sees none.
  const [earlier] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(
      and(
        eq(payments.companyId, input.companyId),
        eq(payments.type, 'top_up'),
        ne(payments.status, 3),
        ne(payments.status, 4),
      ),
    );
  const payment = { ...input, type: 'top_up' as const, toAccountId: input.accountId, fromAccountId: null };
  const legs = [
    { accountId: clearing, amount: -input.amount },
    { accountId: input.accountId, amount: input.amount },
  ];
  const { paymentId } = input.pending ? await holdPayment(tx, payment, legs, []) : await postPayment(tx, payment, legs);
  return { paymentId, isFirstTopUp: (earlier?.n ?? 0) === 0 };
}

/** A withdrawal from a transit account: held at once, posted when accepted, released when declined. */
export async function requestWithdrawal(tx: Db, input: Movement & { accountId: number }) {
  positive(input.amount);
  const out = await systemAccountId(tx, SYSTEM_ACCOUNT.withdrawals, input.currency);
  const legs = [
    { accountId: input.accountId, amount: -input.amount },
    { accountId: out, amount: input.amount },
  ];
  return holdPayment(tx, { ...input, type: 'withdrawal', fromAccountId: input.accountId }, legs, [
    { accountId: input.accountId, amount: input.amount },
  ]);
}

/**
 * What a transfer to a BIN account costs: the service fee comes out of the amount sent. The fee is the
 * band's percent rounded up, and never less than the scale's minimum fee (`minFee`, minor units; 0n
 * where the scale has none).
 */
export function transferToBinQuote(amount: bigint, feePercent: string, minFee: bigint) {
  const percentFee = feeOf(amount, feePercent);
  const fee = percentFee > minFee ? percentFee : minFee;
  return { fee, credited: amount - fee };
}

/** A leg on one of the platform's system accounts, named by purpose and currency until it is posted. */
type PlannedLeg = Leg | { system: SystemAccount; currency: string; amount: bigint };

/** A payment as a transfer plans it: what it posts, before the system accounts' buckets are chosen. */
export interface PlannedPayment {
  input: PaymentInput;
  legs: PlannedLeg[];
}

type TransferInput = Movement & { fromAccountId: number; toAccountId: number };

/** Transit → BIN of the same currency, less the service fee of the tariff scale. */
export function transferToBinPayment(input: TransferInput & { feePercent: string; minFee: bigint }): PlannedPayment {
  positive(input.amount);
  const { fee, credited } = transferToBinQuote(input.amount, input.feePercent, input.minFee);
  if (credited <= 0n) throw new RangeError('The fee takes the whole amount');
  const legs: PlannedLeg[] = [
    { accountId: input.fromAccountId, amount: -input.amount },
    { accountId: input.toAccountId, amount: credited },
  ];
  if (fee > 0n) legs.push({ system: SYSTEM_ACCOUNT.feeRevenue, currency: input.currency, amount: fee });
  return { input: { ...input, type: 'transfer_transit_to_bin', feeAmount: fee, feePercent: input.feePercent }, legs };
}

/** BIN → transit of the same currency, without a fee. */
export function transferToTransitPayment(input: TransferInput): PlannedPayment {
  positive(input.amount);
  return {
    input: { ...input, type: 'transfer_bin_to_transit' },
    legs: [
      { accountId: input.fromAccountId, amount: -input.amount },
      { accountId: input.toAccountId, amount: input.amount },
    ],
  };
}

/**
 * What a conversion gives: the conversion fee is taken in the source currency (rounded up), the rest
 * converted (rounded down), so no cycle of conversions returns more than the platform's rates give.
 */
export function conversionQuote(
  amount: bigint,
  rate: string,
  feePercent: string,
  fromDecimals: number,
  toDecimals: number,
) {
  const fee = feeOf(amount, feePercent);
  return { fee, converted: convert(amount - fee, rate, fromDecimals, toDecimals) };
}

/**
 * Transit in one currency → transit in another at `rate`, less the company's conversion fee. The
 * platform's conversion clearing takes one currency and gives the other, so each currency balances.
 */
export function conversionPayment(
  input: TransferInput & {
    toCurrency: string;
    rate: string;
    feePercent: string;
    decimals: { from: number; to: number };
  },
): PlannedPayment {
  positive(input.amount);
  const { fee, converted } = conversionQuote(
    input.amount,
    input.rate,
    input.feePercent,
    input.decimals.from,
    input.decimals.to,
  );
  if (converted <= 0n) throw new RangeError('Nothing left to convert');
  const legs: PlannedLeg[] = [
    { accountId: input.fromAccountId, amount: -input.amount },
    { system: SYSTEM_ACCOUNT.fxClearing, currency: input.currency, amount: input.amount - fee },
    { system: SYSTEM_ACCOUNT.fxClearing, currency: input.toCurrency, amount: -converted },
    { accountId: input.toAccountId, amount: converted },
  ];
  if (fee > 0n) legs.push({ system: SYSTEM_ACCOUNT.feeRevenue, currency: input.currency, amount: fee });
  const payment: PaymentInput = {
    ...input,
    type: 'transfer_between_transit',
    amount: converted,
    currency: input.toCurrency,
    originalAmount: input.amount,
    originalCurrency: input.currency,
    rate: input.rate,
    feeAmount: fee,
    feePercent: input.feePercent,
  };
  return { input: payment, legs };
}

/** The system accounts a transfer's legs may name (fees, conversions): what a transfer's facts draw ahead. */
export const TRANSFER_SYSTEM_ACCOUNTS: readonly SystemAccount[] = [
  SYSTEM_ACCOUNT.feeRevenue,
  SYSTEM_ACCOUNT.fxClearing,
];

/** How `withSystemAccounts` names one system account: its purpose and currency. */
export const systemAccountKey = (purpose: string, currency: string) => `${purpose}:${currency}`;

/**
 * The system accounts of planned payments, one bucket per purpose and currency for all of them (a random
 * one, as `systemAccountId` picks): a batch of transfers asks once per currency, not once per transfer.
 * `drawn`: buckets the caller read already in a statement of its own (a transfer's facts), by
 * `systemAccountKey`; one missing (its rows not made yet) is asked for as without.
 */
export async function withSystemAccounts(
  tx: Db,
  planned: PlannedPayment[],
  drawn?: ReadonlyMap<string, number>,
): Promise<PaymentToPost[]> {
  const ids = new Map<string, number>();
  for (const leg of planned.flatMap((p) => p.legs)) {
    if (!('system' in leg)) continue;
    const name = systemAccountKey(leg.system, leg.currency);
    if (!ids.has(name)) ids.set(name, drawn?.get(name) ?? (await systemAccountId(tx, leg.system, leg.currency)));
  }
  return planned.map(({ input, legs }) => ({
    input,
    legs: legs.map((leg) =>
      'system' in leg ? { accountId: ids.get(systemAccountKey(leg.system, leg.currency))!, amount: leg.amount } : leg,
    ),
  }));
}

async function postPlanned(tx: Db, planned: PlannedPayment) {
  const [payment] = await withSystemAccounts(tx, [planned]);
  return postPayment(tx, payment!.input, payment!.legs);
}

/** Transit → BIN, posted at once in the caller's transaction. */
export function transferToBin(tx: Db, input: TransferInput & { feePercent: string; minFee: bigint }) {
  return postPlanned(tx, transferToBinPayment(input));
}

/** BIN → transit, posted at once in the caller's transaction. */
export function transferToTransit(tx: Db, input: TransferInput) {
  return postPlanned(tx, transferToTransitPayment(input));
}

/** A conversion between transit accounts, posted at once in the caller's transaction. */
export function convertBetweenTransit(tx: Db, input: Parameters<typeof conversionPayment>[0]) {
  return postPlanned(tx, conversionPayment(input));
}

/** A fee charged to an account (card issuance, monthly maintenance, decline fee…) into fee revenue. */
export async function chargeFee(
  tx: Db,
  input: Movement & {
    accountId: number;
    type: 'card_issue_fee' | 'card_monthly_fee' | 'service_fee' | 'decline_fee' | 'card_fx_fee';
    /** The fee revenue bucket, when the caller chose (and locked) it already; else one is picked. */
    revenueAccountId?: number;
  },
) {
  positive(input.amount);
  const { revenueAccountId, ...payment } = input;
  const revenue = revenueAccountId ?? (await systemAccountId(tx, SYSTEM_ACCOUNT.feeRevenue, input.currency));
  return postPayment(tx, { ...payment, fromAccountId: input.accountId }, [
    { accountId: input.accountId, amount: -input.amount },
    { accountId: revenue, amount: input.amount },
  ]);
}
