import type { Context } from 'hono';
import { CARD_PROVIDER } from '@/src/contracts/companies';
import { apiMessage } from '@/src/contracts/api-messages';
import type { tariffEndpoints } from '@/src/contracts/tariffs';
import type { Db } from '@/server/db/client';
import { getCompanyRow } from '@/server/db/queries/companies';
import {
  binAccountHistoryPage,
  listBinAccounts,
  lockBinAccount,
  saveBinAccountFee,
} from '@/server/db/queries/company-tariffs';
import { getTariffScale, scaleNames } from '@/server/db/queries/tariffs';
import type { AppEnv, AuthContext } from '@/server/http/context';
import { invalidField, notFound } from '@/server/http/errors';
import type { Handlers } from '@/server/http/mount';
import { audit } from '@/server/http/audit';
import { formatMinor } from '@/server/ledger/amounts';
import { binAccountFeeRules, binAccountTariffScale } from '@/server/ledger/service-fee';
import { historyUser, idName, scalesById } from './tariff-view';
import { specDateOrNull } from '@/server/lib/spec-date';
import { pageAnswer } from '@/server/db/paging';
import { specDate } from '@/server/lib/spec-date';

type BinAccountHandlers = Pick<
  Handlers<typeof tariffEndpoints>,
  'binAccountList' | 'setBinAccountServiceFee' | 'setBinAccountAutoUpdate' | 'binAccountHistory'
>;

async function requireCompany(db: Db, id: number) {
  if (!(await getCompanyRow(db, id))) throw notFound();
}

interface FeeChange {
  accountId: number;
  /** The account's own scale after the change (null: none); computed from the locked row. */
  scale: (account: { id: number; tariffScaleId: number | null }, tx: Db) => Promise<number | null>;
  autoUpdate: boolean;
}

/**
 * Changes a BIN account's own scale or auto-update, with a history record and an audit entry. Another
 * company's account (or no BIN account at all) is a 404, like every id the caller may not reach.
 */
async function changeFee(c: Context<AppEnv>, auth: AuthContext, companyId: number, change: FeeChange) {
  const { db, now } = c.var.deps;
  await db.transaction(async (tx) => {
    if (!(await getCompanyRow(tx, companyId))) throw notFound();
    const account = await lockBinAccount(tx, companyId, change.accountId);
    if (!account) throw notFound();
    if (account.closedAt) throw invalidField('accountId', apiMessage.binAccountClosed);
    const tariffScaleId = await change.scale(account, tx);
    if (tariffScaleId === account.tariffScaleId && change.autoUpdate === account.autoUpdate) return;
    await saveBinAccountFee(tx, {
      accountId: account.id,
      companyId,
      tariffScaleId,
      autoUpdate: change.autoUpdate,
      userId: auth.userId,
      now: now(),
    });
    await audit(tx, c, auth, {
      action: 'company.binAccountServiceFee',
      entityType: 'company',
      entityId: companyId,
      companyId,
      before: { accountId: account.id, tariffScaleId: account.tariffScaleId, autoUpdate: account.autoUpdate },
      after: { accountId: account.id, tariffScaleId, autoUpdate: change.autoUpdate },
    });
  });
}

/** BIN accounts' service fee (spec 3 "Bin account"; spec 7 backoffice company bin-account). */
export const binAccountFeeHandlers: BinAccountHandlers = {
  async binAccountList({ params, c }) {
    const db = c.var.deps.db;
    await requireCompany(db, params.id);
    const rows = await listBinAccounts(db, params.id);
    // The scale that applies comes from the ledger's resolution, never from a second copy of its rules.
    const rules = await binAccountFeeRules(
      db,
      rows.map((r) => r.id),
    );
    const applied = rows.map((r) => rules.get(r.id)?.scale ?? null);
    const names = await scaleNames(db, [...applied, ...rows.map((r) => r.tariffScaleId)]);
    const scales = await scalesById(
      db,
      [...names].map(([id, name]) => ({ id, name })),
    );
    return rows.map((r, i) => ({
      id: r.id,
      name: r.name,
      type: { value: 1, description: 'BIN' },
      provider: {
        key: r.provider.key,
        value: r.provider.id,
        description: CARD_PROVIDER[r.provider.id]?.description ?? r.provider.name,
      },
      binSet: { id: r.binSetId, bin: r.bin },
      currency: r.currency,
      balance: formatMinor(r.balance, r.currency),
      hold: formatMinor(r.hold, r.currency),
      serviceFee: {
        tariffScale: r.tariffScaleId === null ? null : idName(r.tariffScaleId, names.get(r.tariffScaleId) ?? null),
        appliedTariffScale: applied[i] == null ? null : (scales.get(applied[i]!) ?? null),
        rule: rules.get(r.id)?.rule ?? 'provider',
      },
      autoUpdate: r.autoUpdate,
      closedAt: specDateOrNull(r.closedAt),
    }));
  },

  async setBinAccountServiceFee({ params, body, auth, c }) {
    await changeFee(c, auth, params.id, {
      accountId: body.accountId,
      // A chosen scale applies only with auto-update off, so choosing one turns it off.
      autoUpdate: false,
      scale: async (_, tx) => {
        if (!(await getTariffScale(tx, body.tariffScaleId)))
          throw invalidField('tariffScaleId', apiMessage.tariffScaleUnknown);
        return body.tariffScaleId;
      },
    });
    return { message: apiMessage.binAccountServiceFeeSaved };
  },

  async setBinAccountAutoUpdate({ params, body, auth, c }) {
    await changeFee(c, auth, params.id, {
      accountId: body.accountId,
      autoUpdate: body.autoUpdate,
      // Turning auto-update off keeps the fee the account pays now: without a scale of its own it takes
      // the one that applies at this moment, rather than dropping to no fee.
      scale: async (account, tx) =>
        body.autoUpdate || account.tariffScaleId !== null
          ? account.tariffScaleId
          : binAccountTariffScale(tx, account.id),
    });
    return { message: apiMessage.binAccountAutoUpdateSaved(body.autoUpdate) };
  },

  async binAccountHistory({ params, query, c }) {
    const db = c.var.deps.db;
    await requireCompany(db, params.id);
    const accounts = await listBinAccounts(db, params.id);
    if (!accounts.some((a) => a.id === params.accountId)) throw notFound();
    const { rows, totalCount } = await binAccountHistoryPage(db, params.accountId, query);
    const scales = await scalesById(
      db,
      rows.flatMap((r) => (r.scaleId !== null && r.scaleName !== null ? [{ id: r.scaleId, name: r.scaleName }] : [])),
    );
    return pageAnswer(query, { rows, totalCount }, (r) => ({
      id: r.id,
      user: historyUser(r.user),
      tariffScale: idName(r.scaleId, r.scaleName),
      serviceFee: r.scaleId === null ? null : (scales.get(r.scaleId)?.settings ?? null),
      autoUpdate: r.autoUpdate,
      createdAt: specDate(r.createdAt),
    }));
  },
};
