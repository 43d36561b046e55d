import { and, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import type { RuleRow } from '@/server/db/queries/auto-top-up';
import { findOwner } from '@/server/db/queries/companies';
import { accounts } from '@/server/db/schema/index';
import { notify } from '@/server/modules/notifications/notify';
import { escapeHtml } from '@/server/providers/mail/layout';

/**
 * "Auto top-up failed" to the company's owner, on the channels of their settings (in-app with its web
 * push, e-mail, Telegram), in the transaction that records the failure. Told when a rule starts failing,
 * not again for each retry while it keeps failing: the rule shows it is failing until a refill succeeds.
 */
export async function autoTopUpFailed(tx: Db, rule: RuleRow, reason: string) {
  if (rule.status === 'failing') return;
  const owner = await findOwner(tx, rule.companyId);
  if (!owner) return;
  const [bin] = await tx
    .select({ name: accounts.name })
    .from(accounts)
    .where(and(eq(accounts.id, rule.binAccountId), eq(accounts.companyId, rule.companyId)));
  await notify(tx, {
    type: 'auto_top_up_failed',
    userIds: [owner.id],
    title: 'Auto top-up failed',
    description:
      `<p>The auto top-up of ${escapeHtml(bin?.name ?? 'a BIN account')} could not move money: ` +
      `${escapeHtml(reason)}. It will try again at the next crossing.</p>`,
    link: '/bank',
    dedupeKey: `auto-top-up-failed:${rule.id}:${rule.refillSeq}`,
  });
}
