/** When this load of the app began: the module is evaluated once per load. */
const LOADED_AT = Date.now();

type QueryState = { state: { dataUpdatedAt: number } };

/** Whether a query's answer was kept from an earlier load of the app (the persisted cache, lib/query-client.ts). */
export const keptFromEarlierLoad = (query: QueryState) => query.state.dataUpdatedAt < LOADED_AT;

/**
 * `refetchOnMount` for the badges' counts: an answer kept from an earlier load is asked again at once, however
 * fresh its age says it is. A reload is how a user asks for the truth, and a count the persister wrote a moment
 * before it (after a visit cleared the badge, say) would otherwise stand until the next poll.
 */
export const askedAgainEachLoad = (query: QueryState) => (keptFromEarlierLoad(query) ? 'always' : true);
