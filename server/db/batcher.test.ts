import { describe, expect, it } from 'vitest';
import { createBatcher, outcomeOf, type Outcome } from './batcher';

/** A batcher whose batches are recorded and answered by `answer` after a turn of the event loop. */
function recording(
  answer: (items: number[]) => Outcome<string>[] | Promise<Outcome<string>[]>,
  options = { maxBatch: 4, concurrency: 1 },
) {
  const batches: number[][] = [];
  const batcher = createBatcher<number, string>({
    ...options,
    async run(items) {
      batches.push(items);
      await new Promise((r) => setTimeout(r, 5));
      return answer(items);
    },
  });
  return { batcher, batches };
}

const doubled = (items: number[]) => items.map((n) => ({ ok: true as const, value: String(n * 2) }));

describe('createBatcher', () => {
  it('runs a lone request at once, in a batch of one', async () => {
    const { batcher, batches } = recording(doubled);
    await expect(batcher.submit(7)).resolves.toBe('14');
    expect(batches).toEqual([[7]]);
  });

  it('gathers what arrives together and what queues while a batch runs, up to maxBatch', async () => {
    const { batcher, batches } = recording(doubled);
    const answers = await Promise.all([1, 2, 3, 4, 5, 6, 7].map((n) => batcher.submit(n)));
    expect(answers).toEqual(['2', '4', '6', '8', '10', '12', '14']);
    expect(batches).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7],
    ]);
  });

  it('keeps at most `concurrency` batches in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const batcher = createBatcher<number, number>({
      maxBatch: 1,
      concurrency: 2,
      async run(items) {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((r) => setTimeout(r, 5));
        inFlight -= 1;
        return items.map((n) => ({ ok: true, value: n }));
      },
    });
    await Promise.all([1, 2, 3, 4, 5].map((n) => batcher.submit(n)));
    expect(most).toBe(2);
  });

  it("gives each item its own outcome: one refusal is only that item's", async () => {
    const { batcher } = recording((items) =>
      items.map((n) => (n === 2 ? { ok: false, error: new Error('no 2') } : { ok: true, value: String(n) })),
    );
    const settled = await Promise.allSettled([1, 2, 3].map((n) => batcher.submit(n)));
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((settled[1] as PromiseRejectedResult).reason).toEqual(new Error('no 2'));
  });

  it('runs each item alone when a whole batch fails, so only the culprit fails', async () => {
    const { batcher, batches } = recording((items) => {
      if (items.includes(2)) throw new Error('batch broken by 2');
      return doubled(items);
    });
    const settled = await Promise.allSettled([1, 2, 3].map((n) => batcher.submit(n)));
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Error).message))).toEqual([
      '2',
      'batch broken by 2',
      '6',
    ]);
    expect(batches).toEqual([[1, 2, 3], [1], [2], [3]]);
  });

  it('refuses a batch that answers fewer outcomes than items', async () => {
    const { batcher } = recording(() => []);
    await expect(batcher.submit(1)).rejects.toThrow(/fewer outcomes/);
  });
});

describe('outcomeOf', () => {
  it('catches the work into an outcome', async () => {
    await expect(outcomeOf(async () => 1)).resolves.toEqual({ ok: true, value: 1 });
    const error = new Error('x');
    await expect(
      outcomeOf(async () => {
        throw error;
      }),
    ).resolves.toEqual({ ok: false, error });
  });
});
