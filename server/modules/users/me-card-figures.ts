import { cardFiguresOfUser } from '@/server/db/queries/card-figures';
import type { CardFigures } from '@/server/lib/card-figures-cache';
import type { Deps } from '@/server/lib/deps';

/**
 * user/me's cardsCount and cardsSpent: from this instance's memory when it holds them for this currency and
 * month start (server/lib/card-figures-cache.ts), otherwise from the kept figures, then kept.
 */
export async function meCardFigures(
  deps: Pick<Deps, 'db' | 'cardFiguresCache'>,
  userId: number,
  currency: string,
  from: Date,
): Promise<CardFigures> {
  const cache = deps.cardFiguresCache;
  const kept = cache?.figuresOf(userId, currency, from.getTime());
  if (kept) return kept;
  const readEpoch = cache?.beginRead() ?? 0;
  const figures = await cardFiguresOfUser(deps.db, userId, currency, from);
  cache?.keep(userId, currency, from.getTime(), figures, readEpoch);
  return figures;
}
