import { DateTime } from '@/src/components/ui/cells';
import { useQuery } from '@tanstack/react-query';
import { CardMoney } from '@/src/components/cards/card-money';
import { StatusPill, type StatusTone } from '@/src/components/ui/status-pill';
import { Table, type TableColumn } from '@/src/components/ui/table';
import {
  CARD_TRANSACTION_STATUS_LABEL,
  DECLINE_REASON_LABEL,
  type CardTransactionStatus,
} from '@/src/contracts/card-kinds';
import type { CardDetail, CardTransaction } from '@/src/contracts/cards';
import { amountSign } from '@/src/lib/money';
import { cardQueries } from './queries';
import blocks from '@/src/components/ui/page-blocks.module.css';
import { LoadError } from '@/src/components/ui/load-error';
import { usePagedList } from '@/src/components/ui/use-paged-list';

const TABLE_ID = 'card-payments';

const TONE: Record<CardTransactionStatus, StatusTone> = {
  pending: 'warning',
  settled: 'success',
  reversed: 'neutral',
  refunded: 'accent',
  declined: 'danger',
};

/** What the payment finally cost: the settled amount once settled, else what was asked. */
const shownAmount = (row: CardTransaction) => row.settledAmount ?? row.amount;

const columns: TableColumn<CardTransaction>[] = [
  {
    id: 'date',
    header: 'Date',
    cell: (row) => <DateTime value={row.createdAt} />,
  },
  {
    id: 'merchant',
    header: 'Merchant',
    cell: (row) => (
      <span>
        {row.merchant.name}
        {row.merchant.country ? <span className={blocks.muted}> · {row.merchant.country}</span> : null}
      </span>
    ),
  },
  {
    id: 'amount',
    header: 'Amount',
    align: 'right',
    cell: (row) => (
      <span>
        <CardMoney value={shownAmount(row)} currency={row.currency} />
        {amountSign(row.refundedAmount) > 0 ? (
          <span className={blocks.muted}>
            {' '}
            (refunded <CardMoney value={row.refundedAmount} currency={row.currency} />)
          </span>
        ) : null}
      </span>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => <StatusPill tone={TONE[row.status]}>{CARD_TRANSACTION_STATUS_LABEL[row.status]}</StatusPill>,
  },
  {
    id: 'reason',
    header: 'Decline reason',
    cell: (row) =>
      row.reason ? (
        <span>
          {DECLINE_REASON_LABEL[row.reason]}
          {row.declineFee ? (
            <span className={blocks.muted}>
              {' '}
              · fee <CardMoney value={row.declineFee} currency={row.currency} />
            </span>
          ) : null}
        </span>
      ) : (
        <span aria-label="none">—</span>
      ),
  },
];

/** The card's payments, newest first, paged by the server; dates in the user's timezone. */
export function CardPayments({ card }: { card: CardDetail }) {
  const paging = usePagedList(TABLE_ID);
  const payments = useQuery(cardQueries.transactions(card.id, { page: paging.page, perPage: paging.perPage }));
  return (
    <section className={blocks.card} aria-labelledby="card-payments-heading">
      <h3 className={blocks.sectionHeading} id="card-payments-heading">
        Payments
      </h3>
      {payments.isError && !payments.data ? <LoadError what="payments" error={payments.error} /> : null}
      <Table
        caption={`Payments of ${card.name}`}
        columns={columns}
        {...paging.tableProps(payments)}
        emptyMessage="No payments with this card yet."
        maxHeight="none"
      />
    </section>
  );
}
