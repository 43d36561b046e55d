import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '@/server/config';
import type { Db } from '@/server/db/client';
import { openAccountId } from '@/server/db/queries/accounts';
import { openBinAccountFor } from '@/server/db/queries/bin-sets';
import { ensurePlatformSecret } from '@/server/db/queries/platform-secrets';
import { ACCOUNT_TYPE, binSets, companies, users } from '@/server/db/schema/index';
import { toMinor } from '@/server/ledger/amounts';
import { rateOf } from '@/server/ledger/rates';
import { convertUp } from '@/server/ledger/rounding';
import { randomToken } from '@/server/lib/secrets';
import { authorize } from '@/server/modules/card-issuer/authorize';
import { settle } from '@/server/modules/card-issuer/settle';
import { createSandboxCardIssuer } from '@/server/providers/card-issuer/sandbox-issuer';
import { insertIssuedCard } from './demo-card-fees';

/**
 * The two finance figures of issue 19 item 3 in the demo data, so the finance totals show them on
 * `npm start`: card payments a merchant charged in euros on dollar cards (settled in EUR, converted at
 * the platform rate and carrying the card FX fee, as the settlement webhook does), and a company whose
 * declined attempts left decline fees it owes (an empty BIN account cannot pay them).
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** A euro merchant: its settlements arrive in EUR whatever the card's currency. */
const EURO_MERCHANT = { name: 'Booking.com', category: '4722', country: 'NL' };
const EURO_PURCHASES = [
  { daysAgo: 9, amount: '64.90' },
  { daysAgo: 5, amount: '118.00' },
  { daysAgo: 2, amount: '243.50' },
];

export interface FxCard {
  issuerCardId: string;
  currency: string;
}

/**
 * Purchases from the euro merchant on the given dollar cards, as timed steps for the demo's history to
 * run in order: each authorizes the converted amount in the card's currency, then settles in EUR a few
 * hours later through the same settlement the webhook runs (settle.ts), which posts the card FX fee.
 */
export function euroPurchases(tx: Db, dollarCards: FxCard[], now: Date) {
  return EURO_PURCHASES.flatMap((purchase, i) => {
    const card = dollarCards[i % Math.max(dollarCards.length, 1)];
    if (!card) return [];
    const at = new Date(now.getTime() - purchase.daysAgo * DAY + 11 * HOUR);
    return [
      {
        at,
        run: async () => {
          const euros = toMinor(purchase.amount, 'EUR');
          const rate = await rateOf(tx, 'EUR', card.currency);
          if (rate === null) return;
          const transactionId = `seed_fx_${i + 1}`;
          const outcome = await authorize(
            tx,
            {
              issuerCardId: card.issuerCardId,
              transactionId,
              amount: convertUp(euros, rate, 2, 2),
              currency: card.currency,
              merchant: EURO_MERCHANT,
              silent: true,
            },
            at,
          );
          if (!outcome.approved) return;
          const settledAt = new Date(Math.min(at.getTime() + 6 * HOUR, now.getTime() - 60_000));
          await settle(
            tx,
            { issuerCardId: card.issuerCardId, transactionId, amount: euros, currency: 'EUR' },
            settledAt,
          );
        },
      },
    ];
  });
}

/**
 * Vantage Mobile opens a euro BIN account and a card on it but never funds it: the card's attempts are
 * declined for insufficient funds, and their decline fees stay owed (declineFeeDebtSum, the company's
 * debtAmount) until money reaches the account.
 */
export async function seedDeclineFeeDebt(tx: Db, config: Config, now: Date) {
  if (config.CARD_ISSUER_URL) return;
  const [vantage] = await tx.select().from(companies).where(eq(companies.name, 'Vantage Mobile'));
  const [set] = await tx
    .select()
    .from(binSets)
    .where(and(eq(binSets.currency, 'EUR'), eq(binSets.bin, '53998811')));
  const [holder] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'owner@vantage-mobile.test'));
  if (!vantage || !set || !holder) return;
  const openedAt = new Date(now.getTime() - 6 * DAY);
  await openBinAccountFor(tx, vantage.id, set, openedAt);
  const accountId = await openAccountId(tx, { companyId: vantage.id, type: ACCOUNT_TYPE.bin, binSetId: set.id });
  if (accountId === null) return;
  const secret = await ensurePlatformSecret(tx, 'card-issuer-sandbox', () => randomToken(48));
  const issuer = createSandboxCardIssuer(secret, () => openedAt);
  const made = await issuer.issue({
    bin: set.bin,
    currency: set.currency,
    reference: 'seed:vantage-eur',
    name: 'Vantage — EUR trial',
    holder: { firstName: '', lastName: '', email: 'owner@vantage-mobile.test' },
    limits: { perTransaction: null, daily: null, monthly: null, lifetime: null },
  });
  await insertIssuedCard(
    tx,
    {
      companyId: vantage.id,
      accountId,
      binSetId: set.id,
      holderUserId: holder.id,
      issuedByUserId: holder.id,
      issuerCardId: made.issuerCardId,
      name: 'Vantage — EUR trial',
      last4: made.last4,
      currency: set.currency,
      createdAt: openedAt,
    },
    holder.id,
  );
  await tx
    .update(companies)
    .set({ issuedCardsCount: sql`${companies.issuedCardsCount} + 1` })
    .where(eq(companies.id, vantage.id));
  for (const [i, daysAgo] of [4, 3, 1].entries()) {
    await authorize(
      tx,
      {
        issuerCardId: made.issuerCardId,
        transactionId: `seed_debt_${i + 1}`,
        amount: toMinor(['89.00', '150.00', '42.00'][i]!, 'EUR'),
        currency: 'EUR',
        merchant: { name: 'Meta Ads', category: '7311', country: 'IE' },
        silent: true,
      },
      new Date(now.getTime() - daysAgo * DAY + 14 * HOUR),
    );
  }
}
