import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, timestamptz, timestamptzNow } from './columns';
import { companies } from './companies';
import { users } from './users';

/** 0 pending, 1 approved, 2 declined (src/contracts/onboarding.ts INVITATION_STATUS). */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: serialId(),
    /** Always stored lower-cased. */
    email: text('email').notNull(),
    /** The Telegram handle as given, with its @. */
    telegram: text('telegram').notNull(),
    referralId: integer('referral_id').references(() => referrals.id),
    status: integer('status').notNull().default(0),
    /** The card issuer the company is set up with; chosen by staff, null until then. */
    provider: text('provider'),
    /** The visitor's default fingerprint hash and analytics client id, for staff reviewing sign-ups. */
    fingerprint: text('fingerprint'),
    clientId: text('client_id'),
    /** SHA-256 of the start code in the bot link answered at registration (never the code itself). */
    botStartHash: text('bot_start_hash').unique(),
    /** Set when the visitor opened the bot with that link: the chat the decision is announced in. */
    telegramChatId: text('telegram_chat_id'),
    createdAt: timestamptzNow('created_at'),
    decidedAt: timestamptz('decided_at'),
    decidedBy: integer('decided_by').references(() => users.id),
    companyId: integer('company_id').references(() => companies.id),
  },
  (t) => [
    // One pending request per address, also under concurrent submits; declined ones may apply again.
    uniqueIndex('company_invitations_pending_email_uq')
      .on(t.email)
      .where(sql`${t.status} = 0`),
    index('company_invitations_status_created_idx').on(t.status, t.createdAt),
  ],
);

/** The first visit of each browser fingerprint, with where it came from (spec 7 POST /visit). */
export const visits = pgTable('visits', {
  id: serialId(),
  fingerprintHash: text('fingerprint_hash').notNull().unique(),
  utmSource: text('utm_source'),
  utmMedium: text('utm_medium'),
  utmCampaign: text('utm_campaign'),
  utmTerm: text('utm_term'),
  utmContent: text('utm_content'),
  browserName: text('browser_name'),
  browserVersion: text('browser_version'),
  firstSeenAt: timestamptzNow('first_seen_at'),
});

/**
 * A referral code people register with. Third-party referrals (partners) have no company; a company's
 * own code (companies.referral_hash) gets a row here the first time someone registers with it, so an
 * invitation and a company always point at one kind of thing.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: serialId(),
    name: text('name').notNull(),
    /** 16 characters (spec 5), the code in /registration/{referral}. */
    referralHash: text('referral_hash').notNull().unique(),
    condition: text('condition'),
    /** Exact decimal in the platform's transfer currency. */
    freeTransferAmount: numeric('free_transfer_amount', { precision: 18, scale: 2 }).notNull().default('0.00'),
    freeTransferCount: integer('free_transfer_count').notNull().default(0),
    companyId: integer('company_id').references(() => companies.id),
    createdAt: timestamptzNow('created_at'),
    updatedAt: timestamptzNow('updated_at'),
  },
  (t) => [
    uniqueIndex('referrals_company_uq')
      .on(t.companyId)
      .where(sql`${t.companyId} is not null`),
  ],
);
