import { sql } from 'drizzle-orm';
import type { Outcome } from '@/server/db/batcher';
import { rowsOf, type Db } from '@/server/db/client';
import { raisedWith } from '@/server/db/errors';
import { executePrepared } from '@/server/db/prepared';
import { insufficientFunds, LEDGER_INVARIANT_CODE, LedgerInvariantError } from './errors';
import type { Leg, PaymentInput } from './ledger';
import { arrayLiteral } from './sql-arrays';

export interface PaymentToPost {
  input: PaymentInput;
  legs: Leg[];
}

export interface PostedPayment {
  paymentId: number;
  /** Each touched account's balance after this payment (and the ones before it in the list). */
  balances: Map<number, bigint>;
}

/**
 * Several completed payments in the caller's transaction, in list order, each exactly as `postPayment`
 * posts one (the same `ledger_post_payment`, with its checks), in one statement whatever their number:
 * what lets requests that arrive together be decided together (server/db/batcher.ts).
 *
 * Every account of every leg is locked first, in id order, in the same statement: each call of the function
 * locks only its own payment's accounts, so two lists over the same accounts in different orders would
 * otherwise deadlock, and every other path locks accounts in id order too. The answer is per payment: a
 * funds refusal is that payment's 422 and writes nothing of it, the others post. `holds` are the locked
 * accounts' holds, which no payment here changes (for the available balance after a debit).
 */
export async function postPayments(
  tx: Db,
  list: PaymentToPost[],
): Promise<{ outcomes: Outcome<PostedPayment>[]; holds: Map<number, bigint> }> {
  if (list.length === 0) return { outcomes: [], holds: new Map() };
  const accountIds = [...new Set(list.flatMap((p) => p.legs.map((leg) => leg.accountId)))].sort((a, b) => a - b);
  const column = <T>(pick: (input: PaymentInput) => T) => arrayLiteral(list.map((p) => pick(p.input) as never));
  const big = (value: bigint | null | undefined) => (value === null || value === undefined ? null : value.toString());
  let legFrom = 1;
  const bounds = list.map((p) => {
    const from = legFrom;
    legFrom += p.legs.length;
    return [from, legFrom - 1] as const;
  });
  const legs = list.flatMap((p) => p.legs);
  let result: unknown;
  try {
    // The accounts are locked by the `locked` CTE, which the one-time filter of the WHERE clause runs
    // before the first call of the function; its rows are the accounts as locked (the latest committed
    // version, whatever the statement's snapshot), so their holds are current.
    result = await executePrepared(
      tx,
      sql`with locked as materialized (
        select id, hold from accounts where id = any(${arrayLiteral(accountIds)}::int[]) order by id for update
      )
      select p.ord, r.payment_id, r.account_id, r.balance, r.currency,
        case when p.ord = 1 and r.n = 1 then (select json_agg(json_build_array(id, hold::text)) from locked) end as
          holds
      from unnest(
        ${column((i) => i.companyId)}::int[], ${column((i) => i.type)}::text[], ${column((i) => i.amount)}::bigint[],
          ${column((i) => i.currency)}::text[],
        ${column((i) => i.fromAccountId)}::int[], ${column((i) => i.toAccountId)}::int[],
          ${column((i) => i.description)}::text[],
        ${column((i) => big(i.originalAmount))}::bigint[], ${column((i) => i.originalCurrency)}::text[],
          ${column((i) => i.rate)}::numeric[],
        ${column((i) => big(i.feeAmount))}::bigint[], ${column((i) => i.feePercent)}::numeric[],
          ${column((i) => i.initiator.kind)}::text[],
        ${column((i) => i.initiator.userId)}::int[], ${column((i) => i.source)}::int[],
          ${column((i) => (i.info ? JSON.stringify(i.info) : null))}::jsonb[],
        ${column((i) => i.reversalOf)}::bigint[], ${column((i) => i.createdAt?.toISOString())}::timestamptz[],
        ${arrayLiteral(bounds.map((b) => b[0]))}::int[], ${arrayLiteral(bounds.map((b) => b[1]))}::int[]
      ) with ordinality as p(company_id, type, amount, currency, from_account_id, to_account_id, description,
        original_amount,
        original_currency, rate, fee_amount, fee_percent, initiator_kind, initiator_user_id, source, info,
          reversal_of, created_at,
        leg_from, leg_to, ord)
      cross join lateral ledger_post_payment(p.company_id, p.type, p.amount, p.currency, p.from_account_id,
        p.to_account_id,
        p.description, p.original_amount, p.original_currency, p.rate, p.fee_amount, p.fee_percent, p.initiator_kind,
        p.initiator_user_id, p.source, p.info, p.reversal_of, p.created_at,
        (${arrayLiteral(legs.map((leg) => leg.accountId))}::int[])[p.leg_from:p.leg_to],
        (${arrayLiteral(legs.map((leg) => leg.amount))}::bigint[])[p.leg_from:p.leg_to]) with ordinality as
          r(payment_id, account_id, balance, currency, n)
      where (select count(*) from locked) >= 0
      order by p.ord, r.n`,
    );
  } catch (error) {
    const invariant = raisedWith(error, LEDGER_INVARIANT_CODE);
    throw invariant === null ? error : new LedgerInvariantError(invariant);
  }
  type Row = {
    ord: number | string;
    payment_id: number | string | null;
    account_id: number;
    balance: number | string;
    currency: string;
    holds: unknown;
  };
  const rowsByPayment = new Map<number, Row[]>();
  const holds = new Map<number, bigint>();
  for (const row of rowsOf<Row>(result)) {
    if (row.holds !== null) {
      const locked = (typeof row.holds === 'string' ? JSON.parse(row.holds) : row.holds) as [number, string][];
      for (const [id, hold] of locked) holds.set(id, BigInt(hold));
    }
    const ord = Number(row.ord);
    rowsByPayment.set(ord, [...(rowsByPayment.get(ord) ?? []), row]);
  }
  const outcomes = list.map((_, i): Outcome<PostedPayment> => {
    const rows = rowsByPayment.get(i + 1) ?? [];
    const first = rows[0];
    if (!first) return { ok: false, error: new LedgerInvariantError('The ledger answered nothing for a payment') };
    if (first.payment_id === null)
      return { ok: false, error: insufficientFunds(BigInt(first.balance), first.currency) };
    return {
      ok: true,
      value: {
        paymentId: Number(first.payment_id),
        balances: new Map(rows.map((row) => [row.account_id, BigInt(row.balance)])),
      },
    };
  });
  return { outcomes, holds };
}
