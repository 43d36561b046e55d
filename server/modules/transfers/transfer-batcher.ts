import { createBatcher } from '@/server/db/batcher';
import type { Db } from '@/server/db/client';
import { oncePerDb } from '@/server/db/once-per-db';
import { decideTransfers, RUN_AGAIN, type TransferItem, type TransferResult } from './transfer-batch';

/**
 * How transfers are batched (server/db/batcher.ts), measured with `npm run bench:transfer-http` on
 * PostgreSQL (2 vCPU shared by the load generator, Node and PostgreSQL; 50 connections, 50 companies),
 * each setting run alternately with the others:
 * - concurrency 2: 1,029–1,080 transfers/s, p99 86–88 ms, batches of 16 on average (p50 28–30 ms each);
 *   1: 879–958/s, p99 83–122 ms (batches of 25); 3: 897–980/s, p99 99–110 ms. Earlier in the same work,
 *   with three statements more per batch, 4 gave about 870/s (p99 111–115 ms) and 8 760/s (p99 148 ms)
 *   where 2 gave 976–1,018/s. Two batches in flight keep both cores busy (one is being posted while the
 *   other's requests are read and answered); more only compete for them.
 * - maxBatch 64: never reached at 50 connections; it bounds how long one batch holds its accounts' locks
 *   and how large its statements grow when many more requests queue.
 */
export const TRANSFER_BATCHING = {
  maxBatch: 64,
  concurrency: 2,
};

/** Every transfer of one database handle goes through one batcher: a lone request is a batch of one. */
const batcherOf = oncePerDb((db: Db) =>
  createBatcher({ ...TRANSFER_BATCHING, run: (items: TransferItem[]) => decideTransfers(db, items) }),
);

/** Decides a transfer in the next batch; a key an earlier item of its batch claimed waits for the next one. */
export async function submitTransfer(db: Db, item: TransferItem): Promise<TransferResult> {
  for (;;) {
    const answer = await batcherOf(db).submit(item);
    if (answer !== RUN_AGAIN) return answer;
  }
}
