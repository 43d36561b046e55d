// Test data for the spend, decline and compensation suites: cards and card transactions written straight
// into their tables (these suites only read them), decline fees posted through the ledger as the card
// webhooks post them.
import { and, eq } from 'drizzle-orm';
import {
  ACCOUNT_TYPE,
  accounts,
  binSets,
  cards,
  cardTransactions,
  notificationSettings,
} from '@/server/db/schema/index';
import { toMinor } from '@/server/ledger/amounts';
import { chargeFee } from '@/server/ledger/operations';
import type { TestContext } from '@/server/test-support/context';
import { addTeamCompany, addUser } from '@/server/modules/team/team.fixtures';

let n = 0;
const unique = (label: string) =>
  `${label}-${++n}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** The company's BIN account in `currency` (made on first use) on a seeded or fresh BIN set of that currency. */
export async function binAccountOf(t: TestContext, companyId: number, currency = 'USD') {
  let [set] = await t.db.select().from(binSets).where(eq(binSets.currency, currency)).limit(1);
  if (!set) {
    [set] = await t.db
      .insert(binSets)
      .values({
        bin: String(70_000_000 + Math.floor(Math.random() * 9_999_999)),
        name: `Set ${currency}`,
        currency,
        providerId: 1,
      } as typeof binSets.$inferInsert)
      .returning();
  }
  const [existing] = await t.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), eq(accounts.binSetId, set!.id), eq(accounts.type, ACCOUNT_TYPE.bin)));
  if (existing) return existing;
  const [row] = await t.db
    .insert(accounts)
    .values({ type: ACCOUNT_TYPE.bin, companyId, currency, name: `BIN ${currency}`, binSetId: set!.id })
    .returning();
  return row!;
}

export async function addCard(
  t: TestContext,
  input: { companyId: number; holderUserId: number; currency?: string; name?: string },
) {
  const account = await binAccountOf(t, input.companyId, input.currency ?? 'USD');
  const [row] = await t.db
    .insert(cards)
    .values({
      companyId: input.companyId,
      accountId: account.id,
      binSetId: account.binSetId!,
      holderUserId: input.holderUserId,
      issuerCardId: unique('card'),
      name: input.name ?? unique('Card'),
      last4: String(1000 + (n % 9000)),
      currency: account.currency,
    })
    .returning();
  return row!;
}

export type Card = Awaited<ReturnType<typeof addCard>>;

export interface TxInput {
  status: 'pending' | 'settled' | 'reversed' | 'refunded' | 'declined';
  /** Decimal string in the card's currency. */
  amount: string;
  settled?: string;
  refunded?: string;
  at: Date;
  reason?: string;
  issuerTransactionId?: string;
}

export async function addTransaction(t: TestContext, card: Card, input: TxInput) {
  const [row] = await t.db
    .insert(cardTransactions)
    .values({
      cardId: card.id,
      companyId: card.companyId,
      holderUserId: card.holderUserId,
      issuerTransactionId: input.issuerTransactionId ?? unique('auth'),
      merchantName: 'Test merchant',
      amount: toMinor(input.amount, card.currency),
      settledAmount: input.settled === undefined ? null : toMinor(input.settled, card.currency),
      refundedAmount: input.refunded === undefined ? 0n : toMinor(input.refunded, card.currency),
      currency: card.currency,
      status: input.status,
      declineReason: input.status === 'declined' ? (input.reason ?? 'insufficient_funds') : null,
      createdAt: input.at,
      updatedAt: input.at,
    })
    .returning();
  return row!;
}

/** A declined authorization with its decline fee posted from the card's BIN account, as the webhook does. */
export async function addDeclineWithFee(
  t: TestContext,
  card: Card,
  input: { at: Date; fee: string; amount?: string; issuerTransactionId?: string },
) {
  const row = await addTransaction(t, card, {
    status: 'declined',
    amount: input.amount ?? '10.00',
    at: input.at,
    issuerTransactionId: input.issuerTransactionId,
  });
  const { paymentId } = await t.db.transaction((tx) =>
    chargeFee(tx, {
      type: 'decline_fee',
      companyId: card.companyId,
      accountId: card.accountId,
      amount: toMinor(input.fee, card.currency),
      currency: card.currency,
      initiator: { kind: 'system' },
      createdAt: input.at,
    }),
  );
  await t.db.update(cardTransactions).set({ declineFeePaymentId: paymentId }).where(eq(cardTransactions.id, row.id));
  return { ...row, declineFeePaymentId: paymentId };
}

/** A company with an owner, two leads with a buyer each and a loner buyer (team.fixtures), each holding a USD card. */
export async function addCardCompany(t: TestContext) {
  const people = await addTeamCompany(t);
  const companyId = people.company.id;
  const card = async (holderUserId: number) => addCard(t, { companyId, holderUserId });
  return {
    ...people,
    cards: {
      owner: await card(people.owner.id),
      leadA: await card(people.leadA.id),
      buyerA: await card(people.buyerA.id),
      buyerB: await card(people.buyerB.id),
      loner: await card(people.loner.id),
    },
  };
}

/** bin-sets.fixtures' fund, under the name the analytics suites import it by. */
export { fund as fundAccount } from '@/server/modules/bin-sets/bin-sets.fixtures';

/** A new owner of the company; with `threshold`, one warned in the interface past that decline rate. */
export async function addOwnerWarnedAt(t: TestContext, companyId: number, threshold?: string) {
  const owner = await addUser(t, { companyId, role: 2 });
  if (threshold)
    await t.db.insert(notificationSettings).values({
      userId: owner.id,
      type: 'decline_rate_warning',
      email: false,
      interface: true,
      telegram: false,
      threshold,
    });
  return owner;
}
