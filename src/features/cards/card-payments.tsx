import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CardMoney } from '@/src/components/cards/card-money';
import { StatusPill, type StatusTone } from '@/src/components/ui/status-pill';
import { Table, type TableColumn } from '@/src/components/ui/table';
import { usePageSize } from '@/src/components/ui/use-page-size';
import {
  CARD_TRANSACTION_STATUS_LABEL,
  DECLINE_REASON_LABEL,
  type CardTransactionStatus,
} from '@/src/contracts/card-kinds';
import type { CardDetail, CardTransaction } from '@/src/contracts/cards';
import { formatDate, isoOf } from '@/src/lib/dates';
import { amountSign } from '@/src/lib/money';
import { pagedRows } from '@/src/lib/paged-rows';
import { cardQueries } from './queries';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './cards.module.css';
import { LoadError } from '@/src/components/ui/load-error';

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
    cell: (row) => <time dateTime={isoOf(row.createdAt)}>{formatDate(row.createdAt)}</time>,
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
  const [pageSize, setPageSize] = usePageSize(TABLE_ID);
  const [page, setPage] = useState(1);
  const payments = useQuery(cardQueries.transactions(card.id, { page, perPage: pageSize }));
  return (
    <section className={`${blocks.card} ${styles.section}`} aria-labelledby="card-payments-heading">
      <h3 id="card-payments-heading">Payments</h3>
      {payments.isError && !payments.data ? <LoadError what="payments" error={payments.error} /> : null}
      <Table
        tableId={TABLE_ID}
        caption={`Payments of ${card.name}`}
        columns={columns}
        {...pagedRows(payments)}
        rowKey={(row) => row.id}
        page={page}
        onPageChange={setPage}
        pageSize={pageSize}
        onPageSizeChange={setPageSize}
        emptyMessage="No payments with this card yet."
        maxHeight="none"
      />
    </section>
  );
}
