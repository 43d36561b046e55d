import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Config } from '@/server/config';
import type { Db } from '@/server/db/client';
import { createTransitAccounts } from '@/server/db/queries/accounts';
import { newReferralHash } from '@/server/db/queries/referrals';
import {
  companies,
  companyGroups,
  companyInvitations,
  legalEntities,
  referrals,
  users,
} from '@/server/db/schema/index';
import type { Deps } from '@/server/lib/deps';
import { hashPassword } from '@/server/modules/auth/passwords';
import { seedAnalytics } from './demo-analytics';
import { seedBinSets } from './demo-bin-sets';
import { seedCards } from './demo-cards';
import { seedDeclineFeeDebt } from './demo-card-fx';
import { DEMO_COMPANIES, NORTHWIND_TEAM } from './demo-companies';
import { seedNorthwindHistory } from './demo-history';
import { seedMoney } from './demo-money';
import { seedAutoTopUp } from './demo-auto-top-up';
import { seedNews } from './demo-news';
import { seedNotifications } from './demo-notifications';
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

const DAY = 86_400_000;

/**
 * Everything seedDemo reads from the configuration: two configs with the same key seed the same data, so
 * the tests may copy a database seeded once (server/test-support/seeded-template.ts). A config field the
 * seed starts to read belongs here.
 */
export function seedConfigKey(config: Pick<Config, 'NODE_ENV' | 'CARD_ISSUER_URL'>): string {
  return JSON.stringify([config.NODE_ENV, config.CARD_ISSUER_URL ?? null]);
}

export async function seedDemo(deps: Deps) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    // The legal entities come from migration 0002; in id order: Europe, then Asia.
    const entityIds = (
      await tx.select({ id: legalEntities.id }).from(legalEntities).orderBy(asc(legalEntities.id))
    ).map((e) => e.id);
    const entity = (index: number) => entityIds[index] ?? entityIds[0] ?? null;

    const [northwind] = await tx
      .insert(companies)
      .values({
        name: 'Northwind Media',
        referralHash: newReferralHash(),
        legalEntityId: entity(0),
        status: 2,
        segment: 3,
        incomeFee: '2.00',
        conversionFee: '1.50',
        autoUpdateConversionFee: false,
        cardsAvailableCount: 50,
        cardsTotalAvailableCount: 100,
        createdAt: new Date(now.getTime() - 90 * DAY),
      })
      .returning({ id: companies.id });
    const [bluefin] = await tx
      .insert(companies)
      .values({
        name: 'Bluefin Apps',
        referralHash: newReferralHash(),
        legalEntityId: entity(1),
        status: 1,
        segment: 1,
        cardsAvailableCount: 10,
      })
      .returning({ id: companies.id });
    await createTransitAccounts(tx, northwind!.id);
    await createTransitAccounts(tx, bluefin!.id);

    // A partner's code and three people waiting on the Confirmation of registration page.
    const [partner] = await tx
      .insert(referrals)
      .values({
        name: 'Affiliate Hub',
        referralHash: 'AFFHUB2025PARTNR',
        condition: 'First 3 transfers free',
        freeTransferAmount: '500.00',
        freeTransferCount: 3,
      })
      .returning({ id: referrals.id });
    await tx.insert(companyInvitations).values([
      { email: 'founder@brightleaf.test', telegram: '@brightleaf_ads', createdAt: new Date(Date.now() - 2 * DAY) },
      {
        email: 'ops@kestrel-media.test',
        telegram: '@kestrel_ops',
        referralId: partner!.id,
        createdAt: new Date(Date.now() - DAY),
      },
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
          permissions:
            demo.role === 2
              ? ['card_issue']
              : demo.role === 1
                ? ['admin_withdrawal']
                : demo.role === 3
                  ? ['card_issue', 'see_balance']
                  : [],
        })
        .returning({ id: users.id });
      ids.set(demo.role, inserted!.id);
    }

    const invitedId = await seedNorthwindTeam(tx, northwind!.id, passwordHash);

    // One group: Northwind leads it, Bluefin belongs to it.
    const [group] = await tx
      .insert(companyGroups)
      .values({ name: 'Northwind Holding', leadCompanyId: northwind!.id })
      .returning({ id: companyGroups.id });
    await tx
      .update(companies)
      .set({ groupId: group!.id })
      .where(inArray(companies.id, [northwind!.id, bluefin!.id]));

    await seedBinSets(tx, { northwindId: northwind!.id, bluefinId: bluefin!.id }, now);
    await seedSmallCompanies(tx, passwordHash, entity, now);
    await seedNorthwindHistory(
      tx,
      {
        companyId: northwind!.id,
        superAdminId: ids.get(1)!,
        adminId: ids.get(5)!,
        seniorId: ids.get(6)!,
        ownerId: ids.get(2)!,
        invitedId,
      },
      now,
    );
    await seedMoney(tx, { northwindId: northwind!.id, bluefinId: bluefin!.id, superAdminId: ids.get(1)! }, now);
    await seedCards(tx, deps.config, now);
    await seedDeclineFeeDebt(tx, deps.config, now);
    await seedNews(tx, ids.get(7)!, now);
    await seedNotifications(tx, ids, now);
    await seedAnalytics(tx, now);
    await seedAutoTopUp(tx, northwind!.id, now);
  });
}

/** Northwind's members beyond the demo users; returns the id of the one still invited. */
async function seedNorthwindTeam(tx: Db, companyId: number, passwordHash: string): Promise<number> {
  const leads = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.companyId, companyId));
  const idByEmail = new Map(leads.map((u) => [u.email, u.id]));
  let invitedId = 0;
  for (const member of NORTHWIND_TEAM) {
    const [row] = await tx
      .insert(users)
      .values({
        email: member.email,
        passwordHash: member.invited ? null : passwordHash,
        role: member.role,
        status: member.status ?? 2,
        firstName: member.firstName,
        lastName: member.lastName,
        companyId,
        teamLeadId: member.lead ? (idByEmail.get(member.lead) ?? null) : null,
        teamName: member.teamName,
        isProfileFilled: !member.invited,
      })
      .returning({ id: users.id });
    idByEmail.set(member.email, row!.id);
    if (member.invited) invitedId = row!.id;
  }
  return invitedId;
}

/** The smaller companies of demo-companies.ts, each with its transit accounts and an active owner. */
async function seedSmallCompanies(tx: Db, passwordHash: string, entity: (index: number) => number | null, now: Date) {
  for (const demo of DEMO_COMPANIES) {
    const { owner, legalEntity, ageDays, ...fields } = demo;
    const [company] = await tx
      .insert(companies)
      .values({
        ...fields,
        referralHash: newReferralHash(),
        legalEntityId: entity(legalEntity),
        cardsAvailableCount: fields.cardsTotalAvailableCount ?? 0,
        createdAt: new Date(now.getTime() - ageDays * DAY),
      })
      .returning({ id: companies.id });
    await createTransitAccounts(tx, company!.id);
    await tx.insert(users).values({
      ...owner,
      passwordHash,
      role: 2,
      status: 2,
      companyId: company!.id,
      isProfileFilled: true,
    });
  }
}
