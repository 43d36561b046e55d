import type { APIRequestContext } from '@playwright/test';
import { apiCall, apiToken } from './api';
import { expect } from '@playwright/test';

/**
 * A pending request in the buyer's company, for the walks that visit every page: the demo seed has none, so
 * without one /requests lists nothing and no page links to /requests/$id. The buyer asks for a higher daily limit
 * on one of their cards (asking again answers the same pending request). Returns the request's id.
 */
export async function askedRequest(request: APIRequestContext): Promise<number> {
  const token = await apiToken(request, 'buyer@demo.test');
  type Listed = { id: number; status: string; limits: { daily: string | null } };
  const cards = await apiCall<{ records: Listed[] }>(request, token, 'GET', '/card/list?page=1&perPage=50');
  // Only a limit the card has can be asked higher.
  const card = cards.records.find((c) => c.status !== 'closed' && c.limits.daily !== null);
  expect(card, 'the demo buyer has a card with a daily limit that is not closed').toBeTruthy();
  const answer = await apiCall<{ request: { id: number } }>(request, token, 'POST', '/request', {
    kind: 'card_limit',
    cardId: card!.id,
    limit: 'daily',
    // Above any limit the seed gives a card: a request must ask for more than the card has.
    amount: '999999',
    reason: 'A supplier invoice is due this week.',
  });
  return answer.request.id;
}
