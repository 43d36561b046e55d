import { sql, type SQL } from 'drizzle-orm';
import { PAYMENT_STATUS } from '../../src/contracts/payments';
import { rowsOf, type Db } from '../db/client';
import { accounts, holds, payments } from '../db/schema/index';
import { checkBalanced, checkTenancy, type LockedAccount } from './checks';
import { insufficientFunds, LedgerInvariantError } from './errors';
import type { Leg, PaymentInput } from './ledger';

/**
 * holdPayment for the card authorization path, where every round trip counts while the card and its
 * account are locked: ONE hold on `account`, which the caller has already locked FOR UPDATE in this
 * transaction, and whose balance and hold it passes as it read them. The same checks (tenancy, balanced
 * legs, available funds) and the same rows (the pending payment with its planned legs, the hold, the
 * account's hold) as holdPayment, written in one statement.
 */
export async function holdOnLockedAccount(
  tx: Db,
  input: PaymentInput,
  legs: Leg[],
  account: LockedAccount,
  counterparty: LockedAccount,
  amount: bigint,
  /**
   * The caller's own rows that go with the payment (a card transaction naming it), as further CTEs of the
   * same statement: `(payment) => sql\`, name as (insert … values (…, ${payment}, …))\``, where `payment`
   * is the new payment's id. They commit with the payment or not at all.
   */
  alongside?: (payment: SQL) => SQL,
  /** How the statement is sent (the authorization run's `last`, see authorization-transaction.ts). */
  execute: (query: SQL) => Promise<unknown> = (query) => tx.execute(query),
) {
  const locked = new Map<number, LockedAccount>([
    [account.id, { ...account }],
    [counterparty.id, { ...counterparty }],
  ]);
  if (legs.some((leg) => !locked.has(leg.accountId))) throw new LedgerInvariantError('A leg on an account the caller did not name');
  checkTenancy(input.companyId, locked);
  checkBalanced(legs, locked);
  if (amount <= 0n) throw new LedgerInvariantError('A hold must be positive');
  const available = account.balance - account.hold;
  if (available < amount) throw insufficientFunds(available, account.currency);
  const at = input.createdAt ? sql`${input.createdAt.toISOString()}::timestamptz` : sql`now()`;
  const planned = JSON.stringify(legs.map((leg) => ({ accountId: leg.accountId, amount: leg.amount.toString() })));
  const result = await execute(sql`
    with pay as (
      insert into ${payments} (company_id, type, status, amount, currency, from_account_id, to_account_id, description,
        initiator_kind, initiator_user_id, info, planned_legs, created_at)
      values (${input.companyId}::int, ${input.type}, ${PAYMENT_STATUS.pending}::int, ${input.amount.toString()}::bigint, ${input.currency},
        ${input.fromAccountId ?? null}::int, ${input.toAccountId ?? null}::int, ${input.description ?? null}::text,
        ${input.initiator.kind}, ${input.initiator.userId ?? null}::int, ${input.info ? JSON.stringify(input.info) : null}::jsonb,
        ${planned}::jsonb, ${at})
      returning id
    ), placed as (
      insert into ${holds} (payment_id, account_id, amount, created_at) select pay.id, ${account.id}::int, ${amount.toString()}::bigint, ${at} from pay
    ), held as (
      update ${accounts} set hold = ${(account.hold + amount).toString()}::bigint where ${accounts}.id = ${account.id}::int
    )${alongside ? alongside(sql`(select id from pay)`) : sql``}
    select id from pay`);
  return { paymentId: Number(rowsOf<{ id: number | string }>(result)[0]!.id) };
}
