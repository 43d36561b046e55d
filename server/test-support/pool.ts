/**
 * Runs `tasks` with at most `limit` in flight and returns their results in order. The attack suite sends
 * hundreds of independent requests: a few at once overlap the app's work with the database's (PostgreSQL
 * pools connections; PGlite queues them) without flooding a shared machine.
 */
export async function inPool<T>(tasks: readonly (() => Promise<T>)[], limit = 6): Promise<T[]> {
  const results = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}
