import { None } from '@/src/components/ui/cells';
import { StatusPill } from '@/src/components/ui/status-pill';
import { Link } from '@tanstack/react-router';
import { Amount } from '@/src/components/ui/amount';
import { SettingsRowButton } from './settings-offline';
import type { TableColumn } from '@/src/components/ui/table';
import { BIN_SET_STATUS, type BinSet } from '@/src/contracts/bin-sets';
import { CURRENCIES, type Currency } from '@/src/contracts/money';
import blocks from '@/src/components/ui/page-blocks.module.css';

const asCurrency = (code: string): Currency | null =>
  (CURRENCIES as readonly string[]).includes(code) ? (code as Currency) : null;

/** A fee in the set's currency; an unknown currency code shows the digits with the code beside them. */
export function Fee({ value, currency }: { value: string; currency: string }) {
  const known = asCurrency(currency);
  return known ? (
    <Amount value={value} currency={known} />
  ) : (
    <span className={blocks.number}>{`${value} ${currency}`}</span>
  );
}

export function BinSetStatus({ set }: { set: BinSet }) {
  return (
    <StatusPill tone={set.status.value === BIN_SET_STATUS.active ? 'success' : undefined}>
      {set.status.description}
    </StatusPill>
  );
}

interface BinSetActions {
  onEdit: (set: BinSet) => void;
  onMakeDefault: (set: BinSet) => void;
}

/** Spec 3 "BIN set": bin, name, legal entity, provider, currency, status, default issuance, the two card fees. */
export function binSetColumns({ onEdit, onMakeDefault }: BinSetActions): TableColumn<BinSet>[] {
  return [
    { id: 'bin', header: 'BIN', cell: (row) => <span className={blocks.number}>{row.bin}</span> },
    { id: 'name', header: 'Name', cell: (row) => row.name },
    { id: 'legalEntity', header: 'Legal entity', priority: 'low', cell: (row) => row.legalEntity?.name ?? <None /> },
    { id: 'provider', header: 'Provider', cell: (row) => row.provider.description },
    { id: 'currency', header: 'Currency', cell: (row) => row.currency },
    { id: 'status', header: 'Status', priority: 'key', cell: (row) => <BinSetStatus set={row} /> },
    {
      id: 'default',
      header: 'Default for issuance',
      cell: (row) =>
        row.isDefaultIssuance ? (
          <StatusPill tone="accent">Default</StatusPill>
        ) : row.status.value === BIN_SET_STATUS.active ? (
          <SettingsRowButton
            appearance="ghost"
            aria-label={`Set BIN set ${row.bin} as default for issuance`}
            onClick={() => onMakeDefault(row)}
          >
            Set as default
          </SettingsRowButton>
        ) : (
          <None />
        ),
    },
    {
      id: 'issuanceFee',
      header: 'Card issuance fee',
      align: 'right',
      cell: (row) => <Fee value={row.cardIssuanceFee} currency={row.currency} />,
    },
    {
      id: 'maintenanceFee',
      header: 'Monthly maintenance fee',
      align: 'right',
      cell: (row) => <Fee value={row.monthlyMaintenanceFee} currency={row.currency} />,
    },
    {
      id: 'actions',
      header: 'Actions',
      actions: true,
      cell: (row) => (
        <span className={blocks.wrapRow}>
          <SettingsRowButton appearance="secondary" aria-label={`Edit BIN set ${row.bin}`} onClick={() => onEdit(row)}>
            Edit
          </SettingsRowButton>
          <Link
            to="/admin/settings/bin-set/$id/clients"
            params={{ id: row.id }}
            className={blocks.link}
            aria-label={`Clients of BIN set ${row.bin}`}
          >
            Clients
          </Link>
        </span>
      ),
    },
  ];
}
