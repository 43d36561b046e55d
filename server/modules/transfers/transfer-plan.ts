import { apiMessage } from '../../../src/contracts/api-messages';
import { PLATFORM_CONVERSION_FEE, type TransferKind, type TransferQuote } from '../../../src/contracts/transfers';
import type { Db } from '../../db/client';
import { findAccount, findAccounts, moneyCompany } from '../../db/queries/balances';
import { ACCOUNT_TYPE } from '../../db/schema/index';
import { invalidField, notFound } from '../../http/errors';
import { decimalsOf, formatMinor, toMinor } from '../../ledger/amounts';
import type { Initiator } from '../../ledger/ledger';
import { conversionQuote, convertBetweenTransit, transferToBin, transferToBinQuote, transferToTransit } from '../../ledger/operations';
import { rateOf } from '../../ledger/rates';
import { binAccountFeePercent } from '../../ledger/service-fee';

/**
 * A transfer between two of a company's accounts, checked and priced: the quote endpoints show it and
 * the transfer endpoints post it, from the same plan, so what was quoted is what is posted (as long as
 * the tariff, rate or fee did not change in between).
 */
export interface TransferRequest {
  fromAccountId: number;
  toAccountId: number;
  amount: string;
}

type Account = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

function ownAccount(account: Account | undefined, companyId: number, field: string): Account {
  if (!account || account.companyId !== companyId || account.type === ACCOUNT_TYPE.system) throw invalidField(field, apiMessage.accountNotFound);
  if (account.closedAt !== null) throw invalidField(field, apiMessage.accountClosed);
  return account;
}

function kindOf(from: Account, to: Account): TransferKind {
  if (from.type === ACCOUNT_TYPE.transit && to.type === ACCOUNT_TYPE.bin) return 'transit_to_bin';
  if (from.type === ACCOUNT_TYPE.bin && to.type === ACCOUNT_TYPE.transit) return 'bin_to_transit';
  if (from.type === ACCOUNT_TYPE.transit && to.type === ACCOUNT_TYPE.transit) return 'conversion';
  throw invalidField('toAccountId', apiMessage.transferNotPossible);
}

export async function planTransfer(db: Db, companyId: number, request: TransferRequest) {
  const company = await moneyCompany(db, companyId);
  if (!company) throw notFound();
  if (request.fromAccountId === request.toAccountId) throw invalidField('toAccountId', apiMessage.sameAccount);
  const found = await findAccounts(db, [request.fromAccountId, request.toAccountId]);
  const from = ownAccount(found.get(request.fromAccountId), companyId, 'fromAccountId');
  const to = ownAccount(found.get(request.toAccountId), companyId, 'toAccountId');
  const kind = kindOf(from, to);
  const amount = toMinor(request.amount, from.currency);
  let fee = 0n;
  let credited = amount;
  let rate = '1';
  let feePercent = '0.00';
  if (kind === 'conversion') {
    const known = await rateOf(db, from.currency, to.currency);
    if (known === null) throw invalidField('toAccountId', apiMessage.noRate(from.currency, to.currency));
    rate = known;
    feePercent = company.autoUpdateConversionFee ? PLATFORM_CONVERSION_FEE : company.conversionFee;
    const quote = conversionQuote(amount, rate, feePercent, decimalsOf(from.currency), decimalsOf(to.currency));
    fee = quote.fee;
    credited = quote.converted;
  } else {
    if (from.currency !== to.currency) throw invalidField('toAccountId', apiMessage.currencyMismatch);
    if (kind === 'transit_to_bin') {
      feePercent = await binAccountFeePercent(db, to.id, amount, from.currency);
      ({ fee, credited } = transferToBinQuote(amount, feePercent));
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
  return { companyId, from, to, kind, amount, rate, feePercent, quote };
}

export type TransferPlan = Awaited<ReturnType<typeof planTransfer>>;

/** Posts a plan in the caller's transaction (funds are checked by the ledger under the account lock). */
export async function executeTransfer(
  tx: Db,
  plan: TransferPlan,
  initiator: Initiator,
  description: string | null,
) {
  const base = { companyId: plan.companyId, amount: plan.amount, currency: plan.from.currency, initiator, description, fromAccountId: plan.from.id, toAccountId: plan.to.id };
  if (plan.kind === 'transit_to_bin') return transferToBin(tx, { ...base, feePercent: plan.feePercent });
  if (plan.kind === 'bin_to_transit') return transferToTransit(tx, base);
  return convertBetweenTransit(tx, {
    ...base,
    toCurrency: plan.to.currency,
    rate: plan.rate,
    feePercent: plan.feePercent,
    decimals: { from: decimalsOf(plan.from.currency), to: decimalsOf(plan.to.currency) },
  });
}
