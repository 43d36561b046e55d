/**
 * The first of `items` that `match`es, waiting for it to arrive (a fake server pushes what it receives into
 * `items`; polled every 20 ms); after `timeoutMs`, an error naming `what` and how many came.
 */
export async function firstArrival<T>(
  items: readonly T[],
  match: (item: T) => boolean,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = items.find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No matching ${what} within ${timeoutMs} ms (${items.length} received)`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
