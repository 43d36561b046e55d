import { and, desc, eq, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '@/server/db/schema/index';
import { useCardKit } from '@/server/modules/card-issuer/card-test-kit';
import { recipientsOf } from '@/server/modules/notifications/notify';
import { fund, northwindId, transitOf } from '@/server/modules/transfers/money-fixtures';
import { autoPayments, available, binWithCard, minor, purchase, ruleOf, saveRule } from './auto-top-up.fixtures';

// A refill reads who hears of its transfers with its route's facts (transfer-facts.ts `hearing`), not in a
// statement of its own: the notices must still reach exactly whom a manual transfer's reach.

const kit = useCardKit();
let companyId: number;
beforeAll(async () => {
  companyId = await northwindId(kit.t);
});

describe('a refill tells of its transfers', () => {
  it('both transfers of a conversion refill tell "transfer done" in-app to whoever sees the money', async () => {
    const { t } = kit;
    const eurTransit = await transitOf(t, companyId, 'EUR');
    await fund(t, companyId, eurTransit, minor('500.00'), 'EUR');
    const { accountId, card } = await binWithCard(t, companyId, minor('200.00'));
    await saveRule(t, accountId, { fromAccountId: eurTransit, below: '100.00', mode: 'amount', amount: '150.00' });
    const rule = await ruleOf(t, accountId);
    const [last] = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .orderBy(desc(notifications.id))
      .limit(1);

    await purchase(t, card.issuerCardId, Number((await available(t, accountId)) - minor('90.00')));
    await t.drainJobs();
    expect(await autoPayments(t, rule.id)).toHaveLength(2);

    const expected = (await recipientsOf(t.db, { type: 'transfer_done', companyId }))
      .filter((r) => r.channels.interface)
      .map((r) => r.userId)
      .sort((a, b) => a - b);
    expect(expected.length).toBeGreaterThan(0);
    const told = await t.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.type, 'transfer_done'), gt(notifications.id, last?.id ?? 0)));
    const twice = [...expected, ...expected].sort((a, b) => a - b);
    expect(told.map((n) => n.userId).sort((a, b) => a - b)).toEqual(twice);
  });
});
