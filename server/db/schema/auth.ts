import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz, timestamptzNow, requiredRef } from './columns';
import { users } from './users';

/** A sign-in: one family of rotating refresh tokens. Revoking it ends the session everywhere at once. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: requiredRef('user_id', () => users.id),
    createdAt: timestamptzNow('created_at'),
    lastSeenAt: timestamptzNow('last_seen_at'),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    revokedReason: text('revoked_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Refresh tokens are stored as SHA-256 hashes; a used one presented again revokes its session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id),
    createdAt: timestamptzNow('created_at'),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** One-time codes and hashes: stored hashed, single use, expiring. */
export const oneTimeSecrets = pgTable(
  'one_time_secrets',
  {
    secretHash: text('secret_hash').primaryKey(),
    /** login-code, secret-code, auth-hash, telegram-start */
    purpose: text('purpose').notNull(),
    userId: requiredRef('user_id', () => users.id),
    createdAt: timestamptzNow('created_at'),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('one_time_secrets_user_idx').on(t.userId, t.purpose)],
);

/** Fixed-window counters shared by every instance (login failures per account and per IP, etc.). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: timestamptz('window_start').notNull(),
    hits: integer('hits').notNull().default(0),
    blockedUntil: timestamptz('blocked_until'),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] })],
);
