import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DECLINE_FEE_AMOUNT } from '@/src/contracts/card-kinds';
import { PAYMENT_STATUS } from '@/src/contracts/payments';
import { rowsOf, type Db } from '@/server/db/client';
import { accounts, cardTransactions, payments } from '@/server/db/schema/index';
import { toMinor } from '@/server/ledger/amounts';
import { arrayLiteral } from '@/server/ledger/sql-arrays';
import { SYSTEM_ACCOUNT, SYSTEM_ACCOUNT_BUCKETS, systemAccountId } from '@/server/ledger/system-accounts';
import { collectFeeDebts } from '@/server/modules/cards/card-fees';
import { addCard, binAccountOf } from '@/server/modules/card-analytics/card-analytics.fixtures';
import { fund } from '@/server/modules/bin-sets/bin-sets.fixtures';
import { addTeamCompany } from '@/server/modules/team/team.fixtures';
import {
  accountNow,
  authorizationEvent,
  useCardKit,
  deliver,
  expectLedgerSound,
  fundedCard,
  uid,
} from './card-test-kit';

/**
 * Issue 19 item 3: a card payment settled in the merchant's currency is converted at the platform rate
 * and carries the card FX fee of the settings; decline fees owed show as declineFeeDebtSum until collected.
 */
const kit = useCardKit({ tokens: { staff: 1 }, ledgerSoundAfterEach: true });

const totals = async (companyId: number) => {
  const res = await kit.t.request('GET', `/api/backoffice/transfer-funds/finance/totals?companyId=${companyId}`, {
    token: kit.t.tokens.staff,
  });
  expect(res.status, res.text).toBe(200);
  return res.body.data.records as {
    currencyCode: string;
    cardFxFeeSum: string;
    declineFeeDebtSum: string;
    spendSum: string;
  }[];
};
const usdTotals = async (companyId: number) => (await totals(companyId)).find((r) => r.currencyCode === 'USD')!;
const setPercent = (percent: unknown, token = kit.t.tokens.staff) =>
  kit.t.request('PATCH', '/api/backoffice/settings/card-fx-fee', { token, json: { percent } });

async function authorize(issuerCardId: string, amount: number) {
  const event = authorizationEvent(issuerCardId, amount);
  const res = await deliver(kit.t, event);
  expect(res.body.decision, res.text).toEqual({ approved: true, reason: null });
  return (event.data as { transactionId: string }).transactionId;
}
const settlement = (issuerCardId: string, transactionId: string, amount: number, currency?: string) => ({
  id: uid('evt'),
  type: 'transaction.settlement' as const,
  created: new Date().toISOString(),
  data: { cardId: issuerCardId, transactionId, amount, ...(currency && { currency }) },
});

describe('card FX fee', () => {
  it('a EUR settlement on a USD card posts the converted amount and the fee through the ledger, once', async () => {
    const { t } = kit;
    expect((await setPercent('2.5')).status).toBe(200);
    const { card, account, company } = await fundedCard(t, '1000.00');
    const before = { account: await accountNow(t, account.id), totals: await usdTotals(company.id).catch(() => null) };
    const tid = await authorize(card.issuerCardId, 1_000);
    // 9.01 EUR at 1.08 = 9.7308 USD → 9.74 charged; 2.5 % of 9.74 = 0.2435 → 0.25: both rounded for the platform.
    const event = settlement(card.issuerCardId, tid, 901, 'EUR');
    expect((await deliver(t, event)).status).toBe(200);
    expect((await deliver(t, event)).status).toBe(200);
    const after = await accountNow(t, account.id);
    expect(before.account.balance - after.balance).toBe(974n + 25n);
    expect(after.hold).toBe(before.account.hold);
    const [row] = await t.db.select().from(cardTransactions).where(eq(cardTransactions.issuerTransactionId, tid));
    expect(row).toMatchObject({ status: 'settled', settledAmount: 974n, currency: 'USD' });
    const fees = await t.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.type, 'card_fx_fee'),
          eq(payments.companyId, company.id),
          sql`${payments.info}->>'transactionId' = ${tid}`,
        ),
      );
    // Once: the redelivered settlement posted no second fee (the demo's own euro purchases are other transactions).
    expect(fees).toHaveLength(1);
    expect(fees[0]).toMatchObject({
      status: PAYMENT_STATUS.completed,
      amount: 25n,
      currency: 'USD',
      feePercent: '2.50',
    });
    const figures = await usdTotals(company.id);
    expect(toMinor(figures.cardFxFeeSum, 'USD') - toMinor(before.totals?.cardFxFeeSum ?? '0.00', 'USD')).toBe(25n);
  });

  it(
    'a settlement in the card currency takes no FX fee; a currency without a platform rate is refused and changes ' +
      'nothing',
    async () => {
      const { t } = kit;
      const { card, account, company } = await fundedCard(t, '100.00');
      const count = async () =>
        (
          await t.db
            .select()
            .from(payments)
            .where(and(eq(payments.type, 'card_fx_fee'), eq(payments.companyId, company.id)))
        ).length;
      const before = await count();
      const same = await authorize(card.issuerCardId, 500);
      expect((await deliver(t, settlement(card.issuerCardId, same, 500, 'USD'))).status).toBe(200);
      expect(await count()).toBe(before);
      const other = await authorize(card.issuerCardId, 500);
      const held = await accountNow(t, account.id);
      for (const currency of ['GBP', 'EUR\u0000', 'X'.repeat(10)]) {
        const res = await deliver(t, settlement(card.issuerCardId, other, 500, currency));
        expect(res.status, currency).toBe(422);
      }
      expect(await accountNow(t, account.id)).toMatchObject({ balance: held.balance, hold: held.hold });
    },
  );

  it('a fee the account cannot pay is owed, counted in the company debt, and collected later', async () => {
    const { t } = kit;
    expect((await setPercent('10')).status).toBe(200);
    const people = await addTeamCompany(t);
    const company = people.company;
    const card = await addCard(t, { companyId: company.id, holderUserId: people.buyerA.id });
    const account = await binAccountOf(t, company.id);
    await fund(t, account, '10.00');
    const tid = await authorize(card.issuerCardId, 1_000);
    // 9.25 EUR → 9.99 USD leaves 0.01; the 10 % fee (1.00) cannot be paid and is owed.
    expect((await deliver(t, settlement(card.issuerCardId, tid, 925, 'EUR'))).status).toBe(200);
    expect((await accountNow(t, account.id)).balance).toBe(1_000n - 999n);
    const [owed] = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.type, 'card_fx_fee'), eq(payments.companyId, company.id)));
    expect(owed).toMatchObject({ status: PAYMENT_STATUS.pending, amount: 100n });
    await fund(t, account, '5.00');
    await collectFeeDebts(t.deps, t.deps.now());
    const [paid] = await t.db.select().from(payments).where(eq(payments.id, owed!.id));
    expect(paid!.status).toBe(PAYMENT_STATUS.completed);
    await expectLedgerSound(t);
    expect((await setPercent('2.00')).status).toBe(200);
  });

  it('decline fees owed appear in declineFeeDebtSum and leave it once collected', async () => {
    const { t } = kit;
    const people = await addTeamCompany(t);
    const card = await addCard(t, { companyId: people.company.id, holderUserId: people.buyerA.id });
    const event = authorizationEvent(card.issuerCardId, 1_000);
    expect((await deliver(t, event)).body.decision).toEqual({ approved: false, reason: 'insufficient_funds' });
    const fee = toMinor(DECLINE_FEE_AMOUNT, 'USD');
    expect(toMinor((await usdTotals(people.company.id)).declineFeeDebtSum, 'USD')).toBe(fee);
    await fund(t, await binAccountOf(t, people.company.id), '10.00');
    await collectFeeDebts(t.deps, t.deps.now());
    const after = await usdTotals(people.company.id);
    expect(after.declineFeeDebtSum).toBe('0.00');
  });

  it('the percent is staff settings: read by roles 1, 5, 6, changed by 1 and 6, validated', async () => {
    const { t } = kit;
    const admin = (await t.sessionFor(5)).accessToken;
    const owner = (await t.sessionFor(2)).accessToken;
    expect((await t.request('GET', '/api/backoffice/settings/card-fx-fee', { token: admin })).body.data.percent).toBe(
      '2.00',
    );
    expect((await setPercent('3', admin)).status).toBe(403);
    expect((await t.request('GET', '/api/backoffice/settings/card-fx-fee', { token: owner })).status).toBe(403);
    for (const bad of ['101', '-1', '1.234', 'abc', '2\u0000', '9'.repeat(10_000), null]) {
      const res = await setPercent(bad);
      expect(res.status, String(bad).slice(0, 20)).toBe(422);
      expect(Object.keys(res.body.errors)).toContain('percent');
    }
    const saved = await setPercent('1.5');
    expect(saved.body.data).toMatchObject({
      message: 'The card FX fee is saved',
      setting: { percent: '1.50', updatedBy: { id: (await t.userOf(1)).id } },
    });
    const all = await Promise.all(Array.from({ length: 50 }, (_, i) => setPercent(String(i % 3))));
    expect(all.every((r) => r.status === 200)).toBe(true);
    expect(['0.00', '1.00', '2.00']).toContain(
      (await t.request('GET', '/api/backoffice/settings/card-fx-fee', { token: kit.t.tokens.staff })).body.data.percent,
    );
    expect((await setPercent('2.00')).status).toBe(200);
  });
});

describe('locks', () => {
  // PGlite has one connection, so two transactions never overlap there; the question is PostgreSQL's.
  it.runIf(Boolean(process.env.DATABASE_URL))(
    'a foreign settlement beside a transfer that locked its fee revenue bucket first: neither deadlocks',
    async () => {
      const { t } = kit;
      expect((await setPercent('2.5')).status).toBe(200);
      for (let bucket = 0; bucket < SYSTEM_ACCOUNT_BUCKETS; bucket += 1)
        await systemAccountId(t.db, SYSTEM_ACCOUNT.feeRevenue, 'USD', bucket);
      const buckets = (
        await t.db
          .select({ id: accounts.id })
          .from(accounts)
          .where(and(eq(accounts.purpose, SYSTEM_ACCOUNT.feeRevenue), eq(accounts.currency, 'USD')))
      ).map((row) => row.id);
      const people = await addTeamCompany(t);
      const card = await addCard(t, { companyId: people.company.id, holderUserId: people.buyerA.id });
      const account = await binAccountOf(t, people.company.id);
      await fund(t, account, '100.00');
      // The buckets' ids are below the BIN account's, so a transfer's postPayments (every account in id order,
      // in one statement) holds the bucket while it waits for the BIN account.
      expect(Math.max(...buckets)).toBeLessThan(account.id);
      const tid = await authorize(card.issuerCardId, 1_000);

      let bucketsLocked!: () => void;
      const locked = new Promise<void>((resolve) => (bucketsLocked = resolve));
      // As a transfer posting a fee does: the fee revenue buckets (whichever the settlement picks), then,
      // once the settlement waits for one of them, the BIN account.
      const transfer = t.db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        await tx.execute(sql`select id from accounts where id = any(${arrayLiteral(buckets)}::int[])
          order by id for update`);
        bucketsLocked();
        for (let waited = 0; waited < 10_000; waited += 50) {
          const [waiting] = rowsOf<{ n: number }>(
            await tx.execute(sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`),
          );
          if (waiting!.n > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await tx.execute(sql`select id from accounts where id = ${account.id} for update`);
      });
      await locked;
      const settled = deliver(t, settlement(card.issuerCardId, tid, 901, 'EUR'));
      const [transferred, answer] = await Promise.allSettled([transfer, settled]);
      expect(transferred.status).toBe('fulfilled');
      expect(answer.status === 'fulfilled' && answer.value.status).toBe(200);
      const [row] = await t.db.select().from(cardTransactions).where(eq(cardTransactions.issuerTransactionId, tid));
      expect(row).toMatchObject({ status: 'settled', settledAmount: 974n });
      await expectLedgerSound(t);
      expect((await setPercent('2.00')).status).toBe(200);
    },
    30_000,
  );
});
