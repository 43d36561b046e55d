import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/src/components/ui/button';
import { OnlineOnlyButton } from '@/src/components/ui/online-only';
import { SETTINGS_OFFLINE_REASON_ID, SettingsRowButton } from './settings-offline';
import { ConfirmDialog } from '@/src/components/ui/confirm-dialog';
import { Select } from '@/src/components/ui/select';
import { StatusPill } from '@/src/components/ui/status-pill';
import { QueryTable } from '@/src/components/ui/query-table';
import type { TableColumn } from '@/src/components/ui/table';
import type { CompensationPeriod } from '@/src/contracts/compensation';
import { BALANCE_CURRENCIES, type BalanceCurrency } from '@/src/contracts/money';
import { DATE_FORMAT, formatDate } from '@/src/lib/dates';
import { Fee } from './bin-set-columns';
import { CompensationCreateDialog } from './compensation-create-dialog';
import { CompensationDetailsDialog } from './compensation-details-dialog';
import { compensationQueries, useStopCompensationPeriod } from './compensation-queries';
import styles from './settings-page.module.css';
import blocks from '@/src/components/ui/page-blocks.module.css';
import { usePagedList } from '@/src/components/ui/use-paged-list';
import { PageSection } from '@/src/components/ui/page-section';

const TABLE_ID = 'settings-compensation';

type Open = { kind: 'create' } | { kind: 'stop' | 'details'; period: CompensationPeriod } | null;

/**
 * Settings "compensation" (role 1; spec 3 "Compensation period"): the periods with what each paid back,
 * the total paid in a currency, a new period, stopping the active one (it gets its end date) and each
 * period's daily payouts.
 */
export function CompensationTab() {
  const paging = usePagedList(TABLE_ID);
  const [currency, setCurrency] = useState<BalanceCurrency>('USD');
  const list = useQuery(compensationQueries.list({ page: paging.page, perPage: paging.perPage }));
  const total = useQuery(compensationQueries.total(currency));
  const stop = useStopCompensationPeriod();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const columns: TableColumn<CompensationPeriod>[] = [
    { id: 'id', header: 'ID', cell: (row) => row.id },
    { id: 'start', header: 'Start date', cell: (row) => formatDate(row.startDate, DATE_FORMAT) },
    { id: 'end', header: 'End date', cell: (row) => (row.endDate ? formatDate(row.endDate) : '—') },
    {
      id: 'percent',
      header: 'Percent',
      align: 'right',
      cell: (row) => <span className={blocks.number}>{row.compensationPercent} %</span>,
    },
    {
      id: 'amount',
      header: 'Amount',
      align: 'right',
      cell: (row) => <Fee value={row.compensationAmount} currency={row.currency} />,
    },
    {
      id: 'paid',
      header: 'Paid back',
      align: 'right',
      cell: (row) => <Fee value={row.paidAmount} currency={row.currency} />,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (row) => (row.isActive ? <StatusPill tone="success">Active</StatusPill> : <StatusPill>Stopped</StatusPill>),
    },
    {
      id: 'actions',
      actions: true,
      header: 'Actions',
      cell: (row) => (
        <span className={blocks.wrapRow}>
          <Button
            mode="row"
            appearance="secondary"
            aria-label={`Details of period ${row.id}`}
            onClick={() => setOpen({ kind: 'details', period: row })}
          >
            Details
          </Button>
          {row.isActive ? (
            <SettingsRowButton
              appearance="danger"
              aria-label={`Stop period ${row.id}`}
              onClick={() => setOpen({ kind: 'stop', period: row })}
            >
              Stop
            </SettingsRowButton>
          ) : null}
        </span>
      ),
    },
  ];
  const createButton = (
    <OnlineOnlyButton reasonId={SETTINGS_OFFLINE_REASON_ID} icon="plus" onClick={() => setOpen({ kind: 'create' })}>
      Create period
    </OnlineOnlyButton>
  );

  return (
    <PageSection title="Compensation" actions={createButton}>
      <div className={styles.totalLine}>
        <div>
          <p className={blocks.muted}>Total paid back, all periods</p>
          <p className={styles.totalFigure} aria-live="polite">
            {total.isPending ? (
              '…'
            ) : total.isError ? (
              'Not available'
            ) : (
              <Fee value={total.data.totalAmount} currency={total.data.currencyCode} />
            )}
          </p>
        </div>
        <Select
          label="Currency"
          options={BALANCE_CURRENCIES.map((code) => ({ value: code, label: code }))}
          value={currency}
          onValueChange={(value) => setCurrency(value as BalanceCurrency)}
        />
      </div>
      <QueryTable
        query={list}
        what="compensation periods"
        caption="Compensation periods"
        columns={columns}
        {...paging.tableProps(list)}
        emptyMessage="No compensation periods yet. Create one to give back part of the decline fees."
        emptyAction={createButton}
        maxHeight="none"
      />
      {open?.kind === 'create' && <CompensationCreateDialog onClose={close} />}
      {open?.kind === 'details' && <CompensationDetailsDialog period={open.period} onClose={close} />}
      {open?.kind === 'stop' && (
        <ConfirmDialog
          danger
          title={`Stop compensation period ${open.period.id}?`}
          confirm="Stop period"
          busy={stop.isPending}
          onClose={close}
          onConfirm={() => stop.mutate(open.period.id, { onSuccess: close })}
        >
          <p>
            The period ends now and gets today as its end date: decline fees from now on are not compensated. What it
            has paid back (
            <Fee value={open.period.paidAmount} currency={open.period.currency} />) stays with the clients. A stopped
            period cannot be restarted.
          </p>
        </ConfirmDialog>
      )}
    </PageSection>
  );
}
