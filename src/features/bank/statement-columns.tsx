import { DateTime } from '@/src/components/ui/cells';
import { Amount } from '@/src/components/ui/amount';
import { Button } from '@/src/components/ui/button';
import { PaymentStatusPill } from '@/src/components/payments/payment-status';
import { StatusPill } from '@/src/components/ui/status-pill';
import type { TableColumn } from '@/src/components/ui/table';
import type { Currency } from '@/src/contracts/money';
import type { PaymentView } from '@/src/contracts/payments';
import { statementAmount } from './statement-amount';
import styles from './account-page.module.css';

/** Spec 3 "Payment" as a statement row: date in the user's timezone, type, description, signed amount, status. */
export function statementColumns(
  accountId: number,
  onDetails: (payment: PaymentView) => void,
): TableColumn<PaymentView>[] {
  return [
    {
      id: 'createdAt',
      header: 'Date',
      cell: (row) => <DateTime value={row.createdAt} />,
    },
    {
      id: 'type',
      header: 'Type',
      // A refill of an auto top-up rule is a normal transfer, marked with its rule (issue 23).
      cell: (row) =>
        row.autoTopUpRuleId !== null ? (
          <>
            {row.type.description} <StatusPill tone="accent">Auto · rule #{row.autoTopUpRuleId}</StatusPill>
          </>
        ) : (
          row.type.description
        ),
    },
    {
      id: 'description',
      header: 'Description',
      cell: (row) => {
        const counterpart = row.from?.id === accountId ? row.to : row.from;
        return (
          <span className={styles.description}>
            {row.description ??
              (counterpart ? `${row.from?.id === accountId ? 'To' : 'From'} ${counterpart.name}` : '—')}
          </span>
        );
      },
    },
    {
      id: 'amount',
      header: 'Amount',
      align: 'right',
      priority: 'key',
      // The sign is written out ('+' / '-'); the colour only repeats it.
      cell: (row) => {
        const { value, currencyCode } = statementAmount(row, accountId);
        return <Amount value={value} currency={currencyCode as Currency} signed />;
      },
    },
    {
      id: 'status',
      header: 'Status',
      priority: 'key',
      cell: (row) => <PaymentStatusPill status={row.status} />,
    },
    {
      id: 'details',
      header: 'Details',
      actions: true,
      cell: (row) => (
        <Button
          appearance="ghost"
          mode="row"
          aria-label={`History of payment ${row.id}`}
          onClick={() => onDetails(row)}
        >
          History
        </Button>
      ),
    },
  ];
}
