import type { ReactNode } from 'react';
import { Checkbox } from '@/src/components/ui/checkbox';
import type { TableColumn } from '@/src/components/ui/table';
import type { Card } from '@/src/contracts/cards';
import { CardLimit, CardMoney } from './card-money';
import { CardStatusPill } from './card-status';
import styles from './cards.module.css';
import { personLabel } from '@/src/lib/people';

export const holderName = (holder: Card['holder']) => personLabel(holder);

interface CardColumnsOptions {
  /** The card's name as a link to its page (each area has its own card route). */
  link: (card: Card) => ReactNode;
  /** Hide the holder where every card is the same person's (a buyer's wallet). */
  showHolder?: boolean;
  /** Row selection for bulk actions. */
  selection?: {
    chosen: ReadonlySet<number>;
    onToggle: (card: Card, on: boolean) => void;
    selectable: (card: Card) => boolean;
  };
}

/**
 * The columns every card list shares (wallet, company, bank account, team user): name and masked number,
 * holder, status, spend today and this month, and the daily and monthly limits.
 */
export function cardColumns({ link, showHolder = true, selection }: CardColumnsOptions): TableColumn<Card>[] {
  const columns: TableColumn<Card>[] = [];
  if (selection) {
    columns.push({
      id: 'select',
      selection: true,
      header: <span className="visually-hidden">Select</span>,
      width: '3rem',
      cell: (card) => (
        <Checkbox
          size="small"
          label={
            <span className="visually-hidden">
              Select {card.name} {card.maskedNumber}
            </span>
          }
          checked={selection.chosen.has(card.id)}
          disabled={!selection.selectable(card)}
          onCheckedChange={(on) => selection.onToggle(card, on)}
        />
      ),
    });
  }
  columns.push({
    id: 'card',
    header: 'Card',
    cell: (card) => (
      <span className={styles.cardCell}>
        {link(card)}
        <span className={styles.masked}>{card.maskedNumber}</span>
      </span>
    ),
  });
  if (showHolder) columns.push({ id: 'holder', header: 'Holder', cell: (card) => holderName(card.holder) });
  columns.push(
    { id: 'status', header: 'Status', priority: 'key', cell: (card) => <CardStatusPill status={card.status} /> },
    {
      id: 'today',
      header: 'Spent today',
      align: 'right',
      cell: (card) => <CardMoney value={card.spent.today} currency={card.currency} />,
    },
    {
      id: 'month',
      header: 'Spent this month',
      align: 'right',
      cell: (card) => <CardMoney value={card.spent.month} currency={card.currency} />,
    },
    {
      id: 'daily',
      header: 'Daily limit',
      align: 'right',
      cell: (card) => <CardLimit value={card.limits.daily} currency={card.currency} />,
    },
    {
      id: 'monthly',
      header: 'Monthly limit',
      align: 'right',
      cell: (card) => <CardLimit value={card.limits.monthly} currency={card.currency} />,
    },
  );
  return columns;
}
