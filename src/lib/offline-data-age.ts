import type { QueryCache } from '@tanstack/react-query';

/**
 * When the data on screen was fetched: the oldest `dataUpdatedAt` among the queries something is showing now
 * (the oldest is the honest answer for the page as a whole). 0 when nothing shown holds data.
 */
export function oldestShownDataAt(cache: QueryCache): number {
  let oldest = 0;
  for (const query of cache.getAll()) {
    if (query.getObserversCount() === 0 || query.state.data === undefined || query.state.dataUpdatedAt === 0) continue;
    if (oldest === 0 || query.state.dataUpdatedAt < oldest) oldest = query.state.dataUpdatedAt;
  }
  return oldest;
}
