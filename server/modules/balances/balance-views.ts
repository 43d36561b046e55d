import { ACCOUNT_TYPE_LABEL, type BalanceRecord, type HeaderBalance } from '@/src/contracts/balances';
import { BALANCE_CURRENCIES } from '@/src/contracts/money';
import type { CompanyAccount } from '@/server/db/queries/balances';
import { formatMinor } from '@/server/ledger/amounts';

/** Currencies in the order spec 9 lists balance currencies, then any other. */
export function byCurrencyOrder<T>(entries: Map<string, T>): [string, T][] {
  const order = (c: string) => {
    const i = (BALANCE_CURRENCIES as readonly string[]).indexOf(c);
    return i === -1 ? BALANCE_CURRENCIES.length : i;
  };
  return [...entries].sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b));
}

export function balanceRecordOf(account: CompanyAccount): BalanceRecord {
  return {
    id: account.id,
    name: account.name,
    balance: formatMinor(account.balance, account.currency),
    hold: formatMinor(account.hold, account.currency),
    available: formatMinor(account.balance - account.hold, account.currency),
    currencyCode: account.currency,
    type: { value: account.type, description: ACCOUNT_TYPE_LABEL[account.type] ?? 'Account' },
    client_type_name: account.providerName ?? null,
  };
}

/** Spec 3 header balance: the records, and per currency the sum of their balances and holds. */
export function headerBalanceOf(accounts: CompanyAccount[]): HeaderBalance {
  const sums = new Map<string, { balance: bigint; hold: bigint }>();
  for (const account of accounts) {
    const sum = sums.get(account.currency) ?? { balance: 0n, hold: 0n };
    sum.balance += account.balance;
    sum.hold += account.hold;
    sums.set(account.currency, sum);
  }
  const ordered = byCurrencyOrder(sums);
  return {
    meta: {
      balance: ordered.map(([currencyCode, s]) => ({ total: formatMinor(s.balance, currencyCode), currencyCode })),
      hold: ordered.map(([currencyCode, s]) => ({ total: formatMinor(s.hold, currencyCode), currencyCode })),
    },
    records: accounts.map(balanceRecordOf),
  };
}

/** Adds `amount` under `key` of a map of sums. */
export function addTo<K>(map: Map<K, bigint>, key: K, amount: bigint) {
  map.set(key, (map.get(key) ?? 0n) + amount);
}
