import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Config } from '@/server/config';
import type { Db } from '@/server/db/client';
import { openAccountId } from '@/server/db/queries/accounts';
import { openBinAccountFor } from '@/server/db/queries/bin-sets';
import { insertCardEvent } from '@/server/db/queries/cards';
import { ensurePlatformSecret } from '@/server/db/queries/platform-secrets';
import { ACCOUNT_TYPE, accounts, binSets, cards, companies, postings, users } from '@/server/db/schema/index';
import { toMinor } from '@/server/ledger/amounts';
import { chargeFee, topUp, transferToBin } from '@/server/ledger/operations';
import { ROLE } from '@/src/contracts/access';
import { PAY_IN_SOURCE } from '@/src/contracts/payments';
import { randomToken } from '@/server/lib/secrets';
import { authorize } from '@/server/modules/card-issuer/authorize';
import { refund, reverse, settle } from '@/server/modules/card-issuer/settle';
import { createSandboxCardIssuer } from '@/server/providers/card-issuer/sandbox-issuer';
import { euroPurchases } from './demo-card-fx';
import { DAY, HOUR, NORTHWIND_CARDS, rng, VANTAGE_CARDS, type SeededCard } from './demo-card-plans';
import { companyOfCard, insertIssuedCard, seedMonthlyFees } from './demo-card-fees';

/**
 * A few dozen cards and ninety days of their life (PRODUCT.md "Demo data"): purchases decided by the same
 * authorization function the webhook uses, then settled, reversed or refunded by the same functions,
 * declines with their reasons and decline fees, frozen and closed cards, issuance and monthly fees. The
 * numbers come from a seeded pseudo-random generator, so every fresh database has the same history.
 * Spending follows the money that reached each BIN account (never ahead of it).
 */

interface Purchase {
  at: Date;
  run: () => Promise<void>;
}

/**
 * Days of purchase history: ninety for a person trying the portal; a week under NODE_ENV=test, where
 * every test database is seeded and seconds add up (tests that need more history make it themselves).
 */
const historyDaysFor = (config: Config) => (config.NODE_ENV === 'test' ? 7 : 90);

export async function seedCards(tx: Db, config: Config, now: Date) {
  // Only the built-in sandbox issuer can make demo cards; a configured real issuer is never called here.
  if (config.CARD_ISSUER_URL) return;
  const historyDays = historyDaysFor(config);
  const secret = await ensurePlatformSecret(tx, 'card-issuer-sandbox', () => randomToken(48));
  let clock = now;
  const issuer = createSandboxCardIssuer(secret, () => clock);
  const random = rng(20_251_122);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;

  const [northwind] = await tx.select().from(companies).where(eq(companies.name, 'Northwind Media'));
  const [vantage] = await tx.select().from(companies).where(eq(companies.name, 'Vantage Mobile'));
  if (!northwind) return;
  const sets = await tx
    .select()
    .from(binSets)
    .where(inArray(binSets.bin, ['45671234', '53998811']));
  const setOf = (currency: string) => sets.find((s) => s.currency === currency)!;
  if (sets.length < 2) return;

  // Vantage gets the USD set and money on it the way a client's money arrives: a SWIFT pay-in, then a
  // transfer to the BIN account (no service fee on the demo's tariff).
  if (vantage) {
    await openBinAccountFor(tx, vantage.id, setOf('USD'), new Date(now.getTime() - 62 * DAY));
    const transit = await openAccountId(tx, { companyId: vantage.id, type: ACCOUNT_TYPE.transit, currency: 'USD' });
    const bin = await openAccountId(tx, { companyId: vantage.id, type: ACCOUNT_TYPE.bin, binSetId: setOf('USD').id });
    if (transit !== null && bin !== null) {
      for (const [day, amount] of [
        [61, '9000.00'],
        [30, '6000.00'],
      ] as const) {
        const at = new Date(now.getTime() - day * DAY);
        await topUp(tx, {
          companyId: vantage.id,
          accountId: transit,
          amount: toMinor(amount, 'USD'),
          currency: 'USD',
          source: PAY_IN_SOURCE.swift,
          pending: false,
          initiator: { kind: 'system' },
          createdAt: at,
        });
        await transferToBin(tx, {
          companyId: vantage.id,
          fromAccountId: transit,
          toAccountId: bin,
          amount: toMinor(amount, 'USD'),
          currency: 'USD',
          feePercent: '0',
          minFee: 0n,
          initiator: { kind: 'system' },
          createdAt: new Date(at.getTime() + HOUR),
        });
      }
    }
  }

  const holders = new Map(
    (
      await tx
        .select({ id: users.id, email: users.email, companyId: users.companyId })
        .from(users)
        .where(
          inArray(
            users.email,
            [...NORTHWIND_CARDS, ...VANTAGE_CARDS].map((p) => p.holder),
          ),
        )
    ).map((u) => [u.email, u]),
  );
  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'owner@demo.test'));

  const seeded: SeededCard[] = [];
  for (const [company, plans] of [
    [northwind, NORTHWIND_CARDS],
    [vantage, VANTAGE_CARDS],
  ] as const) {
    if (!company) continue;
    let issuedCount = 0;
    for (const plan of plans) {
      const holder = holders.get(plan.holder);
      const set = setOf(plan.currency);
      const accountId = await openAccountId(tx, { companyId: company.id, type: ACCOUNT_TYPE.bin, binSetId: set.id });
      if (!holder || accountId === null) continue;
      const issuedAt = new Date(now.getTime() - plan.issuedDaysAgo * DAY + 10 * HOUR);
      clock = issuedAt;
      const count = plan.count ?? 1;
      if (set.cardIssuanceFee > 0n) {
        await chargeFee(tx, {
          companyId: company.id,
          accountId,
          type: 'card_issue_fee',
          amount: set.cardIssuanceFee * BigInt(count),
          currency: set.currency,
          initiator: { kind: 'user', userId: holder.id },
          description: `Card issuance fee × ${count}`,
          createdAt: issuedAt,
        }).catch(() => undefined);
      }
      for (let i = 0; i < count; i++) {
        const limits = {
          perTransaction: plan.limits?.perTransaction ? toMinor(plan.limits.perTransaction, plan.currency) : null,
          daily: plan.limits?.daily ? toMinor(plan.limits.daily, plan.currency) : null,
          monthly: plan.limits?.monthly ? toMinor(plan.limits.monthly, plan.currency) : null,
          lifetime: plan.limits?.lifetime ? toMinor(plan.limits.lifetime, plan.currency) : null,
        };
        const made = await issuer.issue({
          bin: set.bin,
          currency: set.currency,
          reference: `seed:${plan.name}:${i}`,
          name: plan.name,
          holder: { firstName: '', lastName: '', email: plan.holder },
          limits,
        });
        const id = await insertIssuedCard(
          tx,
          {
            companyId: company.id,
            accountId,
            binSetId: set.id,
            holderUserId: holder.id,
            issuedByUserId: company.id === northwind.id ? (owner?.id ?? holder.id) : holder.id,
            issuerCardId: made.issuerCardId,
            name: plan.name,
            last4: made.last4,
            currency: set.currency,
            limitPerTransaction: limits.perTransaction,
            limitDaily: limits.daily,
            limitMonthly: limits.monthly,
            limitLifetime: limits.lifetime,
            createdAt: issuedAt,
          },
          company.id === northwind.id ? (owner?.id ?? null) : holder.id,
        );
        seeded.push({ id, issuerCardId: made.issuerCardId, accountId, plan, issuedAt });
        issuedCount++;
      }
    }
    await tx
      .update(companies)
      .set({
        issuedCardsCount: sql`${companies.issuedCardsCount} + ${issuedCount}`,
        cardsAvailableCount: sql`greatest(${companies.cardsAvailableCount} - ${issuedCount}, 0)`,
      })
      .where(eq(companies.id, company.id));
  }

  // Money each BIN account had received by a given time: spending never runs ahead of it.
  const credits = new Map<number, { at: number; amount: bigint }[]>();
  for (const accountId of new Set(seeded.map((c) => c.accountId))) {
    const rows = await tx
      .select({ at: postings.createdAt, amount: postings.amount })
      .from(postings)
      .where(and(eq(postings.accountId, accountId), gt(postings.amount, 0n)))
      .orderBy(asc(postings.createdAt));
    credits.set(
      accountId,
      rows.map((r) => ({ at: r.at.getTime(), amount: r.amount })),
    );
  }
  const spent = new Map<number, bigint>();
  const creditedBy = (accountId: number, at: number) =>
    (credits.get(accountId) ?? []).reduce((sum, c) => (c.at <= at ? sum + c.amount : sum), 0n);

  // Plan every purchase and what becomes of it, then run them in time order.
  const events: Purchase[] = [];
  let n = 0;
  for (const card of seeded) {
    const { plan } = card;
    const endOfLife = plan.closed ?? plan.frozen;
    for (let day = Math.min(plan.issuedDaysAgo, historyDays) - 1; day >= 0; day--) {
      const perDay = plan.rate + (random() - 0.5) * plan.rate;
      let purchases = Math.floor(perDay) + (random() < perDay % 1 ? 1 : 0);
      // After a freeze or a close, only a rare attempt (declined by the issuer's state).
      if (endOfLife !== undefined && day < endOfLife) purchases = random() < 0.12 ? 1 : 0;
      for (let k = 0; k < purchases; k++) {
        const merchant = pick(plan.merchants);
        const at = new Date(now.getTime() - day * DAY - Math.floor(random() * 20 * HOUR) - 60_000);
        if (at.getTime() <= card.issuedAt.getTime() || at.getTime() >= now.getTime()) continue;
        // One in ten is a large buy that may break a limit.
        const major = merchant.min + random() * (merchant.max - merchant.min) * (random() < 0.1 ? 3 : 1);
        const amount = BigInt(Math.round(major * 100));
        const transactionId = `seed_${card.id}_${++n}`;
        const fate = random();
        const ageHours = (now.getTime() - at.getTime()) / HOUR;
        events.push({
          at,
          run: async () => {
            const budget = creditedBy(card.accountId, at.getTime()) - (spent.get(card.accountId) ?? 0n);
            // Never ahead of the money, except a rare attempt left to the ledger's funds check.
            const overspend = fate < 0.015;
            if (!overspend && amount * 10n > budget * 8n) return;
            let asked = amount;
            if (overspend) {
              const [account] = await tx
                .select({ balance: accounts.balance, hold: accounts.hold })
                .from(accounts)
                .where(eq(accounts.id, card.accountId));
              asked = account!.balance - account!.hold + amount;
            }
            const outcome = await authorize(
              tx,
              {
                issuerCardId: card.issuerCardId,
                transactionId,
                amount: asked,
                currency: plan.currency,
                merchant,
                silent: true,
              },
              at,
            );
            if (!outcome.approved) return;
            spent.set(card.accountId, (spent.get(card.accountId) ?? 0n) + amount);
            if (ageHours < 36 && fate < 0.6) return; // still pending
            const later = (hours: number) => new Date(Math.min(at.getTime() + hours * HOUR, now.getTime() - 60_000));
            if (fate > 0.95) {
              await reverse(tx, { issuerCardId: card.issuerCardId, transactionId }, later(3));
              spent.set(card.accountId, (spent.get(card.accountId) ?? 0n) - amount);
              return;
            }
            const settled = fate > 0.9 ? (amount * 97n) / 100n : amount;
            await settle(tx, { issuerCardId: card.issuerCardId, transactionId, amount: settled }, later(20));
            if (fate < 0.04 && ageHours > 24 * 6) {
              await refund(
                tx,
                {
                  issuerCardId: card.issuerCardId,
                  transactionId,
                  refundId: `${transactionId}_r`,
                  amount: fate < 0.02 ? settled : settled / 2n,
                },
                later(24 * 5),
              );
            }
          },
        });
      }
    }
    // Status changes happen at their time too.
    for (const [status, daysAgo] of [
      ['frozen', plan.frozen],
      ['closed', plan.closed],
    ] as const) {
      if (daysAgo === undefined) continue;
      const at = new Date(now.getTime() - daysAgo * DAY + 9 * HOUR);
      events.push({
        at,
        run: async () => {
          if (status === 'frozen') await issuer.freeze(card.issuerCardId);
          else await issuer.close(card.issuerCardId);
          // The owner froze the demo's frozen cards, as the card event below says.
          const freezer = status === 'frozen' && owner ? { frozenByUserId: owner.id, frozenByRole: ROLE.owner } : {};
          await tx
            .update(cards)
            .set({ status, ...freezer, updatedAt: at, ...(status === 'closed' && { closedAt: at }) })
            .where(eq(cards.id, card.id));
          await insertCardEvent(tx, {
            cardId: card.id,
            companyId: (await companyOfCard(tx, card.id))!,
            type: status,
            userId: owner?.id ?? null,
            status,
            createdAt: at,
          });
        },
      });
    }
  }
  // A euro merchant's purchases on Northwind's open dollar cards (demo-card-fx.ts).
  const dollarCards = seeded.filter(
    (c) => c.plan.currency === 'USD' && NORTHWIND_CARDS.includes(c.plan) && !c.plan.frozen && !c.plan.closed,
  );
  events.push(
    ...euroPurchases(
      tx,
      dollarCards.map((c) => ({ issuerCardId: c.issuerCardId, currency: c.plan.currency })),
      now,
    ),
  );
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const event of events) await event.run();

  await seedMonthlyFees(tx, seeded, now, historyDays);
}
