/**
 * Group commit for the hot money paths. Every statement costs a round trip to PostgreSQL, and on this
 * kind of machine the socket write of each one is a third of the server's CPU (README "Benchmarks"); a
 * path that needs five round trips per request needs the same five for a batch of requests once its
 * statements take arrays. So requests that arrive together are decided together, in one transaction.
 *
 * The batching is natural: a request that finds a free slot (fewer than `concurrency` batches in flight)
 * starts a batch at once, with whatever else arrived in the same turn of the event loop, so an idle
 * server adds no wait; under load, requests queue while the batches in flight run and the next batch
 * takes them all (up to `maxBatch`).
 *
 * A batch answers one outcome per item, so one item's refusal (a 422, a 404) is only that item's. A batch
 * that fails as a whole (a deadlock, a constraint one item broke) committed nothing, and each of its items
 * is then run again alone, so the culprit gets its own error and the others their answers.
 */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

export interface BatcherOptions<I, O> {
  /** Decides a batch in one transaction: one outcome per item, in the items' order. */
  run(items: I[]): Promise<Outcome<O>[]>;
  /** The most items one batch takes. */
  maxBatch: number;
  /** The most batches in flight at once (each holds a database connection). */
  concurrency: number;
}

export interface Batcher<I, O> {
  submit(item: I): Promise<O>;
}

interface Waiting<I, O> {
  item: I;
  resolve(value: O): void;
  reject(error: unknown): void;
}

export function createBatcher<I, O>(options: BatcherOptions<I, O>): Batcher<I, O> {
  const queue: Waiting<I, O>[] = [];
  let inFlight = 0;
  let scheduled = false;

  const settle = (waiting: Waiting<I, O>, outcome: Outcome<O> | undefined) => {
    if (!outcome) waiting.reject(new Error('The batch answered fewer outcomes than it was given items'));
    else if (outcome.ok) waiting.resolve(outcome.value);
    else waiting.reject(outcome.error);
  };

  async function runBatch(batch: Waiting<I, O>[]) {
    try {
      const outcomes = await options.run(batch.map((w) => w.item));
      batch.forEach((waiting, i) => settle(waiting, outcomes[i]));
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      else await Promise.all(batch.map((waiting) => runBatch([waiting])));
    }
  }

  function drain() {
    scheduled = false;
    while (inFlight < options.concurrency && queue.length > 0) {
      const batch = queue.splice(0, options.maxBatch);
      inFlight += 1;
      void runBatch(batch).finally(() => {
        inFlight -= 1;
        drain();
      });
    }
  }

  return {
    submit(item) {
      return new Promise<O>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        // setImmediate, not a microtask: requests whose bytes arrived in the same poll of the event loop
        // join the same batch.
        if (!scheduled && inFlight < options.concurrency) {
          scheduled = true;
          setImmediate(drain);
        }
      });
    },
  };
}

/** The outcome of one item's work, caught: what a batch's `run` answers per item. */
export async function outcomeOf<T>(work: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return { ok: false, error };
  }
}
