import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { apiMessage } from '@/src/contracts/api-messages';
import type { autoTopUpEndpoints, autoTopUpRuleBody } from '@/src/contracts/auto-top-up';
import type { Db } from '@/server/db/client';
import { companyAccount, setAccountThreshold, transitIn } from '@/server/db/queries/auto-top-up';
import { getCompanyRow } from '@/server/db/queries/companies';
import { ACCOUNT_TYPE, autoTopUpRules } from '@/server/db/schema/index';
import { HttpError, invalidField, notFound } from '@/server/http/errors';
import type { Handlers } from '@/server/http/mount';
import { clientCompanyOf, requirePermission } from '@/server/http/permissions';
import { audit } from '@/server/http/audit';
import { formatMinor, toMinor } from '@/server/ledger/amounts';
import { rateOf } from '@/server/ledger/rates';
import { enqueueCrossing } from './refill';
import { amountToReach, quoteRefill, readRouteFacts, type RefillQuote, type RefillRoute } from './refill-plan';
import { ruleViewOf, ruleViews } from './rule-view';

/**
 * Auto top-up rules (issue 23): the owner and users with transfer_funds keep their company's rules; staff
 * read them on the company page. Saving a rule prices it as a refill at the crossing (so a rule that could
 * never move money is a 422 now, not a failure at night), keeps the BIN account's copy of the threshold for
 * the crossing trigger and is audited; a rule saved below its threshold is refilled at once.
 */

type RuleFields = Pick<z.output<typeof autoTopUpRuleBody>, 'fromAccountId' | 'below' | 'mode' | 'amount' | 'target'>;

async function binAccountOf(db: Db, companyId: number, id: number) {
  const bin = await companyAccount(db, companyId, id);
  if (!bin || bin.type !== ACCOUNT_TYPE.bin) throw notFound();
  return bin;
}

/** The rule's route checked (a transit account of the company, a bridge and a rate for another currency). */
async function routeFor(db: Db, companyId: number, binAccountId: number, fields: RuleFields) {
  const bin = await binAccountOf(db, companyId, binAccountId);
  if (bin.closedAt) throw invalidField('id', apiMessage.accountClosed);
  const from = await companyAccount(db, companyId, fields.fromAccountId);
  if (!from || from.type !== ACCOUNT_TYPE.transit) throw invalidField('fromAccountId', apiMessage.accountNotTransit);
  if (from.closedAt) throw invalidField('fromAccountId', apiMessage.accountClosed);
  let bridgeAccountId: number | null = null;
  if (from.currency !== bin.currency) {
    bridgeAccountId = await transitIn(db, companyId, bin.currency);
    if (bridgeAccountId === null) throw invalidField('fromAccountId', apiMessage.autoTopUpNoBridge(bin.currency));
    if ((await rateOf(db, from.currency, bin.currency)) === null)
      throw invalidField('fromAccountId', apiMessage.noRate(from.currency, bin.currency));
  }
  const route: RefillRoute = {
    companyId,
    fromAccountId: from.id,
    binAccountId: bin.id,
    bridgeAccountId,
    fromCurrency: from.currency,
    binCurrency: bin.currency,
  };
  return { bin, from, route };
}

/** What the rule would move at the crossing (available balance just below `below`); a refusal on its own field. */
async function priceAtCrossing(db: Db, route: RefillRoute, fields: RuleFields): Promise<RefillQuote> {
  const facts = await readRouteFacts(db, route);
  const field = fields.mode === 'amount' ? 'amount' : 'target';
  try {
    if (fields.mode === 'amount') return quoteRefill(route, facts, toMinor(fields.amount!, route.fromCurrency));
    const needed = toMinor(fields.target!, route.binCurrency) - toMinor(fields.below, route.binCurrency);
    return amountToReach(route, facts, needed);
  } catch (error) {
    if (error instanceof HttpError && error.status === 422) {
      const message = Object.values(error.errors ?? {})[0]?.[0] ?? error.message;
      throw invalidField(field, message);
    }
    throw error;
  }
}

export const autoTopUpHandlers: Handlers<typeof autoTopUpEndpoints> = {
  async getBinAccountRule({ params, auth, c }) {
    requirePermission(auth, 'transfer_funds');
    const companyId = clientCompanyOf(auth);
    const { db } = c.var.deps;
    await binAccountOf(db, companyId, params.id);
    const [view] = await ruleViews(db, companyId, params.id);
    return view ?? null;
  },

  async saveBinAccountRule({ params, body, auth, c }) {
    requirePermission(auth, 'transfer_funds');
    const companyId = clientCompanyOf(auth);
    const { db, now } = c.var.deps;
    return db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const { bin, from, route } = await routeFor(tx, companyId, params.id, body);
      await priceAtCrossing(tx, route, body);
      const values = {
        fromAccountId: from.id,
        below: toMinor(body.below, bin.currency),
        mode: body.mode,
        amount: body.mode === 'amount' ? toMinor(body.amount!, from.currency) : null,
        target: body.mode === 'target' ? toMinor(body.target!, bin.currency) : null,
        dailyMaxCount: body.dailyMaxCount ?? null,
        dailyMaxAmount: body.dailyMaxAmount ? toMinor(body.dailyMaxAmount, from.currency) : null,
        enabled: body.enabled,
        updatedAt: now(),
      };
      // The rule's row is locked before the account's, as the refill job locks them (no deadlock); two
      // saves of a new rule at once meet in the unique index, and the second one updates the first's row.
      const lockRule = () =>
        tx.select().from(autoTopUpRules).where(eq(autoTopUpRules.binAccountId, bin.id)).for('update');
      let [before] = await lockRule();
      let rule: typeof before;
      if (!before) {
        [rule] = await tx
          .insert(autoTopUpRules)
          .values({ ...values, companyId, binAccountId: bin.id, createdBy: auth.userId, createdAt: now() })
          .onConflictDoNothing({ target: autoTopUpRules.binAccountId })
          .returning();
        if (!rule) [before] = await lockRule();
      }
      if (before)
        [rule] = await tx.update(autoTopUpRules).set(values).where(eq(autoTopUpRules.id, before.id)).returning();
      await setAccountThreshold(tx, bin.id, rule!.enabled ? rule!.below : null);
      const shown = (r: typeof rule) =>
        r && {
          binAccountId: r.binAccountId,
          fromAccountId: r.fromAccountId,
          below: formatMinor(r.below, bin.currency),
          mode: r.mode,
          amount: r.amount === null ? null : formatMinor(r.amount, from.currency),
          target: r.target === null ? null : formatMinor(r.target, bin.currency),
          dailyMaxCount: r.dailyMaxCount,
          dailyMaxAmount: r.dailyMaxAmount === null ? null : formatMinor(r.dailyMaxAmount, from.currency),
          enabled: r.enabled,
        };
      await audit(tx, c, auth, {
        action: 'company.autoTopUpSave',
        entityType: 'company',
        entityId: companyId,
        companyId,
        before: before ? shown(before) : null,
        after: shown(rule),
      });
      if (rule!.enabled && bin.balance - bin.hold < rule!.below)
        await enqueueCrossing(tx, { ruleId: rule!.id, seq: rule!.refillSeq });
      return ruleViewOf({ rule: rule!, bin, from }, []);
    });
  },

  async deleteBinAccountRule({ params, auth, c }) {
    requirePermission(auth, 'transfer_funds');
    const companyId = clientCompanyOf(auth);
    const { db } = c.var.deps;
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const bin = await binAccountOf(tx, companyId, params.id);
      const [rule] = await tx.delete(autoTopUpRules).where(eq(autoTopUpRules.binAccountId, bin.id)).returning();
      if (!rule) throw notFound();
      await setAccountThreshold(tx, bin.id, null);
      await audit(tx, c, auth, {
        action: 'company.autoTopUpDelete',
        entityType: 'company',
        entityId: companyId,
        companyId,
        before: { binAccountId: bin.id, ruleId: rule.id },
        after: null,
      });
    });
    return { message: apiMessage.autoTopUpDeleted };
  },

  async previewBinAccountRule({ params, query, auth, c }) {
    requirePermission(auth, 'transfer_funds');
    const companyId = clientCompanyOf(auth);
    const { db } = c.var.deps;
    const { route } = await routeFor(db, companyId, params.id, query);
    const quote = await priceAtCrossing(db, route, query);
    return {
      amount: formatMinor(quote.amount, route.fromCurrency),
      currencyCode: route.fromCurrency,
      conversion: quote.conversion,
      transfer: quote.transfer,
      credited: formatMinor(quote.credited, route.binCurrency),
      binCurrencyCode: route.binCurrency,
    };
  },

  async listCompanyRules({ auth, c }) {
    requirePermission(auth, 'transfer_funds');
    return ruleViews(c.var.deps.db, clientCompanyOf(auth));
  },

  async listRulesOfCompany({ params, c }) {
    const { db } = c.var.deps;
    if (!(await getCompanyRow(db, params.id))) throw notFound();
    return ruleViews(db, params.id);
  },
};
