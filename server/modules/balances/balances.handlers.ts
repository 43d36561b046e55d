import { ACCOUNT_TYPE_LABEL, type balanceEndpoints } from '@/src/contracts/balances';
import { companyAccounts, moneyCompany, openCardsPerAccount } from '@/server/db/queries/balances';
import { conversionsIn, financeSums } from '@/server/db/queries/payments';
import { ACCOUNT_TYPE } from '@/server/db/schema/index';
import { notFound } from '@/server/http/errors';
import type { Handlers } from '@/server/http/mount';
import { formatMinor } from '@/server/ledger/amounts';
import { binAccountFeePercent } from '@/server/ledger/service-fee';
import { defaultPeriod } from '@/server/lib/period';
import { adminTotalBalance, providerBalance, SUMMARY_CURRENCIES } from './admin-totals';
import { balanceCompanyOf } from './balance-access';
import { addTo, byCurrencyOrder, headerBalanceOf } from './balance-views';

const minor = (text: string | undefined) => BigInt(text ?? '0');

export const balancesHandlers: Handlers<typeof balanceEndpoints> = {
  async companyBalance({ auth, c }) {
    return headerBalanceOf(await companyAccounts(c.var.deps.db, balanceCompanyOf(auth)));
  },

  async dashboardBalance({ auth, c }) {
    return headerBalanceOf(await companyAccounts(c.var.deps.db, balanceCompanyOf(auth)));
  },

  async dashboardFees({ auth, query, c }) {
    const companyId = balanceCompanyOf(auth);
    const { days, from, to } = defaultPeriod(c, query.from, query.to);
    const sums = await financeSums(c.var.deps.db, { companyId, from, to });
    const byCurrency = new Map(sums.map((s) => [s.currency, s]));
    return {
      ...days,
      records: byCurrencyOrder(byCurrency).map(([currency, s]) => {
        const service = minor(s.grossServiceFeeSum);
        const conversion = minor(s.conversionFeeSum);
        const card = minor(s.cardFeeSum) + minor(s.declineFeeSum);
        return {
          currencyCode: currency,
          serviceFee: formatMinor(service, currency),
          conversionFee: formatMinor(conversion, currency),
          cardFee: formatMinor(card, currency),
          total: formatMinor(service + conversion + card, currency),
        };
      }),
    };
  },

  async dashboardAccounts({ auth, c }) {
    const db = c.var.deps.db;
    const accounts = await companyAccounts(db, balanceCompanyOf(auth));
    const binCount = new Map<string, bigint>();
    for (const a of accounts) if (a.type === ACCOUNT_TYPE.bin) addTo(binCount, a.currency, 1n);
    const records = [];
    for (const a of accounts) {
      const isBin = a.type === ACCOUNT_TYPE.bin;
      records.push({
        id: a.id,
        name: a.name,
        type: { value: a.type, description: ACCOUNT_TYPE_LABEL[a.type] ?? 'Account' },
        clientType: isBin && a.providerId !== null ? { value: a.providerId, name: a.providerName ?? '' } : null,
        binSetsCount: isBin ? 1 : Number(binCount.get(a.currency) ?? 0n),
        balance: formatMinor(a.balance, a.currency),
        hold: formatMinor(a.hold, a.currency),
        currencyCode: a.currency,
        // The first band's percent: what a small transfer to this account costs.
        serviceFee: isBin ? await binAccountFeePercent(db, a.id, 0n, a.currency) : null,
      });
    }
    return { records };
  },

  async adminTotalBalance({ c }) {
    return adminTotalBalance(c.var.deps.db);
  },

  async providerBalance({ c }) {
    return providerBalance(c.var.deps.db);
  },

  async companyAvailableBalances({ params, c }) {
    const db = c.var.deps.db;
    if (!(await moneyCompany(db, params.id))) throw notFound();
    return headerBalanceOf(await companyAccounts(db, params.id));
  },

  async companyTotalAmount({ params, c }) {
    const db = c.var.deps.db;
    if (!(await moneyCompany(db, params.id))) throw notFound();
    const [sums, arrived, accounts] = await Promise.all([
      financeSums(db, { companyId: params.id }),
      conversionsIn(db, params.id),
      companyAccounts(db, params.id, { includeClosed: true }),
    ]);
    return {
      records: SUMMARY_CURRENCIES.map((currency) => {
        const s = sums.find((row) => row.currency === currency);
        const fee =
          minor(s?.grossServiceFeeSum) + minor(s?.conversionFeeSum) + minor(s?.cardFeeSum) + minor(s?.declineFeeSum);
        const balance = accounts.filter((a) => a.currency === currency).reduce((sum, a) => sum + a.balance, 0n);
        const f = (value: bigint) => formatMinor(value, currency);
        return {
          currencyCode: currency,
          topUp: f(minor(s?.topUpSum)),
          income: f(minor(s?.refundSum) + minor(s?.compensationSum)),
          spend: f(minor(s?.spendSum)),
          withdrawal: f(minor(s?.withdrawalSum)),
          balance: f(balance),
          transferIn: f(minor(arrived.find((row) => row.currency === currency)?.total)),
          transferOut: f(minor(s?.transferBetweenTransitSum)),
          fee: f(fee),
        };
      }),
    };
  },

  async companyAccountIds({ params, c }) {
    const db = c.var.deps.db;
    if (!(await moneyCompany(db, params.id))) throw notFound();
    const accounts = await companyAccounts(db, params.id, { includeClosed: true });
    const cardsOn = await openCardsPerAccount(db, params.id);
    return {
      records: accounts.map((a) => ({
        id: a.id,
        name: a.name,
        number: cardsOn.get(a.id) ?? 0,
        currencyCode: a.currency,
        type: a.type,
        balance: formatMinor(a.balance, a.currency),
        available: formatMinor(a.balance - a.hold, a.currency),
        closed: a.closedAt !== null,
      })),
    };
  },
};
