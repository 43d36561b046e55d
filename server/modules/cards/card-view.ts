import { maskCardNumber, type Card, type CardDetail, type CardStatus } from '@/src/contracts/cards';
import type { CardListRow } from '@/server/db/queries/cards';
import { formatMinor } from '@/server/ledger/amounts';
import { specDate, specDateOrNull } from '@/server/lib/spec-date';

const money = (value: bigint | null, currency: string) => (value === null ? null : formatMinor(value, currency));

/** A card row with its holder, BIN set and account as the contract's card. */
export function toCard(row: CardListRow, spent: { today: bigint; month: bigint } | undefined): Card {
  const { card } = row;
  const cur = card.currency;
  return {
    id: card.id,
    companyId: card.companyId,
    name: card.name,
    last4: card.last4,
    maskedNumber: maskCardNumber(card.last4),
    status: card.status as CardStatus,
    currency: cur,
    holder: {
      id: row.holder.id,
      firstName: row.holder.firstName ?? '',
      lastName: row.holder.lastName ?? '',
      email: row.holder.email,
    },
    binSet: row.binSet,
    account: { id: row.account.id, name: row.account.name },
    limits: {
      perTransaction: money(card.limitPerTransaction, cur),
      daily: money(card.limitDaily, cur),
      monthly: money(card.limitMonthly, cur),
      lifetime: money(card.limitLifetime, cur),
    },
    spent: {
      today: formatMinor(spent?.today ?? 0n, cur),
      month: formatMinor(spent?.month ?? 0n, cur),
      lifetime: formatMinor(card.spentLifetime, cur),
    },
    createdAt: specDate(card.createdAt),
    closedAt: specDateOrNull(card.closedAt),
  };
}

export function toCardDetail(
  row: CardListRow,
  spent: { today: bigint; month: bigint } | undefined,
  extra: Pick<CardDetail, 'actions' | 'availableBalance' | 'unfreezeRefusal'>,
): CardDetail {
  return { ...toCard(row, spent), company: row.company, ...extra };
}
