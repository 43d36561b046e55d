import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { serialId, timestamptz, timestamptzNow } from './columns';
import { companies } from './companies';

export const users = pgTable(
  'users',
  {
    id: serialId(),
    /** Always stored lower-cased. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash'),
    role: integer('role').notNull(),
    /** 0 closed, 1 paused, 2 active. */
    status: integer('status').notNull().default(2),
    companyId: integer('company_id').references(() => companies.id),
    teamLeadId: integer('team_lead_id').references((): AnyPgColumn => users.id),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    teamName: text('team_name'),
    timezone: text('timezone').notNull().default('UTC+00:00'),
    twoFA: boolean('two_fa').notNull().default(false),
    canSeeBalance: boolean('can_see_balance').notNull().default(true),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    otp3DSEmail: boolean('otp_3ds_email').notNull().default(true),
    emailFor3ds: text('email_for_3ds'),
    balanceCurrency: text('balance_currency').notNull().default('USD'),
    isProfileFilled: boolean('is_profile_filled').notNull().default(false),
    ymClientId: text('ym_client_id'),
    telegramChatId: text('telegram_chat_id'),
    telegramUsername: text('telegram_username'),
    cryptoWalletChangedAt: timestamptz('crypto_wallet_changed_at'),
    createdAt: timestamptzNow('created_at'),
    updatedAt: timestamptzNow('updated_at'),
  },
  (t) => [index('users_company_idx').on(t.companyId), index('users_team_lead_idx').on(t.teamLeadId)],
);
