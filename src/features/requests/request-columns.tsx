import { Link } from '@tanstack/react-router';
import { RequestStatusPill } from '@/src/components/requests/request-status';
import { Amount } from '@/src/components/ui/amount';
import { bulkChoiceColumn, type BulkChoice } from '@/src/components/bulk-choice/bulk-choice';
import type { TableColumn } from '@/src/components/ui/table';
import type { Currency } from '@/src/contracts/money';
import { REQUEST_KIND_LABEL } from '@/src/contracts/request-kinds';
import type { RequestView } from '@/src/contracts/requests';
import { formatDate } from '@/src/lib/dates';
import { personLabel } from '@/src/lib/people';
import blocks from '@/src/components/ui/page-blocks.module.css';

/** What was asked, and what was approved when a decider gave less ("300.00 of 500.00 USD"). */
export function AskedAmount({ request }: { request: Pick<RequestView, 'amount' | 'approvedAmount' | 'currency'> }) {
  if (request.amount === null || request.currency === null) return <span className={blocks.muted}>—</span>;
  const currency = request.currency as Currency;
  if (request.approvedAmount !== null && request.approvedAmount !== request.amount)
    return (
      <span>
        <Amount value={request.approvedAmount} currency={currency} neutral /> of{' '}
        <Amount value={request.amount} currency={currency} neutral />
      </span>
    );
  return <Amount value={request.amount} currency={currency} neutral />;
}

interface ColumnsOptions {
  /** Row selection for bulk decline: only rows the caller may decline can be chosen. */
  selection?: BulkChoice<RequestView>;
}

export function requestColumns({ selection }: ColumnsOptions): TableColumn<RequestView>[] {
  const columns: TableColumn<RequestView>[] = [];
  if (selection)
    columns.push(
      bulkChoiceColumn(
        selection,
        (request) => `Select request ${request.id}: ${request.title}`,
        (request) => request.actions.decline,
      ),
    );
  columns.push(
    {
      id: 'request',
      header: 'Request',
      cell: (request) => (
        <Link to="/requests/$id" params={{ id: request.id }} className={blocks.link}>
          {request.title}
        </Link>
      ),
    },
    { id: 'kind', header: 'Kind', cell: (request) => REQUEST_KIND_LABEL[request.kind] },
    { id: 'requester', header: 'Asked by', cell: (request) => personLabel(request.requester) },
    { id: 'amount', header: 'Amount', align: 'right', cell: (request) => <AskedAmount request={request} /> },
    {
      id: 'status',
      header: 'Status',
      priority: 'key',
      cell: (request) => <RequestStatusPill status={request.status} />,
    },
    { id: 'created', header: 'Asked', cell: (request) => formatDate(request.createdAt) },
    {
      id: 'expires',
      header: 'Expires',
      cell: (request) => (request.status === 'pending' ? formatDate(request.expiresAt) : '—'),
    },
  );
  return columns;
}
