import { Amount } from '@/src/components/ui/amount';
import { Checkbox } from '@/src/components/ui/checkbox';
import { Table, type TableColumn } from '@/src/components/ui/table';
import type { BinSet } from '@/src/contracts/bin-sets';
import { CURRENCIES, type Currency } from '@/src/contracts/money';
import styles from './bin-set-choice-table.module.css';

const asCurrency = (code: string): Currency | null =>
  (CURRENCIES as readonly string[]).includes(code) ? (code as Currency) : null;

/** A fee in the set's currency; an unknown code shows the digits with the code beside them. */
export function BinSetFee({ value, currency }: { value: string; currency: string }) {
  const known = asCurrency(currency);
  return known ? (
    <Amount value={value} currency={known} />
  ) : (
    <span className={styles.number}>{`${value} ${currency}`}</span>
  );
}

interface BinSetChoiceTableProps<Row extends BinSet> {
  tableId: string;
  caption: string;
  rows: readonly Row[];
  chosen: ReadonlySet<number>;
  onToggle: (set: Row, on: boolean) => void;
  loading?: boolean;
  emptyMessage: string;
  /** Columns after the set's own (e.g. how many group members hold it). */
  extraColumns?: TableColumn<Row>[];
}

/**
 * BIN sets to tick (company and group add/remove screens): each row names the set by its BIN and name,
 * and shows what a company will pay for cards of it.
 */
export function BinSetChoiceTable<Row extends BinSet>({
  tableId,
  caption,
  rows,
  chosen,
  onToggle,
  loading,
  emptyMessage,
  extraColumns = [],
}: BinSetChoiceTableProps<Row>) {
  const columns: TableColumn<Row>[] = [
    {
      id: 'set',
      header: 'BIN set',
      cell: (set) => (
        <Checkbox
          size="small"
          label={`${set.bin} · ${set.name}`}
          checked={chosen.has(set.id)}
          onCheckedChange={(on) => onToggle(set, on)}
        />
      ),
    },
    { id: 'currency', header: 'Currency', cell: (set) => set.currency },
    { id: 'provider', header: 'Provider', cell: (set) => set.provider.description },
    { id: 'legalEntity', header: 'Legal entity', cell: (set) => set.legalEntity?.name ?? '—' },
    {
      id: 'issuanceFee',
      header: 'Card issuance fee',
      align: 'right',
      cell: (set) => <BinSetFee value={set.cardIssuanceFee} currency={set.currency} />,
    },
    {
      id: 'maintenanceFee',
      header: 'Monthly fee',
      align: 'right',
      cell: (set) => <BinSetFee value={set.monthlyMaintenanceFee} currency={set.currency} />,
    },
    ...extraColumns,
  ];
  return (
    <Table
      tableId={tableId}
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(set) => set.id}
      loading={loading}
      paginate={false}
      emptyMessage={emptyMessage}
      maxHeight="60vh"
    />
  );
}

/** The ids ticked in a choice table, toggled one at a time. */
export function toggled(previous: ReadonlySet<number>, id: number, on: boolean): Set<number> {
  const next = new Set(previous);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}
