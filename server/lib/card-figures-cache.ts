import { InvalidatedCache } from './invalidated-cache';

/**
 * What a committed change to card transactions, cards or exchange rates says it touched (channel
 * `card_figures_changed`, migration 0032): the card holders whose figures moved, or `*` for everyone.
 */
export const CARD_FIGURES_CHANNEL = 'card_figures_changed';

export type CardFiguresChange = { kind: 'holders'; ids: number[] } | { kind: 'all' };

export function parseCardFiguresChange(payload: string): CardFiguresChange {
  if (/^\d+(,\d+)*$/.test(payload)) return { kind: 'holders', ids: payload.split(',').map(Number) };
  return { kind: 'all' };
}

/** A user's open cards and their cards' spend since `fromMs`, in minor units of `currency` (user/me). */
export interface CardFigures {
  cardsCount: number;
  spend: bigint;
}

interface Kept {
  currency: string;
  fromMs: number;
  figures: CardFigures;
}

/**
 * The card figures of `GET /api/user/me`, which the PWA asks before every navigation (spec 2.5), served from
 * memory: on the embedded database even the few index rows of the kept figures cost more than the rest of the
 * call. One entry per user, for the currency and month start it was read for (another of either reads again).
 * Kept right as the session check is (decision 007): this instance drops them all after each request that may
 * have written, and every instance drops the holders a committed change names.
 */
export class CardFiguresCache extends InvalidatedCache<number, Kept, CardFiguresChange> {
  figuresOf(userId: number, currency: string, fromMs: number): CardFigures | null {
    const kept = this.get(userId);
    return kept && kept.currency === currency && kept.fromMs === fromMs ? kept.figures : null;
  }

  keep(userId: number, currency: string, fromMs: number, figures: CardFigures, readEpoch: number) {
    this.store(userId, { currency, fromMs, figures }, readEpoch);
  }

  invalidate(change: CardFiguresChange) {
    if (change.kind === 'all') this.clear();
    else for (const id of change.ids) this.delete(id);
  }
}
