import { Amount } from '@/src/components/ui/amount';
import type { TableColumn } from '@/src/components/ui/table';
import type { Currency } from '@/src/contracts/money';

/** An API amount beside its currency; the API's currency codes are the contract's balance currencies. */
export function Money({ value, currency, signed }: { value: string; currency: string; signed?: boolean }) {
  return <Amount value={value} currency={currency as Currency} signed={signed} />;
}

/** The fields of a row that hold an amount (decimal strings). */
type AmountField<Row> = { [K in keyof Row]: Row[K] extends string ? K : never }[keyof Row] & string;

/** A right-aligned column of one amount of a row that carries its own currency code (balances, totals). */
export function moneyColumn<Row extends { currencyCode: string }>(
  id: AmountField<Row>,
  header: string,
): TableColumn<Row> {
  // `id` names a string field (AmountField), which TypeScript cannot follow through the generic index.
  return { id, header, align: 'right', cell: (row) => <Money value={row[id] as string} currency={row.currencyCode} /> };
}
