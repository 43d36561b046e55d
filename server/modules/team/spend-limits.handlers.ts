import { ROLE } from '@/src/contracts/access';
import { apiMessage } from '@/src/contracts/api-messages';
import type { personLimitEndpoints, UserSpendLimits } from '@/src/contracts/person-limits';
import type { Db } from '@/server/db/client';
import { periodStarts } from '@/server/db/queries/cards';
import { limitsOfUsers, replaceLimits, spendOfUsers, type PersonLimitRow } from '@/server/db/queries/person-limits';
import { usersInScope } from '@/server/db/queries/team';
import { getUserRow } from '@/server/db/queries/users';
import { invalidField, notFound } from '@/server/http/errors';
import type { Handlers } from '@/server/http/mount';
import { audit } from '@/server/http/audit';
import { reachesUser } from '@/server/lib/tenancy';
import { userTarget } from '@/server/http/user-target';
import { formatMinor, toMinor } from '@/server/ledger/amounts';
import { scopeOf } from './scope';

/**
 * Per-person spend limits (issue 23): the owner sets them for the company's users, a team lead for their
 * team's members within the lead's own limit in each currency (a lead without a limit in a currency is not
 * bound in it); the authorization batch enforces them (card-issuer/person-limits.ts). Reading them costs a
 * few index rows per user: the spend is migration 0013's kept days.
 */

const money = (minor: bigint | null, currency: string) => (minor === null ? null : formatMinor(minor, currency));

async function viewsOf(db: Db, userIds: number[], now: Date): Promise<UserSpendLimits[]> {
  const { dayStart, monthStart } = periodStarts(now);
  const [limits, spend] = await Promise.all([
    limitsOfUsers(db, userIds),
    spendOfUsers(db, userIds, dayStart, monthStart),
  ]);
  return userIds.map((userId) => ({
    userId,
    limits: limits
      .filter((l) => l.userId === userId)
      .map((l) => {
        const spent = spend.get(`${userId}:${l.currency}`) ?? { today: 0n, month: 0n };
        return {
          currency: l.currency,
          daily: money(l.daily, l.currency),
          monthly: money(l.monthly, l.currency),
          spentToday: formatMinor(spent.today, l.currency),
          spentMonth: formatMinor(spent.month, l.currency),
        };
      }),
  }));
}

/** A team lead's limits bound the member's: each kind the lead has must be set and at most the lead's. */
function checkWithinLead(
  lead: PersonLimitRow[],
  limits: { currency: string; daily: bigint | null; monthly: bigint | null }[],
) {
  for (const own of lead) {
    const index = limits.findIndex((l) => l.currency === own.currency);
    const asked = limits[index];
    for (const kind of ['daily', 'monthly'] as const) {
      const ceiling = own[kind];
      if (ceiling === null) continue;
      const value = asked?.[kind] ?? null;
      if (value === null || value > ceiling) {
        const field = index < 0 ? 'limits' : `limits.${index}.${kind}`;
        throw invalidField(
          field,
          apiMessage.personLimitAboveLead(`${formatMinor(ceiling, own.currency)} ${own.currency}`),
        );
      }
    }
  }
}

export const personLimitHandlers: Handlers<typeof personLimitEndpoints> = {
  async getUserSpendLimits({ params, auth, c }) {
    const { db, now } = c.var.deps;
    const target = await getUserRow(db, params.id);
    if (!target || !reachesUser(auth, target)) throw notFound();
    const [view] = await viewsOf(db, [target.id], now());
    return view!;
  },

  async setUserSpendLimits({ params, body, auth, c }) {
    const { db, now } = c.var.deps;
    return db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      // The 'spendLimits' act: an owner any user of the company, themself included; a lead the members of
      // their team (404 otherwise), never themself or the owner.
      const target = await userTarget(tx, auth, params.id, 'spendLimits');
      const limits = body.limits.map((l) => ({
        currency: l.currency,
        daily: l.daily === null ? null : toMinor(l.daily, l.currency),
        monthly: l.monthly === null ? null : toMinor(l.monthly, l.currency),
      }));
      if (auth.role === ROLE.teamLead) checkWithinLead(await limitsOfUsers(tx, [auth.userId]), limits);
      const before = await replaceLimits(tx, target.id, limits, auth.userId, now());
      const shown = (rows: { currency: string; daily: bigint | null; monthly: bigint | null }[]) =>
        rows.map((l) => ({
          currency: l.currency,
          daily: money(l.daily, l.currency),
          monthly: money(l.monthly, l.currency),
        }));
      await audit(tx, c, auth, {
        action: 'user.spendLimits',
        entityType: 'user',
        entityId: target.id,
        companyId: target.companyId,
        before: { limits: shown(before) },
        after: { limits: shown(limits) },
      });
      const [view] = await viewsOf(tx, [target.id], now());
      return { ...view!, message: apiMessage.personLimitsSaved };
    });
  },

  async teamSpendLimits({ auth, c }) {
    const { db, now } = c.var.deps;
    const people = await usersInScope(db, scopeOf(auth));
    const views = await viewsOf(
      db,
      people.map((p) => p.id),
      now(),
    );
    return views.filter((v) => v.limits.length > 0);
  },

  async mySpendLimits({ auth, c }) {
    const { db, now } = c.var.deps;
    const [view] = await viewsOf(db, [auth.userId], now());
    return view!;
  },
};
