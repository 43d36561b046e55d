import { and, asc, eq } from 'drizzle-orm';
import { PAY_IN_SOURCE } from '@/src/contracts/payments';
import { PLATFORM_CONVERSION_FEE } from '@/src/contracts/transfers';
import type { Db } from '@/server/db/client';
import { openAccountId } from '@/server/db/queries/accounts';
import { ACCOUNT_TYPE, companies, users } from '@/server/db/schema/index';
import { decimalsOf } from '@/server/ledger/amounts';
import { capturePayment } from '@/server/ledger/ledger';
import { convertBetweenTransit, requestWithdrawal, topUp, transferToBin } from '@/server/ledger/operations';
import { rateOf } from '@/server/ledger/rates';
import { binAccountFeePercent, binAccountMinFee } from '@/server/ledger/service-fee';

/**
 * Ninety days of money for Northwind and Bluefin (PRODUCT.md "Demo data"), posted THROUGH THE LEDGER
 * so every balance is the sum of its postings: crypto, SWIFT and SEPA top-ups accepted by the main
 * administrator, conversions, transfers to BIN accounts with their service fee (when the BIN-set seed
 * opened some), and one pending top-up and one pending withdrawal for the admin lists. Amounts are
 * fixed, so every fresh database shows the same history.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;

type Step =
  | { day: number; kind: 'crypto'; currency: 'USDT' | 'USDC'; amount: bigint; hash: string }
  | { day: number; kind: 'swift' | 'sepa'; amount: bigint }
  | { day: number; kind: 'convert'; from: string; to: string; amount: bigint }
  | { day: number; kind: 'toBin'; currency: string; amount: bigint };

/** A crypto pay-in, one line a step however long its transaction hash. */
const cryptoTopUp = (day: number, currency: 'USDT' | 'USDC', amount: bigint, hash: string): Step => ({
  day,
  kind: 'crypto',
  currency,
  amount,
  hash,
});

/** Days before now, oldest first; amounts in minor units. */
const NORTHWIND: Step[] = [
  { day: 88, kind: 'swift', amount: 2_500_000n },
  cryptoTopUp(86, 'USDT', 1_200_000n, 'a3f1c9e07b2d4e8f9a1b3c5d7e9f0a2b4c6d8e0f1a3b5c7d9e1f3a5b7c9d1e3f'),
  { day: 80, kind: 'toBin', currency: 'USD', amount: 800_000n },
  { day: 71, kind: 'sepa', amount: 600_000n },
  { day: 64, kind: 'convert', from: 'USDT', to: 'USD', amount: 500_000n },
  { day: 58, kind: 'toBin', currency: 'USD', amount: 1_200_000n },
  { day: 51, kind: 'toBin', currency: 'EUR', amount: 300_000n },
  cryptoTopUp(45, 'USDC', 450_000n, '0x5e2b8d1f4a7c0e3b6d9f2a5c8e1b4d7f0a3c6e9b2d5f8a1c4e7b0d3f6a9c2e5b'),
  { day: 37, kind: 'swift', amount: 1_800_000n },
  { day: 30, kind: 'convert', from: 'USD', to: 'EUR', amount: 250_000n },
  { day: 22, kind: 'toBin', currency: 'USD', amount: 1_500_000n },
  cryptoTopUp(15, 'USDT', 900_000n, 'f7e6d5c4b3a2918070f1e2d3c4b5a69788f9e0d1c2b3a4958677e8f9d0c1b2a3'),
  { day: 9, kind: 'convert', from: 'USDC', to: 'USD', amount: 200_000n },
  { day: 4, kind: 'toBin', currency: 'USD', amount: 700_000n },
];

const BLUEFIN: Step[] = [
  cryptoTopUp(75, 'USDT', 300_000n, '0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c'),
  { day: 52, kind: 'swift', amount: 400_000n },
  { day: 40, kind: 'convert', from: 'USDT', to: 'USD', amount: 100_000n },
  { day: 26, kind: 'toBin', currency: 'USD', amount: 350_000n },
  { day: 12, kind: 'sepa', amount: 150_000n },
];

interface Company {
  id: number;
  currencyCode: string;
  conversionFee: string;
  autoUpdateConversionFee: boolean;
}

/** The company's owner: who starts a demo company's own transfers, so "Started by" names a person. */
async function ownerOf(tx: Db, companyId: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 2)))
    .orderBy(asc(users.id))
    .limit(1);
  return row?.id ?? null;
}

const accountOf = (tx: Db, companyId: number, type: number, currency: string) =>
  openAccountId(tx, { companyId, type, currency });

async function post(tx: Db, company: Company, step: Step, at: Date, staffId: number) {
  const staff = { kind: 'staff' as const, userId: staffId };
  if (step.kind === 'crypto' || step.kind === 'swift' || step.kind === 'sepa') {
    const currency = step.kind === 'crypto' ? step.currency : step.kind === 'sepa' ? 'EUR' : 'USD';
    const accountId = await accountOf(tx, company.id, ACCOUNT_TYPE.transit, currency);
    if (accountId === null) return;
    const source =
      step.kind === 'crypto' ? PAY_IN_SOURCE.crypto : step.kind === 'sepa' ? PAY_IN_SOURCE.sepa : PAY_IN_SOURCE.swift;
    const { paymentId } = await topUp(tx, {
      companyId: company.id,
      accountId,
      amount: step.amount,
      currency,
      source,
      info: step.kind === 'crypto' ? { hash: step.hash } : null,
      initiator: staff,
      pending: true,
      createdAt: at,
    });
    await capturePayment(tx, paymentId, staffId, new Date(at.getTime() + 2 * HOUR));
    return;
  }
  if (step.kind === 'convert') {
    const from = await accountOf(tx, company.id, ACCOUNT_TYPE.transit, step.from);
    const to = await accountOf(tx, company.id, ACCOUNT_TYPE.transit, step.to);
    const rate = await rateOf(tx, step.from, step.to);
    if (from === null || to === null || rate === null) return;
    await convertBetweenTransit(tx, {
      companyId: company.id,
      fromAccountId: from,
      toAccountId: to,
      amount: step.amount,
      currency: step.from,
      toCurrency: step.to,
      rate,
      feePercent: company.autoUpdateConversionFee ? PLATFORM_CONVERSION_FEE : company.conversionFee,
      decimals: { from: decimalsOf(step.from), to: decimalsOf(step.to) },
      initiator: { kind: 'user', userId: await ownerOf(tx, company.id) },
      createdAt: at,
    });
    return;
  }
  if (step.kind !== 'toBin') return;
  // BIN accounts come from the BIN-set seed; without one the history simply has no such transfer.
  const from = await accountOf(tx, company.id, ACCOUNT_TYPE.transit, step.currency);
  const to = await accountOf(tx, company.id, ACCOUNT_TYPE.bin, step.currency);
  if (from === null || to === null) return;
  await transferToBin(tx, {
    companyId: company.id,
    fromAccountId: from,
    toAccountId: to,
    amount: step.amount,
    currency: step.currency,
    feePercent: await binAccountFeePercent(tx, to, step.amount, step.currency),
    minFee: await binAccountMinFee(tx, to, step.currency),
    initiator: { kind: 'user', userId: await ownerOf(tx, company.id) },
    createdAt: at,
  });
}

export async function seedMoney(
  tx: Db,
  ids: { northwindId: number; bluefinId: number; superAdminId: number },
  now: Date,
) {
  const rows = await tx
    .select({
      id: companies.id,
      currencyCode: companies.currencyCode,
      conversionFee: companies.conversionFee,
      autoUpdateConversionFee: companies.autoUpdateConversionFee,
    })
    .from(companies);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const plans: [Company, Step[]][] = [
    [byId.get(ids.northwindId)!, NORTHWIND],
    [byId.get(ids.bluefinId)!, BLUEFIN],
  ];
  // Interleaved by date, so postings and their running balances follow the calendar.
  const timeline = plans
    .flatMap(([company, steps]) => steps.map((step) => ({ company, step })))
    .sort((a, b) => b.step.day - a.step.day);
  for (const { company, step } of timeline) {
    await post(tx, company, step, new Date(now.getTime() - step.day * DAY + 10 * HOUR), ids.superAdminId);
  }

  // Waiting for the main administrator on the transfer-funds page.
  const bluefinEur = await accountOf(tx, ids.bluefinId, ACCOUNT_TYPE.transit, 'EUR');
  if (bluefinEur !== null) {
    await topUp(tx, {
      companyId: ids.bluefinId,
      accountId: bluefinEur,
      amount: 250_000n,
      currency: 'EUR',
      source: PAY_IN_SOURCE.sepa,
      description: 'Invoice BF-2025-014',
      initiator: { kind: 'staff', userId: ids.superAdminId },
      pending: true,
      createdAt: new Date(now.getTime() - 5 * HOUR),
    });
  }
  const northwindUsd = await accountOf(tx, ids.northwindId, ACCOUNT_TYPE.transit, 'USD');
  if (northwindUsd !== null) {
    await requestWithdrawal(tx, {
      companyId: ids.northwindId,
      accountId: northwindUsd,
      amount: 150_000n,
      currency: 'USD',
      description: 'Return of unused funds to the company bank account',
      initiator: { kind: 'staff', userId: ids.superAdminId },
      createdAt: new Date(now.getTime() - 3 * HOUR),
    });
  }
}
