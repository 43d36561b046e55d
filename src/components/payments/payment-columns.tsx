import { DateTime, None } from '@/src/components/ui/cells';
import { Amount } from '@/src/components/ui/amount';
import type { TableColumn } from '@/src/components/ui/table';
import type { Currency } from '@/src/contracts/money';
import { PAYMENT_TYPE_LABEL, type PaymentType, type PaymentView } from '@/src/contracts/payments';
import { initiatorLabel } from '@/src/lib/people';
import { PaymentStatusPill } from './payment-status';

/**
 * The columns of spec 3's Payment view, alike wherever payments are listed (a company's payments, the
 * transfer-funds lists): each list takes them in its order, beside its own (the company, the service fee, actions).
 */
export const PAYMENT_COLUMNS = {
  id: { id: 'id', header: 'ID', cell: (row) => row.id },
  date: { id: 'date', header: 'Date', cell: (row) => <DateTime value={row.createdAt} /> },
  type: {
    id: 'type',
    header: 'Type',
    cell: (row) => PAYMENT_TYPE_LABEL[row.type.value as PaymentType] ?? row.type.description,
  },
  amount: {
    id: 'amount',
    header: 'Amount',
    align: 'right',
    priority: 'key',
    cell: (row) => <Amount value={row.amount} currency={row.currencyCode as Currency} />,
  },
  route: {
    id: 'route',
    header: 'From → to',
    priority: 'low',
    cell: (row) => (
      <>
        {row.from?.name ?? row.source?.description ?? <None />} <span aria-hidden>→</span>
        <span className="visually-hidden">to</span> {row.to?.name ?? <None />}
      </>
    ),
  },
  status: { id: 'status', header: 'Status', priority: 'key', cell: (row) => <PaymentStatusPill status={row.status} /> },
  initiator: { id: 'initiator', header: 'Started by', priority: 'low', cell: (row) => initiatorLabel(row.initiator) },
} satisfies Record<string, TableColumn<PaymentView>>;
