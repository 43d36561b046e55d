import { and, eq, ne, sql } from 'drizzle-orm';
import { PAY_IN_SOURCE } from '../../src/contracts/payments';
import type { Db } from '../db/client';
import { payments } from '../db/schema/index';
import { holdPayment, postPayment, type Initiator } from './ledger';
import { convert, percentOf } from './rounding';
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
    .where(and(eq(payments.companyId, input.companyId), eq(payments.type, 'top_up'), ne(payments.status, 3), ne(payments.status, 4)));
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
  return holdPayment(tx, { ...input, type: 'withdrawal', fromAccountId: input.accountId }, legs, [{ accountId: input.accountId, amount: input.amount }]);
}

/** What a transfer to a BIN account costs: the service fee comes out of the amount sent. */
export function transferToBinQuote(amount: bigint, feePercent: string) {
  const fee = percentOf(amount, feePercent);
  return { fee, credited: amount - fee };
}

/** Transit → BIN of the same currency, less the service fee of the tariff scale. */
export async function transferToBin(tx: Db, input: Movement & { fromAccountId: number; toAccountId: number; feePercent: string }) {
  positive(input.amount);
  const { fee, credited } = transferToBinQuote(input.amount, input.feePercent);
  if (credited <= 0n) throw new RangeError('The fee takes the whole amount');
  const legs = [
    { accountId: input.fromAccountId, amount: -input.amount },
    { accountId: input.toAccountId, amount: credited },
  ];
  if (fee > 0n) legs.push({ accountId: await systemAccountId(tx, SYSTEM_ACCOUNT.feeRevenue, input.currency), amount: fee });
  return postPayment(tx, { ...input, type: 'transfer_transit_to_bin', feeAmount: fee, feePercent: input.feePercent }, legs);
}

/** BIN → transit of the same currency, without a fee. */
export async function transferToTransit(tx: Db, input: Movement & { fromAccountId: number; toAccountId: number }) {
  positive(input.amount);
  return postPayment(tx, { ...input, type: 'transfer_bin_to_transit' }, [
    { accountId: input.fromAccountId, amount: -input.amount },
    { accountId: input.toAccountId, amount: input.amount },
  ]);
}

/** What a conversion gives: the conversion fee is taken in the source currency, the rest converted. */
export function conversionQuote(amount: bigint, rate: string, feePercent: string, fromDecimals: number, toDecimals: number) {
  const fee = percentOf(amount, feePercent);
  return { fee, converted: convert(amount - fee, rate, fromDecimals, toDecimals) };
}

/**
 * Transit in one currency → transit in another at `rate`, less the company's conversion fee. The
 * platform's conversion clearing takes one currency and gives the other, so each currency balances.
 */
export async function convertBetweenTransit(
  tx: Db,
  input: Movement & { fromAccountId: number; toAccountId: number; toCurrency: string; rate: string; feePercent: string; decimals: { from: number; to: number } },
) {
  positive(input.amount);
  const { fee, converted } = conversionQuote(input.amount, input.rate, input.feePercent, input.decimals.from, input.decimals.to);
  if (converted <= 0n) throw new RangeError('Nothing left to convert');
  const fxFrom = await systemAccountId(tx, SYSTEM_ACCOUNT.fxClearing, input.currency);
  const fxTo = await systemAccountId(tx, SYSTEM_ACCOUNT.fxClearing, input.toCurrency);
  const legs = [
    { accountId: input.fromAccountId, amount: -input.amount },
    { accountId: fxFrom, amount: input.amount - fee },
    { accountId: fxTo, amount: -converted },
    { accountId: input.toAccountId, amount: converted },
  ];
  if (fee > 0n) legs.push({ accountId: await systemAccountId(tx, SYSTEM_ACCOUNT.feeRevenue, input.currency), amount: fee });
  return postPayment(
    tx,
    {
      ...input,
      type: 'transfer_between_transit',
      amount: converted,
      currency: input.toCurrency,
      originalAmount: input.amount,
      originalCurrency: input.currency,
      rate: input.rate,
      feeAmount: fee,
      feePercent: input.feePercent,
    },
    legs,
  );
}

/** A fee charged to an account (card issuance, monthly maintenance, decline fee…) into fee revenue. */
export async function chargeFee(
  tx: Db,
  input: Movement & { accountId: number; type: 'card_issue_fee' | 'card_monthly_fee' | 'service_fee' | 'decline_fee' },
) {
  positive(input.amount);
  const revenue = await systemAccountId(tx, SYSTEM_ACCOUNT.feeRevenue, input.currency);
  return postPayment(tx, { ...input, fromAccountId: input.accountId }, [
    { accountId: input.accountId, amount: -input.amount },
    { accountId: revenue, amount: input.amount },
  ]);
}
