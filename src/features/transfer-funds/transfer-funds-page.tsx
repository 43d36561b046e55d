import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ExportButton } from '@/src/components/export/export-button';
import { OfflineReason } from '@/src/components/ui/online-only';
import { Table } from '@/src/components/ui/table';
import { pageInSearch, usePagedList } from '@/src/components/ui/use-paged-list';
import { can, canReach } from '@/src/contracts/access';
import type { PaymentView } from '@/src/contracts/payments';
import { readChosenPeriod, saveChosenPeriod } from '@/src/lib/chosen-period';
import { currentUserQuery, roleOf } from '@/src/lib/current-user';
import { presetPeriod } from '@/src/lib/periods';
import { AvailableBalancesPanel } from './available-balances-panel';
import { DecisionDialog } from './decision-dialog';
import { exportFilterOf } from './export-filter';
import { FinanceSection } from './finance-section';
import { paymentColumns } from './payment-columns';
import { PaymentFilters } from './payment-filters';
import { transferFundsQueries, usePaymentDecision, type Decision } from './queries';
import { TransferFundsTabs } from './transfer-funds-tabs';
import { TRANSFER_FUNDS_TABLE_ID, type TransferFundsSearch } from './transfer-funds-search';
import { LoadError } from '@/src/components/ui/load-error';
import blocks from '@/src/components/ui/page-blocks.module.css';

/** One "you are offline" line above the list says it for every row's Accept and Decline. */
const OFFLINE_REASON_ID = 'transfer-funds-offline';

interface PageProps {
  search: TransferFundsSearch;
  onSearchChange: (next: Partial<TransferFundsSearch>) => void;
}

/**
 * Transfer funds (spec 2.3, roles 1, 5, 6): the transit, top-up/withdrawal and BIN payment lists with
 * their filters in the URL, pending top-ups and withdrawals decided by role 1, the finance totals, and the chosen
 * company's available balances.
 */
export function TransferFundsPage({ search, onSearchChange }: PageProps) {
  const role = roleOf(useQuery(currentUserQuery).data);
  const tab =
    search.tab === 'finance' && role !== undefined && !can(role, 'finance.view')
      ? 'transit'
      : (search.tab ?? 'transit');
  const paging = usePagedList(TRANSFER_FUNDS_TABLE_ID, pageInSearch(search.page, onSearchChange));
  const period = search.period ?? readChosenPeriod(TRANSFER_FUNDS_TABLE_ID);
  const { from, to } = presetPeriod(period);
  const listTab = tab === 'finance' ? 'transit' : tab;
  const filters = {
    companyId: search.companyId,
    status: search.status,
    type: search.type,
    currency: search.currency,
    search: search.search,
    from,
    to,
    page: paging.page,
    perPage: paging.perPage,
  };
  const list = useQuery({ ...transferFundsQueries.list(listTab, filters), enabled: tab !== 'finance' });
  const table = paging.tableProps(list);
  const decision = usePaymentDecision();
  const [asking, setAsking] = useState<{ payment: PaymentView; decision: Decision } | null>(null);

  function changeFilters(next: Partial<TransferFundsSearch>) {
    if (next.period !== undefined) saveChosenPeriod(TRANSFER_FUNDS_TABLE_ID, next.period);
    onSearchChange(next);
  }

  const columns = paymentColumns({
    role: role ?? 0,
    withServiceFee: tab === 'bin',
    onDecide: (payment, chosen) => setAsking({ payment, decision: chosen }),
    offlineReasonId: OFFLINE_REASON_ID,
  });
  const filtered =
    Boolean(search.companyId || search.status || search.type || search.currency || search.search) || period !== 0;

  return (
    <div className={blocks.stackWide}>
      <TransferFundsTabs
        current={tab}
        withFinance={role !== undefined && can(role, 'finance.view')}
        // A type belongs to one list: switching lists drops it, and the page starts again.
        onSelect={(next) =>
          onSearchChange({ tab: next === 'transit' ? undefined : next, type: undefined, page: undefined })
        }
      />
      <div
        role="tabpanel"
        id="transfer-funds-panel"
        aria-labelledby={`transfer-funds-tab-${tab}`}
        className={blocks.stackWide}
      >
        <PaymentFilters tab={tab} search={search} period={period} onChange={changeFilters} />
        {role !== undefined && canReach(role, 'admin/transfer-funds/available-balances') ? (
          <AvailableBalancesPanel companyId={search.companyId} />
        ) : null}
        {tab === 'finance' ? (
          <FinanceSection filters={{ companyId: search.companyId, from, to }} />
        ) : (
          <>
            <ExportButton filter={exportFilterOf(listTab, search, { from, to })} />
            <OfflineReason id={OFFLINE_REASON_ID} />
            {list.isError && !list.data ? <LoadError what="payments" error={list.error} /> : null}
            <Table
              {...table}
              caption="Payments"
              columns={columns}
              onPageSizeChange={(size) => {
                table.onPageSizeChange(size);
                onSearchChange({ page: undefined });
              }}
              emptyMessage={
                filtered
                  ? 'No payments match these filters. Try another status or a longer period.'
                  : 'No payments yet.'
              }
              maxHeight="none"
            />
          </>
        )}
      </div>
      {asking && (
        <DecisionDialog
          payment={asking.payment}
          decision={asking.decision}
          busy={decision.isPending}
          onClose={() => setAsking(null)}
          onConfirm={(key) =>
            decision.mutate(
              {
                paymentId: asking.payment.id,
                type: asking.payment.type.value as 'top_up' | 'withdrawal',
                decision: asking.decision,
                key,
              },
              // A failure stays open with the server's message in a toast: try again (same key) or cancel.
              { onSuccess: () => setAsking(null) },
            )
          }
        />
      )}
    </div>
  );
}
