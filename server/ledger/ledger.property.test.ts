import { and, eq, isNull, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUS, PAY_IN_SOURCE } from '@/src/contracts/payments';
import { rowsOf } from '@/server/db/client';
import { createTransitAccounts } from '@/server/db/queries/accounts';
import { ACCOUNT_TYPE, accounts, companies, payments } from '@/server/db/schema/index';
import { useTestContext } from '@/server/test-support/use-test-context';
import { LedgerRefusal } from './errors';
import { ledgerViolations } from './invariants';
import { capturePayment, releasePayment, reversePayment } from './ledger';
import {
  chargeFee,
  convertBetweenTransit,
  requestWithdrawal,
  topUp,
  transferToBin,
  transferToTransit,
} from './operations';

/**
 * Random sequences of every movement the ledger knows, then the invariants of ARCHITECTURE.md: postings
 * sum to zero per payment and currency, no company account is ever below what it holds, and every cached
 * balance and hold equals what the postings and open holds say.
 */
const t = useTestContext({ seed: false });

const CURRENCIES = ['USD', 'EUR'] as const;
type Cur = (typeof CURRENCIES)[number];

let serial = 0;
async function makeCompany() {
  serial += 1;
  const [row] = await t.db
    .insert(companies)
    .values({ name: `Prop ${serial}`, referralHash: `PROPERTY${String(serial).padStart(8, '0')}` })
    .returning({ id: companies.id });
  const companyId = row!.id;
  const transit = await createTransitAccounts(t.db, companyId);
  const [bin] = await t.db
    .insert(accounts)
    .values({ companyId, type: ACCOUNT_TYPE.bin, currency: 'USD', name: 'BIN USD' })
    .returning({ id: accounts.id });
  return {
    companyId,
    transit: Object.fromEntries(CURRENCIES.map((c) => [c, transit.find((a) => a.currency === c)!.id])) as Record<
      Cur,
      number
    >,
    bin: bin!.id,
  };
}

const amount = fc.bigInt({ min: 1n, max: 50_000n });
const currency = fc.constantFrom(...CURRENCIES);
const op = fc.oneof(
  // Money has to come in before it can move: top-ups come up more often.
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('topUp' as const),
      currency,
      amount,
      pending: fc.boolean(),
      source: fc.constantFrom(1, 2, 3),
    }),
  },
  fc.record({ kind: fc.constant('withdraw' as const), currency, amount }),
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('decide' as const), accept: fc.boolean(), pick: fc.nat() }) },
  fc.record({ kind: fc.constant('toBin' as const), amount, fee: fc.constantFrom('0', '1.5', '2.25', '10') }),
  fc.record({ kind: fc.constant('toTransit' as const), amount }),
  fc.record({
    kind: fc.constant('convert' as const),
    from: currency,
    amount,
    rate: fc.constantFrom('0.9215', '1.08335', '1'),
    fee: fc.constantFrom('0', '0.5', '3'),
  }),
  fc.record({ kind: fc.constant('fee' as const), currency, amount }),
  fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

async function apply(co: Awaited<ReturnType<typeof makeCompany>>, step: Op) {
  const initiator = { kind: 'system' as const };
  const base = { companyId: co.companyId, initiator };
  await t.db.transaction(async (tx) => {
    switch (step.kind) {
      case 'topUp':
        await topUp(tx, {
          ...base,
          amount: step.amount,
          currency: step.currency,
          accountId: co.transit[step.currency],
          source: step.source,
          pending: step.pending,
        });
        return;
      case 'withdraw':
        await requestWithdrawal(tx, {
          ...base,
          amount: step.amount,
          currency: step.currency,
          accountId: co.transit[step.currency],
        });
        return;
      case 'decide': {
        const pending = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(and(eq(payments.companyId, co.companyId), eq(payments.status, PAYMENT_STATUS.pending)));
        const target = pending[step.pick % Math.max(pending.length, 1)];
        if (!target) return;
        if (step.accept) await capturePayment(tx, target.id, null, new Date());
        else await releasePayment(tx, target.id, PAYMENT_STATUS.declined, null, new Date());
        return;
      }
      case 'toBin':
        await transferToBin(tx, {
          ...base,
          amount: step.amount,
          currency: 'USD',
          fromAccountId: co.transit.USD,
          toAccountId: co.bin,
          feePercent: step.fee,
          minFee: 0n,
        });
        return;
      case 'toTransit':
        await transferToTransit(tx, {
          ...base,
          amount: step.amount,
          currency: 'USD',
          fromAccountId: co.bin,
          toAccountId: co.transit.USD,
        });
        return;
      case 'convert': {
        const to: Cur = step.from === 'USD' ? 'EUR' : 'USD';
        await convertBetweenTransit(tx, {
          ...base,
          amount: step.amount,
          currency: step.from,
          fromAccountId: co.transit[step.from],
          toAccountId: co.transit[to],
          toCurrency: to,
          rate: step.rate,
          feePercent: step.fee,
          decimals: { from: 2, to: 2 },
        });
        return;
      }
      case 'fee':
        await chargeFee(tx, {
          ...base,
          amount: step.amount,
          currency: step.currency,
          accountId: co.transit[step.currency],
          type: 'service_fee',
        });
        return;
      case 'reverse': {
        const done = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(
            and(
              eq(payments.companyId, co.companyId),
              eq(payments.status, PAYMENT_STATUS.completed),
              isNull(payments.reversalOf),
            ),
          );
        const target = done[step.pick % Math.max(done.length, 1)];
        if (target) await reversePayment(tx, target.id, initiator, null);
      }
    }
  });
}

/** Refusals the ledger gives on purpose (insufficient funds, already decided); anything else is a bug. */
let applied = 0;
async function applyTolerating(co: Awaited<ReturnType<typeof makeCompany>>, step: Op) {
  try {
    await apply(co, step);
    applied += 1;
  } catch (error) {
    if (error instanceof LedgerRefusal) return;
    if (error instanceof RangeError) return; // a fee or conversion leaving nothing to move
    throw error;
  }
}

const invariants = () => ledgerViolations(t.db);

describe('ledger invariants over random movements', () => {
  it('hold after any sequence of top-ups, transfers, conversions, withdrawals, fees, holds and reversals', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 25 }), async (steps) => {
        const co = await makeCompany();
        // Opening funds, so that debits are sometimes possible and sometimes not.
        for (const cur of CURRENCIES)
          await apply(co, {
            kind: 'topUp',
            currency: cur,
            amount: 100_000n,
            pending: false,
            source: PAY_IN_SOURCE.swift,
          });
        for (const step of steps) await applyTolerating(co, step);
        // Whatever the random steps did, every run ends by capturing one hold and releasing another, so the
        // hold paths are always among what the invariants are checked after.
        await apply(co, {
          kind: 'topUp',
          currency: 'USD',
          amount: 10_000n,
          pending: false,
          source: PAY_IN_SOURCE.swift,
        });
        await apply(co, { kind: 'withdraw', currency: 'USD', amount: 3_000n });
        await apply(co, { kind: 'withdraw', currency: 'USD', amount: 4_000n });
        for (const accept of [true, false]) {
          const [pendingWithdrawal] = await t.db
            .select({ id: payments.id })
            .from(payments)
            .where(
              and(
                eq(payments.companyId, co.companyId),
                eq(payments.status, PAYMENT_STATUS.pending),
                eq(payments.type, 'withdrawal'),
              ),
            );
          await t.db.transaction((tx) =>
            accept
              ? capturePayment(tx, pendingWithdrawal!.id, null, new Date())
              : releasePayment(tx, pendingWithdrawal!.id, PAYMENT_STATUS.declined, null, new Date()),
          );
        }
        expect(await invariants()).toEqual({ unbalanced: [], overdrawn: [], cacheDrift: [] });
      }),
      { numRuns: 20 },
    );
    // The sequences must actually move money, not just be refused.
    expect(applied).toBeGreaterThan(90);
    expect(
      Number(rowsOf<{ n: string }>(await t.db.execute(sql`select count(*) as n from postings`))[0]!.n),
    ).toBeGreaterThan(100);
  });

  it('would notice a cached balance that drifts from its postings', async () => {
    const co = await makeCompany();
    await apply(co, { kind: 'topUp', currency: 'USD', amount: 100n, pending: false, source: PAY_IN_SOURCE.sepa });
    await t.db.update(accounts).set({ balance: 101n }).where(eq(accounts.id, co.transit.USD));
    expect((await invariants()).cacheDrift).toHaveLength(1);
    await t.db.update(accounts).set({ balance: 100n }).where(eq(accounts.id, co.transit.USD));
  });
});
