import { StatusPill } from '@/src/components/ui/status-pill';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/src/components/ui/button';
import { Checkbox } from '@/src/components/ui/checkbox';
import { Select } from '@/src/components/ui/select';
import { QueryTable } from '@/src/components/ui/query-table';
import type { TableColumn } from '@/src/components/ui/table';
import type { BinAccount } from '@/src/contracts/tariffs';
import { None } from '@/src/components/ui/cells';
import { SERVICE_FEE_RULE_LABEL } from '@/src/contracts/bin-account-fees';
import { scaleSummary } from './charged-service-fee';
import { Money } from './money-cells';
import { moneyQueries } from './money-queries';
import type { MoneyControls } from './money-rights';
import { useBinAccountFee } from './tariff-mutations';
import styles from '@/src/features/companies/company-page.module.css';

interface BinAccountsTableProps {
  companyId: number;
  controls: MoneyControls;
  onHistory: (account: BinAccount) => void;
}

/**
 * The company's BIN accounts (spec 3 "Bin account"): balance, the tariff scale that prices transfers to
 * each now, and — with company.selectTariff — its own scale and auto-update; history with its own right.
 */
export function BinAccountsTable({ companyId, controls, onHistory }: BinAccountsTableProps) {
  const accounts = useQuery(moneyQueries.binAccounts(companyId));
  const scales = useQuery({ ...moneyQueries.scales(), enabled: controls.selectTariff });
  const fee = useBinAccountFee(companyId);
  const scaleOptions = [
    { value: '', label: 'No own scale' },
    ...(scales.data?.records ?? []).map((s) => ({ value: String(s.id), label: s.name })),
  ];
  const busyFor = (id: number) => fee.isPending && fee.variables?.accountId === id;

  const columns: TableColumn<BinAccount>[] = [
    {
      id: 'name',
      header: 'Account',
      cell: (row) => (
        <span className={styles.inline}>
          {row.name}
          {row.closedAt ? <StatusPill tone="neutral">Closed</StatusPill> : null}
        </span>
      ),
    },
    { id: 'provider', header: 'Provider', priority: 'low', cell: (row) => row.provider.description },
    { id: 'bin', header: 'BIN', cell: (row) => <span className={styles.code}>{row.binSet.bin}</span> },
    {
      id: 'balance',
      header: 'Balance',
      align: 'right',
      priority: 'key',
      cell: (row) => <Money value={row.balance} currency={row.currency} />,
    },
    {
      id: 'applied',
      header: 'Applied scale',
      cell: (row) => {
        const applied = row.serviceFee.appliedTariffScale;
        if (!applied) return <None />;
        return `${scaleSummary(applied)}, ${SERVICE_FEE_RULE_LABEL[row.serviceFee.rule]}`;
      },
    },
    {
      id: 'own',
      header: 'Own scale',
      cell: (row) =>
        controls.selectTariff && !row.closedAt ? (
          <Select
            label={`Own tariff scale of ${row.name}`}
            hideLabel
            options={scaleOptions}
            value={row.serviceFee.tariffScale ? String(row.serviceFee.tariffScale.id) : ''}
            disabled={!scales.data || busyFor(row.id)}
            onValueChange={(value) => value && fee.mutate({ accountId: row.id, tariffScaleId: Number(value) })}
          />
        ) : (
          (row.serviceFee.tariffScale?.name ?? <None />)
        ),
    },
    {
      id: 'autoUpdate',
      header: 'Auto-update',
      cell: (row) =>
        controls.selectTariff && !row.closedAt ? (
          <Checkbox
            label={<span className="visually-hidden">Auto-update the service fee of {row.name}</span>}
            checked={row.autoUpdate}
            disabled={busyFor(row.id)}
            onCheckedChange={(checked) => fee.mutate({ accountId: row.id, autoUpdate: checked })}
          />
        ) : row.autoUpdate ? (
          'On'
        ) : (
          'Off'
        ),
    },
  ];
  if (controls.binAccountHistory) {
    columns.push({
      id: 'history',
      actions: true,
      header: <span className="visually-hidden">History</span>,
      label: 'History',
      cell: (row) => (
        <Button
          appearance="ghost"
          className={styles.smallButton}
          onClick={() => onHistory(row)}
          aria-label={`History of ${row.name}`}
        >
          History
        </Button>
      ),
    });
  }

  return (
    <QueryTable
      query={accounts}
      what="BIN accounts"
      failureOverRows
      tableId="company-bin-accounts"
      caption="BIN accounts"
      showCaption
      columns={columns}
      paginate={false}
      emptyMessage="No BIN accounts: assigning a BIN set to the company opens one."
      maxHeight="none"
    />
  );
}
