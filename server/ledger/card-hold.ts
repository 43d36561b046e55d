import { sql, type SQL } from 'drizzle-orm';
import { PAYMENT_STATUS } from '@/src/contracts/payments';
import { rowsOf, type Db } from '@/server/db/client';
import { executePrepared } from '@/server/db/prepared';
import { accounts, holds, payments } from '@/server/db/schema/index';
import { checkBalanced, checkTenancy, type LockedAccount } from './checks';
import { insufficientFunds, LedgerInvariantError } from './errors';
import type { Leg, PaymentInput } from './ledger';

/** One hold of the card authorization path: `amount` set aside on `account` for a pending payment. */
export interface CardHold {
  payment: PaymentInput;
  /** What capture will post, fixed now. */
  legs: Leg[];
  /** The held account, which the caller locked FOR UPDATE in this transaction, as it read it then. */
  account: LockedAccount;
  /** The other account the legs name (a card network bucket); not locked, as a hold does not change it. */
  counterparty: LockedAccount;
  amount: bigint;
}

/**
 * holdPayment for the card authorization path, where every round trip counts while cards and accounts are
 * locked: many holds in ONE statement, whatever their number. Each is held to holdPayment's rules (tenancy,
 * balanced legs, a positive hold, available funds, counting the holds before it on the same account) and
 * writes the same rows: the pending payment with its planned legs, the hold, and the account's hold.
 * `alongside` adds the caller's own rows as further CTEs of the statement, so they commit with the holds or
 * not at all: `(held) => sql\`, name as (insert … select … from ${held} …)\``, where `held` has one row per
 * hold with `n` (its index in `holdsToPlace`) and `payment_id`. Answers the payment ids in order.
 */
export async function placeCardHolds(
  tx: Db,
  holdsToPlace: CardHold[],
  at: Date,
  alongside?: (held: SQL) => SQL,
): Promise<number[]> {
  if (holdsToPlace.length === 0) return [];
  const heldBefore = new Map<number, bigint>();
  const rows = holdsToPlace.map((hold, n) => {
    const { account, counterparty, amount, payment, legs } = hold;
    const locked = new Map<number, LockedAccount>([
      [account.id, account],
      [counterparty.id, counterparty],
    ]);
    if (legs.some((leg) => !locked.has(leg.accountId)))
      throw new LedgerInvariantError('A leg on an account the caller did not name');
    checkTenancy(payment.companyId, locked);
    checkBalanced(legs, locked);
    if (amount <= 0n) throw new LedgerInvariantError('A hold must be positive');
    const earlier = heldBefore.get(account.id) ?? 0n;
    const available = account.balance - account.hold - earlier;
    if (available < amount) throw insufficientFunds(available, account.currency);
    heldBefore.set(account.id, earlier + amount);
    return {
      n,
      company_id: payment.companyId,
      type: payment.type,
      amount: payment.amount.toString(),
      currency: payment.currency,
      from_account_id: payment.fromAccountId ?? null,
      to_account_id: payment.toAccountId ?? null,
      description: payment.description ?? null,
      initiator_kind: payment.initiator.kind,
      initiator_user_id: payment.initiator.userId ?? null,
      info: payment.info ?? null,
      planned_legs: legs.map((leg) => ({ accountId: leg.accountId, amount: leg.amount.toString() })),
      account_id: account.id,
      held: amount.toString(),
    };
  });
  const ts = sql`${at.toISOString()}::timestamptz`;
  // The payment ids are drawn first (a materialized CTE is evaluated once), so the holds and the caller's
  // rows can name them without joining back on the inserted rows.
  const result = await executePrepared(
    tx,
    sql`
    with held as materialized (
      select h.*, nextval(pg_get_serial_sequence('payments', 'id')) as payment_id
      from json_to_recordset(${JSON.stringify(rows)}::json) as h(n int, company_id int, type text, amount bigint,
        currency text,
        from_account_id int, to_account_id int, description text, initiator_kind text, initiator_user_id int, info
          jsonb,
        planned_legs jsonb, account_id int, held bigint)
    ), paid as (
      insert into ${payments} (id, company_id, type, status, amount, currency, from_account_id, to_account_id,
        description,
        initiator_kind, initiator_user_id, info, planned_legs, created_at)
      select payment_id, company_id, type, ${PAYMENT_STATUS.pending}::int, amount, currency, from_account_id,
        to_account_id, description,
        initiator_kind, initiator_user_id, info, planned_legs, ${ts}
      from held order by n
    ), placed as (
      insert into ${holds} (payment_id, account_id, amount, created_at) select payment_id, account_id, held, ${ts}
        from held
    ), moved as (
      update ${accounts} set hold = ${accounts}.hold + s.total
      from (select account_id, sum(held)::bigint as total from held group by account_id) s
      where ${accounts}.id = s.account_id
    )${alongside ? alongside(sql`held`) : sql``}
    select n, payment_id from held order by n`,
  );
  return rowsOf<{ n: number; payment_id: number | string }>(result).map((row) => Number(row.payment_id));
}
