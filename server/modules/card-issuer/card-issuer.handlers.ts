import { asc, desc, eq, sql } from 'drizzle-orm';
import {
  cardIssuerEndpoints,
  ISSUER_SIGNATURE_HEADER,
  issuerEvent,
  type sandboxPurchaseBody,
} from '@/src/contracts/card-issuer';
import type { z } from 'zod';

type SandboxPurchaseBodyParsed = z.output<typeof sandboxPurchaseBody>;
import { apiMessage } from '@/src/contracts/api-messages';
import type { CardStatus } from '@/src/contracts/card-kinds';
import { cards, companies, users } from '@/server/db/schema/index';
import { HttpError, fieldErrors, invalidField, notFound } from '@/server/http/errors';
import { readRawText } from '@/server/http/read-input';
import type { Handlers } from '@/server/http/mount';
import { decimalsOf, toMinor } from '@/server/ledger/amounts';
import { rateOf } from '@/server/ledger/rates';
import { convertUp } from '@/server/ledger/rounding';
import type { Db } from '@/server/db/client';
import { isUniqueViolation } from '@/server/db/errors';
import { CardIssuerError } from '@/server/providers/card-issuer/card-issuer';
import { sandboxControlsEnabled } from '@/server/providers/card-issuer/index';
import { simulatePurchase } from '@/server/providers/card-issuer/sandbox-purchases';
import { verifySignature } from '@/server/providers/card-issuer/webhook-signature';
import { leavesAuthStateAlone } from '@/server/middleware/cache-invalidation';
import { processIssuerEvent } from './process-event';

/**
 * A sandbox purchase's amounts in minor units. A merchant charging in another currency is authorized for
 * the amount converted at the platform rate (as a card network asks the issuer in the card's currency) and
 * settles in its own currency; its refund defaults to what the settlement cost the card.
 */
async function chargedAmounts(db: Db, body: SandboxPurchaseBodyParsed, cardCurrency: string) {
  const inCard = (value: string | undefined) => (value === undefined ? undefined : toMinor(value, cardCurrency));
  const foreign = body.merchantCurrency && body.merchantCurrency !== cardCurrency ? body.merchantCurrency : null;
  if (!foreign)
    return {
      amount: toMinor(body.amount, cardCurrency),
      settleAmount: inCard(body.settleAmount),
      refundAmount: inCard(body.refundAmount),
    };
  const rate = await rateOf(db, foreign, cardCurrency);
  if (rate === null) throw invalidField('merchantCurrency', `No platform rate from ${foreign} to ${cardCurrency}`);
  const toCard = (minor: bigint) => convertUp(minor, rate, decimalsOf(foreign), decimalsOf(cardCurrency));
  const amount = toMinor(body.amount, foreign);
  const settleAmount = body.settleAmount === undefined ? amount : toMinor(body.settleAmount, foreign);
  return {
    amount: toCard(amount),
    settleAmount,
    settleCurrency: foreign,
    refundAmount: inCard(body.refundAmount) ?? toCard(settleAmount),
  };
}

const SANDBOX_MERCHANTS = [
  { name: 'Amazon Web Services', category: '5734', country: 'US' },
  { name: 'Meta Ads', category: '7311', country: 'IE' },
  { name: 'Google Ads', category: '7311', country: 'IE' },
];

/** The card issuer's signed webhooks, and the sandbox issuer's controls (PRODUCT.md "Cards"). */
export const cardIssuerHandlers: Handlers<typeof cardIssuerEndpoints> = {
  async issuerWebhook({ c }) {
    const deps = c.var.deps;
    // No issuer event writes a session, user or company (decision 007): card traffic keeps the session cache.
    leavesAuthStateAlone(c);
    // The signature covers the exact bytes sent, so the body is read raw here (the contract declares no
    // body, so nothing parsed it before) and parsed only once it is known to come from the issuer.
    const raw = await readRawText(c, deps.config.BODY_LIMIT_BYTES);
    const runtime = await deps.cardIssuer();
    const check = verifySignature(c.req.header(ISSUER_SIGNATURE_HEADER), raw, runtime.webhookSecret, deps.now());
    if (!check.ok) {
      c.get('log').warn({ reason: check.reason }, 'card issuer webhook refused');
      throw new HttpError(401, apiMessage.webhookSignature);
    }
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      throw new HttpError(400, apiMessage.malformedJson);
    }
    const parsed = issuerEvent.safeParse(json);
    if (!parsed.success) throw new HttpError(422, apiMessage.webhookBody, fieldErrors(parsed.error));
    try {
      return await processIssuerEvent(deps, parsed.data, deps.now());
    } catch (error) {
      // A new event id for a transaction already recorded (an issuer retrying under another id).
      if (isUniqueViolation(error)) throw new HttpError(409, apiMessage.webhookDuplicateTransaction);
      throw error;
    }
  },

  async sandboxCards({ query, c }) {
    const { config, db } = c.var.deps;
    if (!sandboxControlsEnabled(config)) throw notFound(apiMessage.sandboxOnly);
    const rows = await db
      .select({
        id: cards.id,
        companyId: cards.companyId,
        companyName: companies.name,
        name: cards.name,
        last4: cards.last4,
        currency: cards.currency,
        status: cards.status,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(cards)
      .innerJoin(companies, eq(companies.id, cards.companyId))
      .innerJoin(users, eq(users.id, cards.holderUserId))
      .where(query.companyId !== undefined ? eq(cards.companyId, query.companyId) : undefined)
      .orderBy(desc(sql`${cards.status} = 'active'`), asc(cards.id))
      .limit(500);
    return rows.map((r) => ({
      id: r.id,
      companyId: r.companyId,
      companyName: r.companyName,
      name: r.name,
      last4: r.last4,
      currency: r.currency,
      status: r.status as CardStatus,
      holderName: [r.firstName, r.lastName].filter(Boolean).join(' ') || r.email,
    }));
  },

  async sandboxPurchase({ body, c }) {
    const deps = c.var.deps;
    if (!sandboxControlsEnabled(deps.config)) throw notFound(apiMessage.sandboxOnly);
    const runtime = await deps.cardIssuer();
    if (!runtime.sandbox) throw notFound(apiMessage.sandboxOnly);
    const [card] = await deps.db
      .select({ issuerCardId: cards.issuerCardId, currency: cards.currency })
      .from(cards)
      .where(eq(cards.id, body.cardId));
    if (!card) throw notFound();
    const merchant = body.merchant ?? SANDBOX_MERCHANTS[Math.floor(Math.random() * SANDBOX_MERCHANTS.length)]!;
    const charged = await chargedAmounts(deps.db, body, card.currency);
    try {
      return await simulatePurchase(
        runtime.sandbox,
        { url: runtime.webhookUrl, secret: runtime.webhookSecret, now: deps.now },
        {
          issuerCardId: card.issuerCardId,
          currency: card.currency,
          merchant: { name: merchant.name, category: merchant.category ?? null, country: merchant.country ?? null },
          then: body.then,
          ...charged,
        },
      );
    } catch (error) {
      if (error instanceof CardIssuerError) throw new HttpError(502, error.message);
      throw error;
    }
  },
};
