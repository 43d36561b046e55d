import { StatusPill, type StatusTone } from '@/src/components/ui/status-pill';
import { CARD_STATUS_LABEL, type CardStatus } from '@/src/contracts/card-kinds';

const TONE: Record<CardStatus, StatusTone> = { active: 'success', frozen: 'warning', closed: 'neutral' };

/** A card's status in words; the tone only repeats them. */
export function CardStatusPill({ status }: { status: CardStatus }) {
  return <StatusPill tone={TONE[status]}>{CARD_STATUS_LABEL[status]}</StatusPill>;
}
