import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { PAYMENT_STATUS, type InitiatorKind, type PaymentStatus, type PaymentType } from '@/src/contracts/payments';
import { rowsOf, type Db } from '@/server/db/client';
import { accounts, holds, payments, postings } from '@/server/db/schema/index';
import { raisedWith } from '@/server/db/errors';
import { executePrepared } from '@/server/db/prepared';
import { checkBalanced, checkFunds, checkTenancy, type LockedAccount } from './checks';
import { insufficientFunds, LEDGER_INVARIANT_CODE, LedgerInvariantError, paymentNotPending } from './errors';

/**
 * The double-entry posting engine: the only code that writes postings, holds and cached balances
 * (ARCHITECTURE.md "The ledger is the only writer of balances"). Every function here expects to run
 * inside the caller's transaction, so a payment, its postings, the balances and whatever the caller
 * records beside them (audit, notifications, idempotency) commit together or not at all.
 */

/** One line: signed minor units on an account, credit positive. */
export interface Leg {
  accountId: number;
  amount: bigint;
}

export interface Initiator {
  kind: InitiatorKind;
  userId?: number | null;
}

export interface PaymentInput {
  companyId: number;
  type: PaymentType;
  amount: bigint;
  currency: string;
  initiator: Initiator;
  fromAccountId?: number | null;
  toAccountId?: number | null;
  description?: string | null;
  originalAmount?: bigint | null;
  originalCurrency?: string | null;
  rate?: string | null;
  feeAmount?: bigint | null;
  feePercent?: string | null;
  source?: number | null;
  info?: Record<string, unknown> | null;
  reversalOf?: number | null;
  /** When it happened, for imported or seeded history; now by default. */
  createdAt?: Date;
}

const accountColumns = {
  id: accounts.id,
  companyId: accounts.companyId,
  type: accounts.type,
  currency: accounts.currency,
  balance: accounts.balance,
  hold: accounts.hold,
};

/**
 * Locks the accounts in id order, so two payments over the same accounts never deadlock. With `lockOnly`,
 * only those rows are locked and the others are read as they are: placing a hold changes only the held
 * account, so the accounts its planned legs name (a system account shared by many companies) need not
 * wait for it.
 */
export async function lockAccounts(tx: Db, ids: number[], lockOnly?: number[]): Promise<Map<number, LockedAccount>> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const locking = lockOnly ? unique.filter((id) => lockOnly.includes(id)) : unique;
  const reading = unique.filter((id) => !locking.includes(id));
  const rows: LockedAccount[] = locking.length
    ? await tx
        .select(accountColumns)
        .from(accounts)
        .where(inArray(accounts.id, locking))
        .orderBy(asc(accounts.id))
        .for('update')
    : [];
  if (reading.length)
    rows.push(...(await tx.select(accountColumns).from(accounts).where(inArray(accounts.id, reading))));
  if (rows.length !== unique.length) throw new LedgerInvariantError(`Unknown account among ${unique.join(', ')}`);
  return new Map(rows.map((row) => [row.id, row]));
}

async function insertPayment(tx: Db, input: PaymentInput, status: PaymentStatus, plannedLegs: Leg[] | null) {
  const [row] = await tx
    .insert(payments)
    .values({
      companyId: input.companyId,
      type: input.type,
      status,
      amount: input.amount,
      currency: input.currency,
      fromAccountId: input.fromAccountId ?? null,
      toAccountId: input.toAccountId ?? null,
      description: input.description ?? null,
      originalAmount: input.originalAmount ?? null,
      originalCurrency: input.originalCurrency ?? null,
      rate: input.rate ?? null,
      feeAmount: input.feeAmount ?? null,
      feePercent: input.feePercent ?? null,
      initiatorKind: input.initiator.kind,
      initiatorUserId: input.initiator.userId ?? null,
      source: input.source ?? null,
      info: input.info ?? null,
      reversalOf: input.reversalOf ?? null,
      ...(input.createdAt && { createdAt: input.createdAt }),
      plannedLegs: plannedLegs?.map((leg) => ({ accountId: leg.accountId, amount: leg.amount.toString() })) ?? null,
    })
    .returning({ id: payments.id });
  return row!.id;
}

/**
 * Writes the postings in leg order with the balance each leaves, and moves the cached balances: one
 * multi-row insert and one update, whatever the number of legs (round trips are what a transfer costs).
 */
async function writePostings(
  tx: Db,
  paymentId: number,
  legs: Leg[],
  locked: Map<number, LockedAccount>,
  createdAt?: Date,
) {
  const balances = new Map<number, bigint>();
  const rows = legs.map((leg) => {
    const account = locked.get(leg.accountId)!;
    account.balance += leg.amount;
    balances.set(account.id, account.balance);
    return {
      paymentId,
      accountId: account.id,
      companyId: account.companyId,
      currency: account.currency,
      amount: leg.amount,
      balanceAfter: account.balance,
      ...(createdAt && { createdAt }),
    };
  });
  await tx.insert(postings).values(rows);
  await storeBalances(
    tx,
    [...balances.keys()].map((id) => locked.get(id)!),
  );
  return balances;
}

/** Writes the locked accounts' balance and hold back in one statement. */
async function storeBalances(tx: Db, accountsTouched: LockedAccount[]) {
  const touched = [...new Map(accountsTouched.map((a) => [a.id, a])).values()];
  if (touched.length === 0) return;
  const values = sql.join(
    touched.map((a) => sql`(${a.id}::int, ${a.balance.toString()}::bigint, ${a.hold.toString()}::bigint)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${accounts} set balance = v.balance, hold = v.hold from (values ${values}) as v(id, balance, hold) where
  ${accounts.id} = v.id`,
  );
}

/**
 * A completed payment at once, in ONE call of `ledger_post_payment` (migration 0008): it locks the legs'
 * accounts, holds them to the rules of checks.ts, writes the payment, its postings and the balances, and
 * answers each touched account's balance after it. One statement is one round trip while the accounts are
 * locked and, outside a transaction, a transaction of its own: every transfer takes this path, so what it
 * costs is what a transfer costs. Refused for funds, it writes nothing and leaves `tx` usable.
 */
export async function postPayment(tx: Db, input: PaymentInput, legs: Leg[]) {
  const big = (value: bigint | null | undefined) => (value === null || value === undefined ? null : value.toString());
  const list = (values: (number | bigint)[]) => `{${values.join(',')}}`;
  let result: unknown;
  try {
    result = await executePrepared(
      tx,
      sql`select * from ledger_post_payment(
      ${input.companyId}::int, ${input.type}::text, ${input.amount.toString()}::bigint, ${input.currency}::text,
      ${input.fromAccountId ?? null}::int, ${input.toAccountId ?? null}::int, ${input.description ?? null}::text,
      ${big(input.originalAmount)}::bigint, ${input.originalCurrency ?? null}::text, ${input.rate ?? null}::numeric,
      ${big(input.feeAmount)}::bigint, ${input.feePercent ?? null}::numeric, ${input.initiator.kind}::text,
      ${input.initiator.userId ?? null}::int, ${input.source ?? null}::int,
        ${input.info ? JSON.stringify(input.info) : null}::jsonb,
      ${input.reversalOf ?? null}::bigint, ${input.createdAt?.toISOString() ?? null}::timestamptz,
      ${list(legs.map((leg) => leg.accountId))}::int[], ${list(legs.map((leg) => leg.amount))}::bigint[])`,
    );
  } catch (error) {
    const invariant = raisedWith(error, LEDGER_INVARIANT_CODE);
    throw invariant === null ? error : new LedgerInvariantError(invariant);
  }
  const rows = rowsOf<{
    payment_id: number | string | null;
    account_id: number;
    balance: number | string;
    currency: string;
  }>(result);
  const first = rows[0]!;
  if (first.payment_id === null) throw insufficientFunds(BigInt(first.balance), first.currency);
  const balances = new Map(rows.map((row) => [row.account_id, BigInt(row.balance)]));
  return { paymentId: Number(first.payment_id), balances };
}

/**
 * A pending payment: `holds` set funds aside at once (a withdrawal), or none (a top-up waiting for the
 * bank); `legs` are what acceptance will post, fixed now.
 */
export async function holdPayment(tx: Db, input: PaymentInput, legs: Leg[], holdsToPlace: Leg[]) {
  const locked = await lockAccounts(
    tx,
    [...legs, ...holdsToPlace].map((leg) => leg.accountId),
    holdsToPlace.map((hold) => hold.accountId),
  );
  checkTenancy(input.companyId, locked);
  checkBalanced(legs, locked);
  for (const hold of holdsToPlace) {
    if (hold.amount <= 0n) throw new LedgerInvariantError('A hold must be positive');
    const account = locked.get(hold.accountId)!;
    const available = account.balance - account.hold;
    if (available < hold.amount) throw insufficientFunds(available, account.currency);
    account.hold += hold.amount;
  }
  const paymentId = await insertPayment(tx, input, PAYMENT_STATUS.pending, legs);
  if (holdsToPlace.length > 0) {
    await tx
      .insert(holds)
      .values(holdsToPlace.map((hold) => ({ paymentId, accountId: hold.accountId, amount: hold.amount })));
    await storeBalances(
      tx,
      holdsToPlace.map((hold) => locked.get(hold.accountId)!),
    );
  }
  return { paymentId };
}

async function lockPending(tx: Db, paymentId: number) {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!payment) return null;
  if (payment.status !== PAYMENT_STATUS.pending) throw paymentNotPending();
  return payment;
}

async function openHolds(tx: Db, paymentId: number) {
  return tx
    .select()
    .from(holds)
    .where(and(eq(holds.paymentId, paymentId), isNull(holds.closedAt)));
}

/** Accepts a pending payment: its holds are released into the planned postings. Null if unknown. */
export async function capturePayment(tx: Db, paymentId: number, decidedBy: number | null, now: Date) {
  const payment = await lockPending(tx, paymentId);
  if (!payment) return null;
  const legs = ((payment.plannedLegs ?? []) as { accountId: number; amount: string }[]).map((leg) => ({
    accountId: leg.accountId,
    amount: BigInt(leg.amount),
  }));
  const open = await openHolds(tx, paymentId);
  const locked = await lockAccounts(tx, [...legs.map((leg) => leg.accountId), ...open.map((hold) => hold.accountId)]);
  const releasing = new Map(open.map((hold) => [hold.accountId, hold.amount]));
  checkBalanced(legs, locked);
  checkFunds(legs, locked, releasing);
  for (const hold of open) locked.get(hold.accountId)!.hold -= hold.amount;
  await tx
    .update(holds)
    .set({ closedAt: now, outcome: 'captured' })
    .where(and(eq(holds.paymentId, paymentId), isNull(holds.closedAt)));
  const balances = await writePostings(tx, paymentId, legs, locked, now);
  await storeBalances(
    tx,
    open.filter((hold) => !balances.has(hold.accountId)).map((hold) => locked.get(hold.accountId)!),
  );
  await tx
    .update(payments)
    .set({ status: PAYMENT_STATUS.completed, decidedAt: now, decidedBy })
    .where(eq(payments.id, paymentId));
  return { paymentId, balances, payment };
}

/**
 * Completes a pending payment with other figures than it planned: a card authorization that settles for
 * more or less than was held. Its holds are closed (captured) and count as available for the funds
 * check, `legs` are posted instead of the planned ones, and the payment takes the new amount and type
 * (a card authorization becomes the card settlement it turned into). Null if unknown.
 */
export async function captureAdjusted(
  tx: Db,
  paymentId: number,
  change: { legs: Leg[]; amount: bigint; type?: PaymentType; info?: Record<string, unknown> | null },
  decidedBy: number | null,
  now: Date,
) {
  const payment = await lockPending(tx, paymentId);
  if (!payment) return null;
  const open = await openHolds(tx, paymentId);
  const locked = await lockAccounts(tx, [
    ...change.legs.map((leg) => leg.accountId),
    ...open.map((hold) => hold.accountId),
  ]);
  const releasing = new Map(open.map((hold) => [hold.accountId, hold.amount]));
  checkTenancy(payment.companyId, locked);
  checkBalanced(change.legs, locked);
  checkFunds(change.legs, locked, releasing);
  for (const hold of open) locked.get(hold.accountId)!.hold -= hold.amount;
  if (open.length)
    await tx
      .update(holds)
      .set({ closedAt: now, outcome: 'captured' })
      .where(and(eq(holds.paymentId, paymentId), isNull(holds.closedAt)));
  const balances = await writePostings(tx, paymentId, change.legs, locked, now);
  await storeBalances(
    tx,
    open.filter((hold) => !balances.has(hold.accountId)).map((hold) => locked.get(hold.accountId)!),
  );
  await tx
    .update(payments)
    .set({
      status: PAYMENT_STATUS.completed,
      decidedAt: now,
      decidedBy,
      amount: change.amount,
      plannedLegs: change.legs.map((leg) => ({ accountId: leg.accountId, amount: leg.amount.toString() })),
      ...(change.type && { type: change.type }),
      ...(change.info !== undefined && { info: change.info }),
    })
    .where(eq(payments.id, paymentId));
  return { paymentId, balances, payment };
}

/** Declines or cancels a pending payment: its holds are given back, nothing is posted. Null if unknown. */
export async function releasePayment(
  tx: Db,
  paymentId: number,
  status: typeof PAYMENT_STATUS.declined | typeof PAYMENT_STATUS.cancelled,
  decidedBy: number | null,
  now: Date,
) {
  const payment = await lockPending(tx, paymentId);
  if (!payment) return null;
  const open = await openHolds(tx, paymentId);
  if (open.length > 0) {
    const locked = await lockAccounts(
      tx,
      open.map((hold) => hold.accountId),
    );
    for (const hold of open) locked.get(hold.accountId)!.hold -= hold.amount;
    await storeBalances(tx, [...locked.values()]);
    await tx
      .update(holds)
      .set({ closedAt: now, outcome: 'released' })
      .where(and(eq(holds.paymentId, paymentId), isNull(holds.closedAt)));
  }
  await tx.update(payments).set({ status, decidedAt: now, decidedBy }).where(eq(payments.id, paymentId));
  return { paymentId, payment };
}

/**
 * Undoes a completed payment with a new one posting the opposite legs (corrections are reversals, never
 * edits); the original is marked reversed. The funds check applies: money already spent cannot be
 * taken back into the negative.
 */
export async function reversePayment(tx: Db, paymentId: number, initiator: Initiator, description: string | null) {
  const [original] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!original) return null;
  if (original.status !== PAYMENT_STATUS.completed) throw paymentNotPending();
  const lines = await tx
    .select({ accountId: postings.accountId, amount: postings.amount })
    .from(postings)
    .where(eq(postings.paymentId, paymentId))
    .orderBy(asc(postings.id));
  const legs = lines.map((line) => ({ accountId: line.accountId, amount: -line.amount }));
  const result = await postPayment(
    tx,
    {
      companyId: original.companyId,
      type: original.type as PaymentType,
      amount: original.amount,
      currency: original.currency,
      initiator,
      fromAccountId: original.toAccountId,
      toAccountId: original.fromAccountId,
      description: description ?? `Reversal of payment ${original.id}`,
      reversalOf: original.id,
    },
    legs,
  );
  await tx.update(payments).set({ status: PAYMENT_STATUS.reversed }).where(eq(payments.id, paymentId));
  return result;
}

/** Sum of postings per account: what the cached balance must equal (used by tests and the audit job). */
export async function ledgerBalance(tx: Db, accountId: number): Promise<bigint> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${postings.amount}), 0)` })
    .from(postings)
    .where(eq(postings.accountId, accountId));
  return BigInt(row?.total ?? '0');
}
