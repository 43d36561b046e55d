import { CompanyLink } from '@/src/components/companies/company-link';
import { None } from '@/src/components/ui/cells';
import { PAYMENT_COLUMNS } from '@/src/components/payments/payment-columns';
import { Amount } from '@/src/components/ui/amount';
import { OnlineOnlyButton } from '@/src/components/ui/online-only';
import type { TableColumn } from '@/src/components/ui/table';
import type { Currency } from '@/src/contracts/money';
import type { PaymentView } from '@/src/contracts/payments';
import { canDecide } from './payment-decisions';
import type { Decision } from './queries';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './transfer-funds-page.module.css';

const money = (value: string | null, currency: string | null) =>
  value && currency ? <Amount value={value} currency={currency as Currency} /> : <None />;

interface ColumnOptions {
  role: number;
  /** The BIN list shows the service fee of each transfer. */
  withServiceFee: boolean;
  onDecide: (payment: PaymentView, decision: Decision) => void;
  /** The page's one "you are offline" line, which every row's Accept and Decline point to while offline. */
  offlineReasonId: string;
}

/** The spec 3 Payment view as rows of the transfer-funds lists; Accept/Decline only where canDecide. */
export function paymentColumns({
  role,
  withServiceFee,
  onDecide,
  offlineReasonId,
}: ColumnOptions): TableColumn<PaymentView>[] {
  const columns: TableColumn<PaymentView>[] = [
    PAYMENT_COLUMNS.id,
    PAYMENT_COLUMNS.date,
    {
      id: 'company',
      header: 'Company',
      cell: (row) => <CompanyLink id={row.company.id}>{row.company.name}</CompanyLink>,
    },
    PAYMENT_COLUMNS.type,
    PAYMENT_COLUMNS.amount,
    PAYMENT_COLUMNS.route,
  ];
  if (withServiceFee) {
    columns.push({
      id: 'fee',
      header: 'Service fee',
      align: 'right',
      cell: (row) => money(row.serviceFeeAmount, row.currencyCode),
    });
  }
  columns.push(PAYMENT_COLUMNS.status, PAYMENT_COLUMNS.initiator, {
    id: 'actions',
    header: <span className="visually-hidden">Actions</span>,
    label: 'Actions',
    actions: true,
    cell: (row) =>
      canDecide(role, row) ? (
        <span className={blocks.rowActions}>
          <OnlineOnlyButton
            className={styles.smallButton}
            onClick={() => onDecide(row, 'accept')}
            aria-label={`Accept payment ${row.id}`}
            reasonId={offlineReasonId}
          >
            Accept
          </OnlineOnlyButton>
          <OnlineOnlyButton
            className={styles.smallButton}
            appearance="secondary"
            onClick={() => onDecide(row, 'decline')}
            aria-label={`Decline payment ${row.id}`}
            reasonId={offlineReasonId}
          >
            Decline
          </OnlineOnlyButton>
        </span>
      ) : null,
  });
  return columns;
}
