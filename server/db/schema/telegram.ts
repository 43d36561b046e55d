import { bigint, pgTable } from 'drizzle-orm/pg-core';
import { timestamptzNow } from './columns';

/**
 * Update ids already handled. Telegram redelivers an update until it gets a 2xx, so a slow answer can
 * bring the same `/start` twice; the second is recognised here and ignored.
 */
export const telegramUpdates = pgTable('telegram_updates', {
  updateId: bigint('update_id', { mode: 'number' }).primaryKey(),
  receivedAt: timestamptzNow('received_at'),
});
