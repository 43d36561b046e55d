import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ADMIN_NOTIFICATION_ROUTE } from '@/src/contracts/notification-types';
import type { Db } from '@/server/db/client';
import { accountMoneyFields } from '@/server/db/queries/balances';
import { activeClientUserIds, activeStaffIds } from '@/server/db/queries/notifications';
import { accounts, companies, payments, users } from '@/server/db/schema/index';
import { formatMinor, toMinor } from '@/server/ledger/amounts';
import { escapeHtml } from '@/server/providers/mail/layout';
import {
  notify,
  notifyMany,
  recipientsOf,
  recipientsOfMany,
  recipientsQuery,
  type Recipient,
  type RecipientRow,
} from './notify';

/**
 * The product's events as notifications (PRODUCT.md "Notifications"). Each is called inside the
 * transaction of its event, so the notification and its deliveries exist exactly when the event does,
 * and each that a replay could reach again carries a dedupe key naming the event, so a replay sends
 * nothing twice (a transfer cannot be replayed: its request posts once per payment).
 */

/** Roles 1, 5 and 6 receive the admin notifications (spec 6). */
const ADMIN_NOTIFIED_ROLES = [1, 5, 6] as const;

const fromAccount = alias(accounts, 'from_account');
const toAccount = alias(accounts, 'to_account');

const money = (minor: bigint, currency: string) => `${formatMinor(minor, currency)} ${currency}`;

async function paymentWithNames(tx: Db, paymentId: number) {
  const [row] = await tx
    .select({ payment: payments, companyName: companies.name, from: fromAccount.name, to: toAccount.name })
    .from(payments)
    .innerJoin(companies, eq(companies.id, payments.companyId))
    .leftJoin(fromAccount, eq(fromAccount.id, payments.fromAccountId))
    .leftJoin(toAccount, eq(toAccount.id, payments.toAccountId))
    .where(eq(payments.id, paymentId));
  return row ?? null;
}

/** An admin notification for one admin route, to every active staff member of roles 1, 5 and 6. */
export async function notifyStaff(
  tx: Db,
  input: { routeName: string; title: string; description: string; dedupeKey: string },
) {
  const userIds = await activeStaffIds(tx, ADMIN_NOTIFIED_ROLES);
  await notify(tx, {
    type: 'message',
    userIds,
    title: input.title,
    description: input.description,
    link: `/${input.routeName}`,
    routeName: input.routeName,
    dedupeKey: input.dedupeKey,
  });
}

/** A top-up or withdrawal now waits for role 1's decision: staff hear of it on the transfer-funds page. */
export async function paymentAwaitsDecision(tx: Db, paymentId: number) {
  const found = await paymentWithNames(tx, paymentId);
  if (!found) return;
  const { payment, companyName } = found;
  const what = payment.type === 'top_up' ? 'Top-up' : 'Withdrawal';
  await notifyStaff(tx, {
    routeName: ADMIN_NOTIFICATION_ROUTE.transferFunds,
    title: `${what} waiting for a decision`,
    description:
      `<p>${what} of <b>${escapeHtml(money(payment.amount, payment.currency))}</b> for ${escapeHtml(companyName)} ` +
      `is waiting to be accepted or declined.</p>`,
    dedupeKey: `payment-pending:${paymentId}`,
  });
}

/** Role 1 accepted or declined a top-up or withdrawal: the company's people who see its money hear of it. */
export async function paymentDecided(tx: Db, paymentId: number, accepted: boolean) {
  const found = await paymentWithNames(tx, paymentId);
  if (!found) return;
  const { payment } = found;
  const amount = escapeHtml(money(payment.amount, payment.currency));
  if (payment.type === 'top_up') {
    if (!accepted) return; // nothing was credited: "top-up credited" is the only top-up event
    await notify(tx, {
      type: 'top_up_credited',
      companyId: payment.companyId,
      title: 'Top-up credited',
      description: `<p><b>${amount}</b> has been credited to ${escapeHtml(found.to ?? 'your account')}.</p>`,
      link: '/bank',
      dedupeKey: `top-up-credited:${paymentId}`,
    });
    return;
  }
  if (payment.type !== 'withdrawal') return;
  await notify(tx, {
    type: 'withdrawal_processed',
    companyId: payment.companyId,
    title: accepted ? 'Withdrawal completed' : 'Withdrawal declined',
    description: accepted
      ? `<p>The withdrawal of <b>${amount}</b> from ${escapeHtml(found.from ?? 'your account')} has been completed.</p>`
      : `<p>The withdrawal of <b>${amount}</b> from ${escapeHtml(found.from ?? 'your account')} has been declined; ` +
        `the amount is available again.</p>`,
    link: '/bank',
    dedupeKey: `withdrawal-processed:${paymentId}`,
  });
}

/** Who watches low balances: users with a threshold for them. */
type Watcher = Recipient & { threshold: string };
const watchersIn = (recipients: Recipient[]) => recipients.filter((r): r is Watcher => r.threshold !== null);

/**
 * Low balance: after `debitedMinor` left a company's transit or BIN account (a posting or a hold), each
 * user who sees the company's money and has low_balance on is told once when the account's AVAILABLE
 * balance (balance − hold) crosses their threshold downwards: it was at or above the threshold before
 * this debit and is below it after. A balance that stays low is not repeated on every payment; it is
 * told again after it has been topped up above the threshold and falls once more. The threshold is an
 * amount in the account's own currency.
 */
function lowBalanceEvents(
  watchers: Watcher[],
  account: { id: number; name: string; currency: string },
  after: bigint,
  debitedMinor: bigint,
  eventKey: string,
) {
  if (debitedMinor <= 0n) return [];
  const before = after + debitedMinor;
  return watchers.flatMap((r) => {
    const threshold = toMinor(r.threshold, account.currency);
    if (!(before >= threshold && after < threshold)) return [];
    return [
      {
        type: 'low_balance' as const,
        userIds: [r.userId],
        recipients: [r],
        title: 'Low balance',
        description:
          `<p>The available balance of ${escapeHtml(account.name)} is ` +
          `<b>${escapeHtml(money(after, account.currency))}</b>, below your threshold of ` +
          `${escapeHtml(money(threshold, account.currency))}.</p>`,
        link: '/bank',
        dedupeKey: `low-balance:${eventKey}:${account.id}:${r.userId}`,
      },
    ];
  });
}

/**
 * Low balance (above) in two steps in the debit's transaction: who watches the company's balances is read
 * BEFORE the debit (it does not depend on it), and `debited` reads the account after it, while its lock
 * is held, so the locked part of the transaction is one read longer and no more.
 */
export async function watchLowBalance(tx: Db, companyId: number) {
  const watchers = watchersIn(await recipientsOf(tx, { type: 'low_balance', companyId }));
  return {
    async debited(input: { accountId: number; debitedMinor: bigint; eventKey: string }) {
      if (input.debitedMinor <= 0n || watchers.length === 0) return;
      const [account] = await tx
        .select(accountMoneyFields)
        .from(accounts)
        .where(
          and(eq(accounts.id, input.accountId), eq(accounts.companyId, companyId), sql`${accounts.type} in (0, 1)`),
        );
      if (!account) return;
      await notifyMany(
        tx,
        lowBalanceEvents(watchers, account, account.balance - account.hold, input.debitedMinor, input.eventKey),
      );
    },
  };
}

/** A transfer a batch posted, with what its source account has available after it. */
export interface PostedTransfer {
  companyId: number;
  paymentId: number;
  amount: bigint;
  currency: string;
  from: { id: number; name: string; currency: string; availableAfter: bigint };
  toName: string;
}

/** What "transfer done" tells of a transfer: known from its plan, before it posts. */
export type TransferToTell = Pick<PostedTransfer, 'companyId' | 'amount' | 'currency' | 'toName'> & {
  from: { name: string };
};

const transferAudiences = (companies: number[]) =>
  companies.flatMap((companyId) => [
    { type: 'transfer_done' as const, companyId },
    { type: 'low_balance' as const, companyId },
  ]);

/** Who hears of the transfers of `companies`, read ahead of watchTransfers (it reads them itself without). */
export interface TransferHearing {
  companies: number[];
  lists: Recipient[][];
}

/**
 * watchTransfers' read as a query for a statement of the caller's (the transfers' facts read, one round trip
 * fewer); `hearing` turns its rows into what watchTransfers takes.
 */
export function transferHearingQuery(companyIds: number[]) {
  const companies = [...new Set(companyIds)];
  const { query, lists } = recipientsQuery(transferAudiences(companies));
  return { query, hearing: (rows: RecipientRow[]): TransferHearing => ({ companies, lists: lists(rows) }) };
}

/**
 * Transfers between companies' own accounts, told from what they posted: "transfer done" to whoever sees
 * each company's money, and low balance (above) on each source account. Two steps, for a batch of
 * transfers (server/modules/transfers): who hears of them is read for all their companies in one
 * statement BEFORE the accounts are locked, and `posted` writes the notifications of the transfers that
 * posted, a refused one telling nobody. A transfer runs once per request (idempotency), so "transfer
 * done" needs no dedupe key; low balance is keyed by the payment. `heard`: that read, when the caller made it
 * in a statement of its own (transferHearingQuery) for these companies.
 *
 * `done` writes "transfer done" ahead of the posting, for a caller whose transaction rolls back whole when
 * a transfer is refused (an auto top-up's refill): the accounts the posting locks are then held for what
 * depends on it only, and `posted(…, true)` adds low balance alone.
 */
export async function watchTransfers(tx: Db, companyIds: number[], heard?: TransferHearing) {
  const companies = [...new Set(companyIds)];
  const known = heard && companies.every((id) => heard.companies.includes(id)) ? heard : null;
  const lists = known ? known.lists : await recipientsOfMany(tx, transferAudiences(companies));
  const from = known ? known.companies : companies;
  const hearing = new Map(from.map((id, i) => [id, { done: lists[2 * i]!, watchers: watchersIn(lists[2 * i + 1]!) }]));
  const transferDone = (t: TransferToTell) => ({
    type: 'transfer_done' as const,
    companyId: t.companyId,
    recipients: hearing.get(t.companyId)!.done,
    title: 'Transfer done',
    description:
      `<p><b>${escapeHtml(money(t.amount, t.currency))}</b> moved from ${escapeHtml(t.from.name)} to ` +
      `${escapeHtml(t.toName)}.</p>`,
    link: '/bank',
  });
  return {
    async done(transfers: TransferToTell[]) {
      await notifyMany(tx, transfers.map(transferDone));
    },
    async posted(transfers: PostedTransfer[], doneTold = false) {
      const events = transfers.flatMap((t) => {
        const { watchers } = hearing.get(t.companyId)!;
        const lowBalance = lowBalanceEvents(
          watchers,
          t.from,
          t.from.availableAfter,
          t.amount,
          `payment:${t.paymentId}`,
        );
        return doneTold ? lowBalance : [transferDone(t), ...lowBalance];
      });
      if (events.length > 0) await notifyMany(tx, events);
    },
  };
}

/** A card authorization's hold a batch placed, with what its BIN account has available after it. */
export interface PlacedHold {
  companyId: number;
  paymentId: number;
  amount: bigint;
  account: { id: number; name: string; currency: string; availableAfter: bigint };
}

/**
 * Low balance (above) for card holds, in the two steps of watchTransfers: who watches the companies'
 * balances is read for all of them in one statement, and `held` tells of the holds that took an account
 * below a threshold.
 */
export async function watchCardHolds(tx: Db, companyIds: number[]) {
  const companies = [...new Set(companyIds)];
  const lists = await recipientsOfMany(
    tx,
    companies.map((companyId) => ({ type: 'low_balance' as const, companyId })),
  );
  const watchers = new Map(companies.map((id, i) => [id, watchersIn(lists[i]!)]));
  return {
    async held(holds: PlacedHold[]) {
      const events = holds.flatMap((h) =>
        lowBalanceEvents(
          watchers.get(h.companyId) ?? [],
          h.account,
          h.account.availableAfter,
          h.amount,
          `payment:${h.paymentId}`,
        ),
      );
      if (events.length) await notifyMany(tx, events);
    },
  };
}

/**
 * A sign-in from a browser the user has not signed in from before (no earlier session with the same IP
 * address and user agent). Call it before the new session is written.
 */
export async function signedIn(
  tx: Db,
  input: { userId: number; sessionId: string; ip: string | null; userAgent: string | null; at: Date; known: boolean },
) {
  if (input.known) return;
  const where = [input.ip && `from ${input.ip}`, input.userAgent && `(${input.userAgent.slice(0, 160)})`]
    .filter(Boolean)
    .join(' ');
  await notify(tx, {
    type: 'new_sign_in',
    userIds: [input.userId],
    title: 'New sign-in',
    description:
      `<p>Your account was signed in to on ${escapeHtml(input.at.toISOString().replace('T', ' ').slice(0, 16))} ` +
      `UTC${where ? ` ${escapeHtml(where)}` : ''}.</p><p>If this was not you, change your password at once.</p>`,
    dedupeKey: `sign-in:${input.sessionId}`,
  });
}

/** A new registration request: staff see it on the registration-confirmation page. */
export async function registrationRequested(tx: Db, input: { invitationId: number; email: string }) {
  await notifyStaff(tx, {
    routeName: ADMIN_NOTIFICATION_ROUTE.registrations,
    title: 'New registration request',
    description: `<p>${escapeHtml(input.email)} asks to register a company.</p>`,
    dedupeKey: `registration-requested:${input.invitationId}`,
  });
}

/**
 * A registration was approved: the new owner finds it in the app. The e-mail with the password link
 * already went out from onboarding, so this is in-app only. A declined applicant has no user to
 * notify (they are told by e-mail and the bot).
 */
export async function registrationApproved(tx: Db, input: { ownerId: number; companyName: string }) {
  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.ownerId));
  if (!owner) return;
  await notify(tx, {
    type: 'registration_decision',
    userIds: [owner.id],
    title: 'Registration approved',
    description: `<p>Welcome! ${escapeHtml(input.companyName)} is registered and ready to use.</p>`,
    link: '/dashboard',
    dedupeKey: `registration-approved:${owner.id}`,
    channels: ['interface'],
  });
}

/**
 * A news article was published: every active client user (roles 2, 3, 4 of accepted, unblocked
 * companies) finds it in the bell. Once per article: publishing it again after an unpublish tells nobody twice.
 */
export async function newsPublished(tx: Db, input: { newsId: number; title: string }) {
  const userIds = await activeClientUserIds(tx, {});
  await notify(tx, {
    type: 'news_published',
    userIds,
    title: 'News',
    description: `<p>${escapeHtml(input.title)}</p>`,
    link: `/news/${input.newsId}`,
    dedupeKey: `news-published:${input.newsId}`,
  });
}
