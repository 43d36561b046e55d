import { eq, sql } from 'drizzle-orm';
import { apiMessage } from '@/src/contracts/api-messages';
import type { Db } from '@/server/db/client';
import { lockRulesForRefill, refilledSince, type RefillStanding, type RuleRow } from '@/server/db/queries/auto-top-up';
import { createBatcher, type Outcome } from '@/server/db/batcher';
import { oncePerDb } from '@/server/db/once-per-db';
import { COMPANY_STATUS } from '@/src/contracts/companies';
import { autoTopUpRefills, autoTopUpRules } from '@/server/db/schema/index';
import { httpErrorOf } from '@/server/http/domain-errors';
import { HttpError } from '@/server/http/errors';
import { enqueue } from '@/server/jobs/queue';
import type { Deps } from '@/server/lib/deps';
import { DEFAULT_BATCH, JOB_SETTLED, jobsDone, type JobInfo } from '@/server/jobs/worker';
import { toMinor } from '@/server/ledger/amounts';
import { arrayLiteral } from '@/server/ledger/sql-arrays';
import { LedgerRefusal } from '@/server/ledger/errors';
import { decideTransfersIn, type TransferItem, type TransferResult } from '@/server/modules/transfers/transfer-batch';
import { autoTopUpFailed } from './refill-notify';
import type { PlanFacts } from '@/server/modules/transfers/transfer-facts';
import { amountToReach, quoteRefill, readRouteFacts, type RefillQuote, type RefillRoute } from './refill-plan';

/**
 * The refill of one crossing (issue 23), run as a job in a transaction of the refills alone (with the
 * crossings whose jobs run at the same time: refillBatch), never inside the debit that crossed (the
 * authorization batch only enqueues it, through the trigger of migration 0020).
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

type RefillOutcome = Omit<typeof autoTopUpRefills.$inferInsert, 'ruleId' | 'seq' | 'createdAt'>;
const minor = (amount: bigint | null | undefined) => (amount === null || amount === undefined ? null : String(amount));

/** The job running the crossing, when the worker runs it: marked done with the crossing's outcome. */
type RunningJob = Pick<JobInfo, 'id' | 'attempts'> | undefined;

/** A crossing's outcome, as settle() records it. */
interface Settled {
  rule: RuleRow;
  outcome: RefillOutcome;
  now: Date;
  job: RunningJob;
}

/**
 * The crossings' outcomes recorded and their rules' sequences moved on, in one statement; a rule's status
 * follows a refill or a failure. The jobs that ran them are marked done in the same statement: a refill
 * costs no statement of the worker's after its commit.
 */
async function settle(tx: Db, settled: Settled[]) {
  if (settled.length === 0) return;
  const column = (pick: (s: Settled) => string | number | null | undefined) => arrayLiteral(settled.map(pick));
  const jobs = settled.flatMap((s) => (s.job ? [s.job] : []));
  const ats = column((s) => s.now.toISOString());
  await tx.execute(sql`
    with recorded as (
      insert into auto_top_up_refills (rule_id, seq, outcome, amount, credited, conversion_payment_id,
        transfer_payment_id, error, created_at)
      select * from unnest(${column((s) => s.rule.id)}::int[], ${column((s) => s.rule.refillSeq)}::int[],
        ${column((s) => s.outcome.outcome)}::text[], ${column((s) => minor(s.outcome.amount))}::bigint[],
        ${column((s) => minor(s.outcome.credited))}::bigint[],
        ${column((s) => s.outcome.conversionPaymentId)}::bigint[],
        ${column((s) => s.outcome.transferPaymentId)}::bigint[], ${column((s) => s.outcome.error)}::text[],
        ${ats}::timestamptz[])
    )${jobs.length > 0 ? sql`, done as (${jobsDone(jobs)})` : sql``}
    update auto_top_up_rules r set refill_seq = u.seq + 1, last_attempt_at = u.at,
      status = case u.outcome when 'refilled' then 'ok' when 'failed' then 'failing' else r.status end,
      last_error = case u.outcome when 'refilled' then null when 'failed' then u.error else r.last_error end
    from unnest(${column((s) => s.rule.id)}::int[], ${column((s) => s.rule.refillSeq)}::int[],
      ${column((s) => s.outcome.outcome)}::text[], ${column((s) => s.outcome.error)}::text[], ${ats}::timestamptz[])
      as u(id, seq, outcome, error, at)
    where r.id = u.id`);
}

/**
 * Transfers through the transfers' own batch function, in this transaction, planned over the routes' facts
 * read at the batch's start (nothing they hold but balances moves in the transaction, and the plans read
 * no balance: the ledger checks the funds as it posts). Any refusal is thrown as RefillRefused, which rolls
 * the batch back whole (alone, its crossing is released; in a batch of several, each is run again alone):
 * so the transfers write their "transfer done" before they lock the BIN accounts (`allOrNothing`), which
 * the authorizations of their cards wait for.
 */
async function post(tx: Db, items: Omit<TransferItem, 'claim' | 'initiator'>[], facts: PlanFacts) {
  if (items.length === 0) return [];
  const outcomes = await decideTransfersIn(
    tx,
    items.map((item) => ({ ...item, claim: null, initiator: { kind: 'rule' } })),
    { facts, allOrNothing: true },
  );
  return outcomes.map((outcome) => {
    if (!outcome.ok) throw new RefillRefused(refusalMessage(outcome.error) ?? String(outcome.error));
    // Without an Idempotency-Key the batch never answers "run again".
    return outcome.value as TransferResult;
  });
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

/** A crossing to run, as its job (or a test) hands it to the refills' batcher. */
interface CrossingRun {
  job: CrossingJob;
  info: JobInfo | undefined;
  now: Date;
}

/** A run's answer: JOB_SETTLED when its job was marked done with the crossing, undefined when nothing was run. */
type CrossingAnswer = typeof JOB_SETTLED | undefined;

/** A crossing the batch will refill: its rule, route and quote, and the run it answers. */
interface Refill {
  index: number;
  run: CrossingRun;
  rule: RuleRow;
  route: RefillRoute;
  available: bigint;
}

const refusedWith = (message: string): Outcome<CrossingAnswer> => ({ ok: false, error: new RefillRefused(message) });

/**
 * The refills of the crossings that arrived together, in ONE transaction (issue 23): a wave of BIN accounts
 * crossing within a second (one company's cards draining several, or many companies' at the start of a
 * day's spend) would otherwise be as many transactions, each holding a BIN account and a fee revenue bucket
 * that the authorization batches queue behind; together they hold them once. The rules are locked, their
 * facts read, the conversions posted, the transfers to the BIN accounts posted, and the outcomes recorded
 * with the jobs done, each one statement whatever the number of crossings. Each refill is priced, capped
 * and posted exactly as it would be alone. Its reads are few on purpose: a refill runs beside the
 * authorizations that crossed, on the same instance's thread and database, so each round trip it saves is
 * one the authorizations keep (docs/benchmarks.md, issue 23).
 *
 * A crossing refused before any posting (the company or an account, no bridge, the transfers' pricing) is
 * answered as refused and the others go on; a refusal at the posting (the funds, which only the ledger
 * checks) fails the batch, which the batcher then runs crossing by crossing.
 */
async function refillBatch(db: Db, runs: CrossingRun[]): Promise<Outcome<CrossingAnswer>[]> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const answers: Outcome<CrossingAnswer>[] = runs.map(() => ({ ok: true, value: undefined }));
    const locked = await lockRulesForRefill(tx, [...new Set(runs.map((run) => run.job.ruleId))]);
    const settled: Settled[] = [];
    const settledAs = (index: number, rule: RuleRow, outcome: RefillOutcome) => {
      const { now, info } = runs[index]!;
      settled.push({ rule, outcome, now, job: info });
      answers[index] = { ok: true, value: info ? JOB_SETTLED : undefined };
    };

    // The standing and the balance first: no read for a crossing refused or not needed.
    const taken = new Set<number>();
    const routed: Refill[] = [];
    runs.forEach((run, index) => {
      const found = locked.get(run.job.ruleId);
      // Not current (run by another worker, the rule disabled), or a second run of a crossing in this batch.
      if (!found || !isCurrent(found.rule, run.job) || taken.has(found.rule.id)) return;
      taken.add(found.rule.id);
      const { rule, standing } = found;
      const refused = standingRefusal(standing);
      if (refused !== null) return void (answers[index] = refusedWith(refused));
      const available = standing.bin!.balance - standing.bin!.hold;
      if (available >= rule.below) return settledAs(index, rule, { outcome: 'not_needed' });
      try {
        routed.push({ index, run, rule, route: routeOf(rule, standing), available });
      } catch (error) {
        if (!(error instanceof RefillRefused)) throw error;
        answers[index] = refusedWith(error.message);
      }
    });
    if (routed.length === 0) {
      await settle(tx, settled);
      return answers;
    }

    // With who hears of their transfers and the system accounts they post to: neither needs a read of its own.
    const facts = await readRouteFacts(
      tx,
      routed.map((r) => r.route),
      { hearing: true, systemAccounts: true },
    );
    const refills: (Refill & { quote: RefillQuote })[] = [];
    for (const refill of routed) {
      const { index, run, rule, route, available } = refill;
      let quote: RefillQuote;
      try {
        quote =
          rule.mode === 'target'
            ? amountToReach(route, facts, rule.target! - available)
            : quoteRefill(route, facts, rule.amount!);
      } catch (error) {
        const message = refusalMessage(error);
        if (message === null) throw error;
        answers[index] = refusedWith(message);
        continue;
      }
      // Today's refills are read only for a rule with a daily cap.
      const today =
        rule.dailyMaxCount === null && rule.dailyMaxAmount === null
          ? null
          : await refilledSince(tx, rule.id, utcDayStart(run.now));
      const capped =
        today !== null &&
        ((rule.dailyMaxCount !== null && today.count + 1 > rule.dailyMaxCount) ||
          (rule.dailyMaxAmount !== null && today.amount + quote.amount > rule.dailyMaxAmount));
      if (capped) settledAs(index, rule, { outcome: 'capped', error: apiMessage.autoTopUpDailyCapReached });
      else refills.push({ ...refill, quote });
    }

    const described = (rule: RuleRow, request: TransferItem['request']) => ({
      companyId: rule.companyId,
      request,
      description: `Auto top-up (rule #${rule.id})`,
      info: { autoTopUpRuleId: rule.id },
    });
    // The conversions of the rules whose transit account is in another currency, then every transfer to a
    // BIN account (of the converted amount for those).
    const converting = refills.filter((r) => r.route.bridgeAccountId !== null);
    const conversions = await post(
      tx,
      converting.map(({ rule, route, quote }) =>
        described(rule, {
          fromAccountId: route.fromAccountId,
          toAccountId: route.bridgeAccountId!,
          amount: quote.conversion!.amount,
        }),
      ),
      facts,
    );
    const converted = new Map(converting.map((r, k) => [r.index, conversions[k]!]));
    const transfers = await post(
      tx,
      refills.map(({ index, rule, route, quote }) =>
        described(rule, {
          fromAccountId: route.bridgeAccountId ?? route.fromAccountId,
          toAccountId: route.binAccountId,
          amount: converted.get(index)?.transferAmount ?? quote.transfer.amount,
        }),
      ),
      facts,
    );
    refills.forEach(({ index, rule, route, quote }, k) =>
      settledAs(index, rule, {
        outcome: 'refilled',
        amount: quote.amount,
        credited: toMinor(transfers[k]!.transferAmount, route.binCurrency),
        conversionPaymentId: converted.get(index)?.id ?? null,
        transferPaymentId: transfers[k]!.id,
      }),
    );
    await settle(tx, settled);
    return answers;
  });
}

/**
 * How the refills are batched (server/db/batcher.ts): one batch in flight per instance, so a wave of
 * crossings that the worker holds at once (up to its slots) is one transaction, and batches of one
 * instance never wait on each other's rule or account locks; as many crossings as the worker holds.
 */
const refillBatcherOf = oncePerDb((db: Db) =>
  createBatcher({ maxBatch: DEFAULT_BATCH, concurrency: 1, run: (runs: CrossingRun[]) => refillBatch(db, runs) }),
);

/**
 * Records a crossing as failed and moves the rule on, in a transaction of its own, and tells the owner once
 * per failing streak. Nothing when the crossing was settled meanwhile (its refill committed, another worker).
 */
export async function releaseCrossing(deps: Pick<Deps, 'db' | 'now'>, job: CrossingJob, reason: string): Promise<void> {
  await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const rule = await lockRule(tx, job);
    if (!rule) return;
    await settle(tx, [{ rule, outcome: { outcome: 'failed', error: reason }, now: deps.now(), job: undefined }]);
    await autoTopUpFailed(tx, rule, reason);
  });
}

/**
 * The job: the crossing's refill, with the crossings whose jobs run at the same time (refillBatch), or its
 * failure recorded (and the owner told) in a transaction of its own. An unexpected error is retried by the
 * queue; on the last attempt the crossing is released before the job fails, so the rule's next crossing is
 * a job of its own. A crossing settled by its refill's transaction marks its job done there (JOB_SETTLED);
 * a crossing already run, or released, leaves it to the worker.
 */
export async function runCrossing(deps: Deps, job: CrossingJob, info?: JobInfo): Promise<CrossingAnswer> {
  try {
    return await refillBatcherOf(deps.db).submit({ job, info, now: deps.now() });
  } catch (error) {
    if (error instanceof RefillRefused) {
      await releaseCrossing(deps, job, error.message);
      return undefined;
    }
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
