import type { ReactNode } from 'react';
import { bulkChoiceColumn, type BulkChoice } from '@/src/components/bulk-choice/bulk-choice';
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
  selection?: BulkChoice<Card> & { selectable: (card: Card) => boolean };
}

/** A column of an amount: right-aligned so the figures line up. */
const amountColumn = (id: string, header: string, cell: (card: Card) => ReactNode): TableColumn<Card> => ({
  id,
  header,
  align: 'right',
  cell,
});

/**
 * The columns every card list shares (wallet, company, bank account, team user): name and masked number,
 * holder, status, spend today and this month, and the daily and monthly limits.
 */
export function cardColumns({ link, showHolder = true, selection }: CardColumnsOptions): TableColumn<Card>[] {
  const columns: TableColumn<Card>[] = [];
  if (selection)
    columns.push(
      bulkChoiceColumn(selection, (card) => `Select ${card.name} ${card.maskedNumber}`, selection.selectable),
    );
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
    amountColumn('today', 'Spent today', (card) => <CardMoney value={card.spent.today} currency={card.currency} />),
    amountColumn('month', 'Spent this month', (card) => (
      <CardMoney value={card.spent.month} currency={card.currency} />
    )),
    amountColumn('daily', 'Daily limit', (card) => <CardLimit value={card.limits.daily} currency={card.currency} />),
    amountColumn('monthly', 'Monthly limit', (card) => (
      <CardLimit value={card.limits.monthly} currency={card.currency} />
    )),
  );
  return columns;
}
