import { eq, sql } from 'drizzle-orm';
import { apiMessage } from '@/src/contracts/api-messages';
import type { Db } from '@/server/db/client';
import { lockRuleForRefill, refilledSince, type RefillStanding, type RuleRow } from '@/server/db/queries/auto-top-up';
import { COMPANY_STATUS } from '@/src/contracts/companies';
import { autoTopUpRefills, autoTopUpRules } from '@/server/db/schema/index';
import { httpErrorOf } from '@/server/http/domain-errors';
import { HttpError } from '@/server/http/errors';
import { enqueue } from '@/server/jobs/queue';
import type { Deps } from '@/server/lib/deps';
import { JOB_SETTLED, jobDone, type JobInfo } from '@/server/jobs/worker';
import { toMinor } from '@/server/ledger/amounts';
import { LedgerRefusal } from '@/server/ledger/errors';
import { decideTransfersIn, type TransferItem, type TransferResult } from '@/server/modules/transfers/transfer-batch';
import { autoTopUpFailed } from './refill-notify';
import type { PlanFacts } from '@/server/modules/transfers/transfer-facts';
import { amountToReach, quoteRefill, readRouteFacts, type RefillRoute } from './refill-plan';

/**
 * The refill of one crossing (issue 23), run as a job in its own transaction, never inside the debit that
 * crossed (the authorization batch only enqueues it, through the trigger of migration 0020).
 *
 * The job names the crossing: the rule and its `refillSeq` when the job was enqueued. The rule's row is
 * locked first, so two workers running the same crossing (a lapsed lease, two instances) take turns, and
 * the second finds the sequence moved on and does nothing; the outcome row's unique (rule, seq) is the
 * claim's second guard. Whatever the outcome, the sequence moves on in the same transaction, so the next
 * debit below the threshold is a new crossing (a retry after a failure, another refill after a small one).
 * A job that fails for good otherwise (an error on its last attempt) releases its crossing the same way,
 * recorded as failed, and the sweep releases one whose worker was lost every time: a crossing never holds
 * its rule for ever, and the sequence check means a refill that did commit is never posted again.
 */

export const AUTO_TOP_UP_JOB = 'auto-top-up';

export interface CrossingJob {
  ruleId: number;
  seq: number;
}

/** A refusal of the transfers (funds, minimum, closed account…): recorded on the rule, never retried by the queue. */
class RefillRefused extends Error {}

const refusalMessage = (error: unknown) => {
  if (error instanceof LedgerRefusal) return httpErrorOf(error).message;
  if (error instanceof HttpError && error.status < 500)
    return Object.values(error.errors ?? {})[0]?.[0] ?? error.message;
  return null;
};

const utcDayStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** Whether the job's crossing is still the rule's current one (not run by another worker, the rule enabled). */
const isCurrent = (rule: RuleRow, { seq }: CrossingJob) => rule.enabled && rule.refillSeq === seq;

async function lockRule(tx: Db, job: CrossingJob): Promise<RuleRow | null> {
  const [rule] = await tx.select().from(autoTopUpRules).where(eq(autoTopUpRules.id, job.ruleId)).for('update');
  return rule && isCurrent(rule, job) ? rule : null;
}

type Outcome = Omit<typeof autoTopUpRefills.$inferInsert, 'ruleId' | 'seq' | 'createdAt'>;
const minor = (amount: bigint | null | undefined) => (amount === null || amount === undefined ? null : String(amount));

/** The job running the crossing, when the worker runs it: marked done with the crossing's outcome. */
type RunningJob = Pick<JobInfo, 'id' | 'attempts'> | undefined;

/**
 * The crossing's outcome recorded and the rule's sequence moved on, in one statement; its status follows a
 * refill or a failure. With the job that ran it, that job is marked done in the same statement: a refill
 * costs no statement of the worker's after its commit.
 */
async function settle(tx: Db, rule: RuleRow, outcome: Outcome, now: Date, job: RunningJob) {
  const status =
    outcome.outcome === 'refilled'
      ? sql`, status = 'ok', last_error = null`
      : outcome.outcome === 'failed'
        ? sql`, status = 'failing', last_error = ${outcome.error ?? null}`
        : sql``;
  const at = now.toISOString();
  await tx.execute(sql`
    with recorded as (
      insert into auto_top_up_refills (rule_id, seq, outcome, amount, credited, conversion_payment_id,
        transfer_payment_id, error, created_at)
      values (${rule.id}, ${rule.refillSeq}, ${outcome.outcome}, ${minor(outcome.amount)}::bigint,
        ${minor(outcome.credited)}::bigint, ${outcome.conversionPaymentId ?? null}::bigint,
        ${outcome.transferPaymentId ?? null}::bigint, ${outcome.error ?? null},
        ${at}::timestamptz)
    )${job ? sql`, done as (${jobDone(job)})` : sql``}
    update auto_top_up_rules set refill_seq = ${rule.refillSeq + 1}, last_attempt_at = ${at}::timestamptz${status}
    where id = ${rule.id}`);
}

/**
 * One transfer through the transfers' own batch function, in this transaction, planned over the route's facts
 * read at the refill's start (nothing they hold but balances moves in the transaction, and the plans read
 * no balance: the ledger checks the funds as it posts); its refusal thrown as RefillRefused, which rolls
 * the refill back whole: so the transfers write their "transfer done" before they lock the BIN account
 * (`allOrNothing`), which the authorizations of its cards wait for.
 */
async function post(tx: Db, item: Omit<TransferItem, 'claim' | 'initiator'>, facts: PlanFacts) {
  const [outcome] = await decideTransfersIn(tx, [{ ...item, claim: null, initiator: { kind: 'rule' } }], {
    facts,
    allOrNothing: true,
  });
  if (!outcome!.ok) throw new RefillRefused(refusalMessage(outcome!.error) ?? String(outcome!.error));
  // Without an Idempotency-Key the batch never answers "run again".
  return outcome!.value as TransferResult;
}

/** Why no money may move by this rule now (the company or an account), or null. */
function standingRefusal(standing: RefillStanding): string | null {
  if (!standing.bin || !standing.from) return apiMessage.accountNotFound;
  const { company, bin, from } = standing;
  if (company.isBlocked) return apiMessage.autoTopUpCompanyBlocked;
  if (company.isFrozen) return apiMessage.autoTopUpCompanyFrozen;
  if (company.status !== COMPANY_STATUS.accepted) return apiMessage.autoTopUpCompanyNotAccepted;
  if (bin.closed) return apiMessage.binAccountClosed;
  if (from.closed) return apiMessage.accountClosed;
  return null;
}

function routeOf(rule: RuleRow, { bin, from, bridgeAccountId }: RefillStanding): RefillRoute {
  if (from!.currency !== bin!.currency && bridgeAccountId === null)
    throw new RefillRefused(apiMessage.autoTopUpNoBridge(bin!.currency));
  return {
    companyId: rule.companyId,
    fromAccountId: from!.id,
    binAccountId: bin!.id,
    bridgeAccountId: from!.currency === bin!.currency ? null : bridgeAccountId,
    fromCurrency: from!.currency,
    binCurrency: bin!.currency,
  };
}

/**
 * The refill, in the job's transaction with the rule locked. Its reads are few on purpose: a refill runs
 * beside the authorizations that crossed, on the same instance's thread and database, so each round trip
 * it saves is one the authorizations keep (docs/benchmarks.md, issue 23).
 */
async function refill(tx: Db, rule: RuleRow, standing: RefillStanding, now: Date, job: RunningJob): Promise<void> {
  const refused = standingRefusal(standing);
  if (refused !== null) throw new RefillRefused(refused);
  const bin = standing.bin!;
  const available = bin.balance - bin.hold;
  if (available >= rule.below) return settle(tx, rule, { outcome: 'not_needed' }, now, job);

  const route = routeOf(rule, standing);
  // With who hears of its transfers and the system accounts they post to: neither needs a read of its own.
  const facts = await readRouteFacts(tx, route, { hearing: true, systemAccounts: true });
  const quote = (() => {
    try {
      return rule.mode === 'target'
        ? amountToReach(route, facts, rule.target! - available)
        : quoteRefill(route, facts, rule.amount!);
    } catch (error) {
      const message = refusalMessage(error);
      throw message === null ? error : new RefillRefused(message);
    }
  })();

  // Today's refills are read only for a rule with a daily cap.
  const today =
    rule.dailyMaxCount === null && rule.dailyMaxAmount === null
      ? null
      : await refilledSince(tx, rule.id, utcDayStart(now));
  const capped =
    today !== null &&
    ((rule.dailyMaxCount !== null && today.count + 1 > rule.dailyMaxCount) ||
      (rule.dailyMaxAmount !== null && today.amount + quote.amount > rule.dailyMaxAmount));
  if (capped) return settle(tx, rule, { outcome: 'capped', error: apiMessage.autoTopUpDailyCapReached }, now, job);

  const info = { autoTopUpRuleId: rule.id };
  const description = `Auto top-up (rule #${rule.id})`;
  let conversionPaymentId: number | null = null;
  let toBinAmount = quote.transfer.amount;
  if (route.bridgeAccountId !== null) {
    const converted = await post(
      tx,
      {
        companyId: rule.companyId,
        request: {
          fromAccountId: route.fromAccountId,
          toAccountId: route.bridgeAccountId,
          amount: quote.conversion!.amount,
        },
        description,
        info,
      },
      facts,
    );
    conversionPaymentId = converted.id;
    toBinAmount = converted.transferAmount;
  }
  const transferred = await post(
    tx,
    {
      companyId: rule.companyId,
      request: {
        fromAccountId: route.bridgeAccountId ?? route.fromAccountId,
        toAccountId: route.binAccountId,
        amount: toBinAmount,
      },
      description,
      info,
    },
    facts,
  );
  await settle(
    tx,
    rule,
    {
      outcome: 'refilled',
      amount: quote.amount,
      credited: toMinor(transferred.transferAmount, route.binCurrency),
      conversionPaymentId,
      transferPaymentId: transferred.id,
    },
    now,
    job,
  );
}

/**
 * Records a crossing as failed and moves the rule on, in a transaction of its own, and tells the owner once
 * per failing streak. Nothing when the crossing was settled meanwhile (its refill committed, another worker).
 */
export async function releaseCrossing(deps: Pick<Deps, 'db' | 'now'>, job: CrossingJob, reason: string): Promise<void> {
  await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const rule = await lockRule(tx, job);
    if (!rule) return;
    await settle(tx, rule, { outcome: 'failed', error: reason }, deps.now(), undefined);
    await autoTopUpFailed(tx, rule, reason);
  });
}

/**
 * The job: the crossing's refill, or its failure recorded (and the owner told) in a transaction of its own.
 * An unexpected error is retried by the queue; on the last attempt the crossing is released before the
 * job fails, so the rule's next crossing is a job of its own. A crossing settled by its refill's
 * transaction marks its job done there (JOB_SETTLED); a crossing already run, or released, leaves it to
 * the worker.
 */
export async function runCrossing(deps: Deps, job: CrossingJob, info?: JobInfo) {
  const now = deps.now();
  try {
    return await deps.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const locked = await lockRuleForRefill(tx, job.ruleId);
      if (!locked || !isCurrent(locked.rule, job)) return undefined;
      // Every way out of refill() but a throw settles the crossing, with the job when there is one.
      await refill(tx, locked.rule, locked.standing, now, info);
      return info ? JOB_SETTLED : undefined;
    });
  } catch (error) {
    if (error instanceof RefillRefused) return releaseCrossing(deps, job, error.message);
    // The refill's transaction rolled back: releasing posts nothing, and a refill that did commit moved the
    // sequence on, so the release finds nothing to do.
    if (info && info.attempts >= info.maxAttempts) await releaseCrossing(deps, job, apiMessage.autoTopUpNotRun);
    throw error;
  }
}

/**
 * Enqueues the refill of a rule's current crossing (the sweep, a rule saved below its threshold): one job per crossing.
 */
export function enqueueCrossing(tx: Db, job: CrossingJob) {
  return enqueue(tx, {
    kind: AUTO_TOP_UP_JOB,
    payload: { ...job },
    // The crossing trigger of migration 0020 makes the same key; rulesStuckOnFailedJob reads it.
    dedupeKey: `${AUTO_TOP_UP_JOB}:${job.ruleId}:${job.seq}`,
    maxAttempts: 5,
  });
}

export const autoTopUpJobHandlers = {
  [AUTO_TOP_UP_JOB]: (deps: Deps, payload: CrossingJob, job: JobInfo) => runCrossing(deps, payload, job),
};
