import { apiMessage } from '@/src/contracts/api-messages';
import { validation } from '@/src/contracts/messages';
import { PLATFORM_CONVERSION_FEE, type TransferKind, type TransferQuote } from '@/src/contracts/transfers';
import { outcomeOf, type Outcome } from '@/server/db/batcher';
import type { Db } from '@/server/db/client';
import { ACCOUNT_TYPE } from '@/server/db/schema/index';
import { invalidField, notFound } from '@/server/http/errors';
import { decimalsOf, formatMinor, toMinor } from '@/server/ledger/amounts';
import type { Initiator } from '@/server/ledger/ledger';
import {
  conversionPayment,
  conversionQuote,
  transferToBinPayment,
  transferToBinQuote,
  transferToTransitPayment,
  type PlannedPayment,
} from '@/server/ledger/operations';
import { feePercentIn } from '@/server/ledger/service-fee';
import { pairName, readPlanFacts, type PlanAccount, type PlanFacts } from './transfer-facts';

/**
 * A transfer between two of a company's accounts, checked and priced: the quote endpoints show it and
 * the transfer endpoints post it, from the same plan, so what was quoted is what is posted (the transfer
 * plans in the transaction that posts). Plans are made for several transfers at once, as a batch of
 * transfers is decided together: what they read is read for all of them, a statement per kind of thing,
 * and each is then checked and priced on its own, so one transfer's refusal is only its own.
 */
export interface TransferRequest {
  fromAccountId: number;
  toAccountId: number;
  amount: string;
}

type Account = PlanAccount;

function ownAccount(account: Account | undefined, companyId: number, field: string): Account {
  if (!account || account.companyId !== companyId || account.type === ACCOUNT_TYPE.system)
    throw invalidField(field, apiMessage.accountNotFound);
  if (account.closedAt !== null) throw invalidField(field, apiMessage.accountClosed);
  return account;
}

function kindOf(from: Account, to: Account): TransferKind {
  if (from.type === ACCOUNT_TYPE.transit && to.type === ACCOUNT_TYPE.bin) return 'transit_to_bin';
  if (from.type === ACCOUNT_TYPE.bin && to.type === ACCOUNT_TYPE.transit) return 'bin_to_transit';
  if (from.type === ACCOUNT_TYPE.transit && to.type === ACCOUNT_TYPE.transit) return 'conversion';
  throw invalidField('toAccountId', apiMessage.transferNotPossible);
}

export interface PlanRequest {
  companyId: number;
  request: TransferRequest;
}

/**
 * What the plans of these requests read, once for all (auto top-up prices several amounts over one read);
 * for a caller that posts them (transfer-batch.ts), with `hearing` who hears of the transfers too, and with
 * `systemAccounts` the buckets their fees and conversions post to.
 */
export function readFacts(db: Db, asked: PlanRequest[], options: { hearing?: boolean; systemAccounts?: boolean } = {}) {
  return readPlanFacts(
    db,
    [...new Set(asked.map((a) => a.companyId))],
    [...new Set(asked.flatMap((a) => [a.request.fromAccountId, a.request.toAccountId]))],
    (accounts) =>
      asked.flatMap(({ request }): [string, string][] => {
        const [from, to] = [accounts.get(request.fromAccountId), accounts.get(request.toAccountId)];
        return from?.type === ACCOUNT_TYPE.transit && to?.type === ACCOUNT_TYPE.transit
          ? [[from.currency, to.currency]]
          : [];
      }),
    options,
  );
}

/** One transfer checked and priced from what was read: throws its 404 or 422. */
export function planOne({ companyId, request }: PlanRequest, facts: PlanFacts) {
  const company = facts.companies.get(companyId);
  if (!company) throw notFound();
  if (request.fromAccountId === request.toAccountId) throw invalidField('toAccountId', apiMessage.sameAccount);
  const from = ownAccount(facts.accounts.get(request.fromAccountId), companyId, 'fromAccountId');
  const to = ownAccount(facts.accounts.get(request.toAccountId), companyId, 'toAccountId');
  const kind = kindOf(from, to);
  const amount = toMinor(request.amount, from.currency);
  // Every currency has a minimum (migration 0009); one minor unit is the least any transfer moves anyway.
  const minimum = facts.minimums.get(from.currency) ?? 1n;
  if (amount < minimum) throw invalidField('amount', validation.minValue(formatMinor(minimum, from.currency)));
  let fee = 0n;
  let credited = amount;
  let rate = '1';
  let feePercent = '0.00';
  if (kind === 'conversion') {
    const known = facts.rates.get(pairName(from.currency, to.currency)) ?? null;
    if (known === null) throw invalidField('toAccountId', apiMessage.noRate(from.currency, to.currency));
    rate = known;
    feePercent = company.autoUpdateConversionFee ? PLATFORM_CONVERSION_FEE : company.conversionFee;
    const quote = conversionQuote(amount, rate, feePercent, decimalsOf(from.currency), decimalsOf(to.currency));
    fee = quote.fee;
    credited = quote.converted;
  } else {
    if (from.currency !== to.currency) throw invalidField('toAccountId', apiMessage.currencyMismatch);
    if (kind === 'transit_to_bin') {
      feePercent = feePercentIn(to.bands, amount, from.currency);
      ({ fee, credited } = transferToBinQuote(amount, feePercent, toMinor(to.minFee, to.currency)));
    }
  }
  if (credited <= 0n) throw invalidField('amount', apiMessage.feeTakesAll);
  const quote: TransferQuote = {
    kind,
    serviceFeeAmount: formatMinor(fee, from.currency),
    feePercent,
    transferAmount: formatMinor(credited, to.currency),
    currencyRate: rate,
    amount: formatMinor(amount, from.currency),
    currencyCode: from.currency,
    toCurrencyCode: to.currency,
  };
  return { companyId, from, to, kind, amount, rate, feePercent, minFee: toMinor(to.minFee, to.currency), quote };
}

export type TransferPlan = ReturnType<typeof planOne>;

/**
 * Plans for several transfers, one outcome each, in their order; over `known` facts when the caller read them
 * already (`readFacts`, in the same transaction, for these requests' companies and accounts).
 */
export async function planTransfers(db: Db, asked: PlanRequest[], known?: PlanFacts): Promise<Outcome<TransferPlan>[]> {
  if (asked.length === 0) return [];
  const facts = known ?? (await readFacts(db, asked));
  return Promise.all(asked.map((one) => outcomeOf(async () => planOne(one, facts))));
}

/** One plan (the quote endpoints): its refusal thrown. */
export async function planTransfer(db: Db, companyId: number, request: TransferRequest): Promise<TransferPlan> {
  const [plan] = await planTransfers(db, [{ companyId, request }]);
  if (!plan!.ok) throw plan!.error;
  return plan!.value;
}

/** What a plan posts (operations.ts builds the legs), before the system accounts' buckets are chosen. */
export function transferPayment(plan: TransferPlan, initiator: Initiator, description: string | null): PlannedPayment {
  const base = {
    companyId: plan.companyId,
    amount: plan.amount,
    currency: plan.from.currency,
    initiator,
    description,
    fromAccountId: plan.from.id,
    toAccountId: plan.to.id,
  };
  if (plan.kind === 'transit_to_bin')
    return transferToBinPayment({ ...base, feePercent: plan.feePercent, minFee: plan.minFee });
  if (plan.kind === 'bin_to_transit') return transferToTransitPayment(base);
  return conversionPayment({
    ...base,
    toCurrency: plan.to.currency,
    rate: plan.rate,
    feePercent: plan.feePercent,
    decimals: { from: decimalsOf(plan.from.currency), to: decimalsOf(plan.to.currency) },
  });
}
