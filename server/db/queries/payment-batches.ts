import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { payments } from '@/server/db/schema/index';
import { paymentConditions, paymentRows, type PaymentFilter, type PaymentRow } from './payments';

/**
 * Every payment the filter selects, newest first, in batches read by keyset (created_at, id) rather than
 * by offset: each batch costs the same however deep the export goes, and only one is held at a time.
 */
export async function* paymentBatches(db: Db, filter: PaymentFilter, size = 1_000): AsyncGenerator<PaymentRow[]> {
  let after: { createdAt: Date; id: number } | null = null;
  for (;;) {
    const cursor: { createdAt: Date; id: number } | null = after;
    const batch: PaymentRow[] = await paymentRows(db)
      .where(
        and(
          paymentConditions(filter),
          cursor
            ? or(
                lt(payments.createdAt, cursor.createdAt),
                and(eq(payments.createdAt, cursor.createdAt), lt(payments.id, cursor.id)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(size);
    if (batch.length === 0) return;
    yield batch;
    if (batch.length < size) return;
    const last = batch[batch.length - 1]!.payment;
    after = { createdAt: last.createdAt, id: last.id };
  }
}
