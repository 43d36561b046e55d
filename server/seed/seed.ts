import { count } from 'drizzle-orm';
import { createTransitAccounts } from '../db/queries/accounts';
import { companies, companyInvitations, referrals, users } from '../db/schema/index';
import type { Deps } from '../lib/deps';
import { randomToken } from '../lib/secrets';
import { hashPassword } from '../modules/auth/passwords';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users';

/**
 * Seeds the demo data of PRODUCT.md into an empty database. `auto` seeds only the embedded default;
 * production never gets demo users whatever SEED_DEMO says.
 */
export async function seedDemoIfEmpty(deps: Deps): Promise<boolean> {
  const { config, db } = deps;
  if (config.isProduction || config.SEED_DEMO === 'never') return false;
  if (config.SEED_DEMO === 'auto' && deps.engine !== 'pglite') return false;
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemo(deps);
  return true;
}

export async function seedDemo(deps: Deps) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await deps.db.transaction(async (tx) => {
    const [northwind] = await tx
      .insert(companies)
      .values({ name: 'Northwind Media', referralHash: randomToken(12).slice(0, 16), cardsAvailableCount: 50 })
      .returning({ id: companies.id });
    const [bluefin] = await tx
      .insert(companies)
      .values({ name: 'Bluefin Apps', referralHash: randomToken(12).slice(0, 16), cardsAvailableCount: 10 })
      .returning({ id: companies.id });
    await createTransitAccounts(tx, northwind!.id);
    await createTransitAccounts(tx, bluefin!.id);

    // A partner's code and three people waiting on the Confirmation of registration page.
    const [partner] = await tx
      .insert(referrals)
      .values({ name: 'Affiliate Hub', referralHash: 'AFFHUB2025PARTNR', condition: 'First 3 transfers free', freeTransferAmount: '500.00', freeTransferCount: 3 })
      .returning({ id: referrals.id });
    const day = 86_400_000;
    await tx.insert(companyInvitations).values([
      { email: 'founder@brightleaf.test', telegram: '@brightleaf_ads', createdAt: new Date(Date.now() - 2 * day) },
      { email: 'ops@kestrel-media.test', telegram: '@kestrel_ops', referralId: partner!.id, createdAt: new Date(Date.now() - day) },
      { email: 'hello@lumen-arbitrage.test', telegram: '@lumen_team', createdAt: new Date(Date.now() - 3 * 3_600_000) },
    ]);

    const ids = new Map<number, number>();
    for (const demo of DEMO_USERS) {
      const isClient = demo.role === 2 || demo.role === 3 || demo.role === 4;
      const [inserted] = await tx
        .insert(users)
        .values({
          email: demo.email,
          passwordHash,
          role: demo.role,
          status: 2,
          firstName: demo.firstName,
          lastName: demo.lastName,
          companyId: isClient ? northwind!.id : null,
          teamLeadId: demo.role === 4 ? (ids.get(3) ?? null) : null,
          teamName: demo.role === 3 || demo.role === 4 ? 'Performance' : null,
          isProfileFilled: true,
          permissions: demo.role === 2 ? ['card_issue'] : demo.role === 1 ? ['admin_withdrawal'] : demo.role === 3 ? ['card_issue', 'see_balance'] : [],
        })
        .returning({ id: users.id });
      ids.set(demo.role, inserted!.id);
    }
  });
}
