import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { INVITATION_STATUS } from '@/src/contracts/onboarding';
import type { Db } from '@/server/db/client';
import { isUniqueViolation } from '@/server/db/errors';
import { companies, companyInvitations, oneTimeSecrets, referrals, users } from '@/server/db/schema/index';
import { createTransitAccounts } from './accounts';
import { firstLegalEntityId } from './companies';
import { newReferralHash } from './referrals';
import { paged } from '@/server/db/paging';

const { pending, approved, declined } = INVITATION_STATUS;

/** Whether a registration with this (lower-cased) e-mail would duplicate a user or a pending request. */
export async function emailInUse(db: Db, email: string): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (user) return true;
  const [invitation] = await db
    .select({ id: companyInvitations.id })
    .from(companyInvitations)
    .where(and(eq(companyInvitations.email, email), eq(companyInvitations.status, pending)));
  return Boolean(invitation);
}

export interface NewInvitation {
  email: string;
  telegram: string;
  referralId: number | null;
  fingerprint: string | null;
  clientId: string | null;
  botStartHash: string;
}

/** The new invitation's id, or null when a pending one for the e-mail won a concurrent race. */
export async function createInvitation(db: Db, input: NewInvitation): Promise<number | null> {
  try {
    const [row] = await db.insert(companyInvitations).values(input).returning({ id: companyInvitations.id });
    return row!.id;
  } catch (error) {
    if (isUniqueViolation(error, 'company_invitations_pending_email_uq')) return null;
    throw error;
  }
}

export interface InvitationFilter {
  status?: number;
  /** Half-open period [from, to) in absolute time. */
  from?: Date;
  to?: Date;
  search?: string;
  page: number;
  perPage: number;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export async function listInvitations(db: Db, filter: InvitationFilter) {
  const conditions: (SQL | undefined)[] = [
    filter.status === undefined ? undefined : eq(companyInvitations.status, filter.status),
    filter.from && gte(companyInvitations.createdAt, filter.from),
    filter.to && lt(companyInvitations.createdAt, filter.to),
    filter.search
      ? or(
          ilike(companyInvitations.email, likePattern(filter.search)),
          ilike(companyInvitations.telegram, likePattern(filter.search)),
        )
      : undefined,
  ];
  const where = and(...conditions);
  const [records, [total]] = await Promise.all([
    paged(
      db
        .select({
          invitation: companyInvitations,
          referralHash: referrals.referralHash,
          referralName: referrals.name,
          // The owner made on approval, while they have not set a password yet.
          ownerAwaitingPassword: sql<boolean>`${users.id} is not null and ${users.passwordHash} is null`,
        })
        .from(companyInvitations)
        .leftJoin(referrals, eq(referrals.id, companyInvitations.referralId))
        .leftJoin(users, and(eq(companyInvitations.status, approved), eq(users.email, companyInvitations.email)))
        .where(where)
        .orderBy(desc(companyInvitations.createdAt), desc(companyInvitations.id)),
      filter,
    ),
    db.select({ n: count() }).from(companyInvitations).where(where),
  ]);
  return { records, totalCount: Number(total?.n ?? 0) };
}

export async function countPendingInvitations(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(companyInvitations).where(eq(companyInvitations.status, pending));
  return Number(row?.n ?? 0);
}

export async function getInvitation(db: Db, id: number) {
  return (await db.query.companyInvitations.findFirst({ where: eq(companyInvitations.id, id) })) ?? null;
}

export type DecisionFailure = 'not-found' | 'decided' | 'email-taken';

/** Thrown inside a transaction to roll it back with a reason the caller turns into an answer. */
class Abort extends Error {
  constructor(readonly reason: DecisionFailure) {
    super(reason);
  }
}

/** Claims a pending invitation for a decision; the row lock makes a concurrent second decision wait, then miss. */
async function claimPending(tx: Db, id: number, status: number, staffId: number, now: Date) {
  const [claimed] = await tx
    .update(companyInvitations)
    .set({ status, decidedAt: now, decidedBy: staffId })
    .where(and(eq(companyInvitations.id, id), eq(companyInvitations.status, pending)))
    .returning();
  if (claimed) return claimed;
  const [exists] = await tx
    .select({ id: companyInvitations.id })
    .from(companyInvitations)
    .where(eq(companyInvitations.id, id));
  throw new Abort(exists ? 'decided' : 'not-found');
}

export interface Approval {
  id: number;
  staffId: number;
  companyName: string | undefined;
  /** SHA-256 of the /confirm-user/ token, stored with the owner in the same transaction. */
  confirmTokenHash: string;
  confirmExpiresAt: Date;
  now: Date;
  /** Runs inside the approval's transaction once the company exists (the audit record goes here). */
  onCreated?: (tx: Db, created: { companyId: number; ownerId: number; name: string }) => Promise<void>;
}

export type ApprovalResult =
  | { outcome: 'approved'; companyId: number; ownerId: number; email: string; telegramChatId: string | null }
  | { outcome: DecisionFailure };

/**
 * Approval as one transaction: the invitation is claimed, then the company, its owner (role 2, active,
 * no password), its transit accounts, the owner's confirmation link and the audit record are made. Any failure — the
 * e-mail taken by a user made meanwhile included — rolls all of it back.
 */
export async function approveInvitation(db: Db, input: Approval): Promise<ApprovalResult> {
  try {
    return await db.transaction(async (tx) => {
      const invitation = await claimPending(tx, input.id, approved, input.staffId, input.now);
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, invitation.email));
      if (taken) throw new Abort('email-taken');

      const [company] = await tx
        .insert(companies)
        .values({
          name: input.companyName ?? invitation.email,
          referralHash: newReferralHash(),
          registrationReferralId: invitation.referralId,
          // Staff change it on the company page; a new company starts with the platform's first entity.
          legalEntityId: await firstLegalEntityId(tx),
        })
        .returning({ id: companies.id, name: companies.name });
      const [owner] = await tx
        .insert(users)
        .values({
          email: invitation.email,
          passwordHash: null,
          role: 2,
          status: 2,
          companyId: company!.id,
          telegramUsername: invitation.telegram.replace(/^@/, ''),
          telegramChatId: invitation.telegramChatId,
        })
        .returning({ id: users.id });
      await createTransitAccounts(tx, company!.id);
      await tx
        .update(companyInvitations)
        .set({ companyId: company!.id })
        .where(eq(companyInvitations.id, invitation.id));
      await tx.insert(oneTimeSecrets).values({
        secretHash: input.confirmTokenHash,
        purpose: 'confirm-user',
        userId: owner!.id,
        expiresAt: input.confirmExpiresAt,
      });
      await input.onCreated?.(tx, { companyId: company!.id, ownerId: owner!.id, name: company!.name });
      return {
        outcome: 'approved' as const,
        companyId: company!.id,
        ownerId: owner!.id,
        email: invitation.email,
        telegramChatId: invitation.telegramChatId,
      };
    });
  } catch (error) {
    if (error instanceof Abort) return { outcome: error.reason };
    if (isUniqueViolation(error, 'users_email_unique')) return { outcome: 'email-taken' };
    throw error;
  }
}

export type DeclineResult =
  { outcome: 'declined'; email: string; telegramChatId: string | null } | { outcome: DecisionFailure };

export async function declineInvitation(db: Db, id: number, staffId: number, now: Date): Promise<DeclineResult> {
  try {
    return await db.transaction(async (tx) => {
      const invitation = await claimPending(tx, id, declined, staffId, now);
      return { outcome: 'declined' as const, email: invitation.email, telegramChatId: invitation.telegramChatId };
    });
  } catch (error) {
    if (error instanceof Abort) return { outcome: error.reason };
    throw error;
  }
}

/**
 * Links the chat that opened the registration's bot link to the still pending invitation, once.
 * True when it did; false for an unknown code, a decided invitation or one already linked.
 */
export async function linkInvitationChat(db: Db, botStartHash: string, chatId: string): Promise<boolean> {
  const linked = await db
    .update(companyInvitations)
    .set({ telegramChatId: chatId })
    .where(
      and(
        eq(companyInvitations.botStartHash, botStartHash),
        eq(companyInvitations.status, pending),
        sql`${companyInvitations.telegramChatId} is null`,
      ),
    )
    .returning({ id: companyInvitations.id });
  return linked.length > 0;
}
