import { BALANCE_CURRENCIES } from '@/src/contracts/money';
import type { Db } from '@/server/db/client';
import { cardProviderNames, clientMoneyByGroup } from '@/server/db/queries/balances';
import { ACCOUNT_TYPE } from '@/server/db/schema/index';
import { formatMinor } from '@/server/ledger/amounts';

/** Spec 6: USD and USDC are left out of the admin provider and company balance summaries. */
export const SUMMARY_CURRENCIES = BALANCE_CURRENCIES.filter((c) => c !== 'USD' && c !== 'USDC');

const NO_ENTITY = 'No legal entity';

type Group = Awaited<ReturnType<typeof clientMoneyByGroup>>[number];

/** A sum and its split by legal entity (every entity with money, or with an account, listed). */
function split(rows: Group[], currency: string) {
  const byEntity = new Map<string, { id: number | null; name: string; amount: bigint }>();
  let amount = 0n;
  for (const row of rows) {
    amount += row.balance;
    const key = String(row.legalEntityId);
    const entry = byEntity.get(key) ?? { id: row.legalEntityId, name: row.legalEntityName ?? NO_ENTITY, amount: 0n };
    entry.amount += row.balance;
    byEntity.set(key, entry);
  }
  return {
    amount: formatMinor(amount, currency),
    byLegalEntity: [...byEntity.values()]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((e) => ({ id: e.id, name: e.name, amount: formatMinor(e.amount, currency) })),
  };
}

/** Spec 3 admin total balance: per balance currency, all, transit and BIN, each by legal entity. */
export async function adminTotalBalance(db: Db) {
  const groups = await clientMoneyByGroup(db);
  return {
    records: BALANCE_CURRENCIES.map((currency) => {
      const rows = groups.filter((g) => g.currency === currency);
      return {
        currencyCode: currency,
        amount: split(rows, currency),
        transitAmount: split(
          rows.filter((g) => g.type === ACCOUNT_TYPE.transit),
          currency,
        ),
        binAmount: split(
          rows.filter((g) => g.type === ACCOUNT_TYPE.bin),
          currency,
        ),
      };
    }),
  };
}

/** Spec 3 provider balance: per card provider and summary currency, by legal entity and company. */
export async function providerBalance(db: Db) {
  const [groups, providers] = await Promise.all([clientMoneyByGroup(db), cardProviderNames(db)]);
  return {
    records: providers.map((provider) => ({
      provider: { value: provider.id, description: provider.name },
      balance: SUMMARY_CURRENCIES.map((currency) => {
        const rows = groups.filter((g) => g.providerId === provider.id && g.currency === currency);
        const { amount, byLegalEntity } = split(rows, currency);
        const byCompany = new Map<number, { name: string; amount: bigint }>();
        for (const row of rows) {
          const entry = byCompany.get(row.companyId) ?? { name: row.companyName, amount: 0n };
          entry.amount += row.balance;
          byCompany.set(row.companyId, entry);
        }
        return {
          total: amount,
          currencyCode: currency,
          byLegalEntity,
          records: [...byCompany]
            .filter(([, e]) => e.amount !== 0n)
            .sort(([, a], [, b]) =>
              a.amount === b.amount ? a.name.localeCompare(b.name) : a.amount > b.amount ? -1 : 1,
            )
            .map(([id, e]) => ({ id, name: e.name, balance: formatMinor(e.amount, currency) })),
        };
      }),
    })),
  };
}
