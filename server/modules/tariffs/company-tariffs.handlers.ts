import type { Context } from 'hono';
import { apiMessage } from '@/src/contracts/api-messages';
import type { tariffEndpoints } from '@/src/contracts/tariffs';
import type { Db } from '@/server/db/client';
import { getCompanyRow } from '@/server/db/queries/companies';
import {
  companyTariffHistoryPage,
  companyTariffRows,
  lockCompanyTariff,
  saveCompanyTariff,
} from '@/server/db/queries/company-tariffs';
import { getProvider, getTariffScale, listProviders } from '@/server/db/queries/tariffs';
import type { AppEnv, AuthContext } from '@/server/http/context';
import { invalidField, notFound } from '@/server/http/errors';
import type { Handlers } from '@/server/http/mount';
import { audit } from '@/server/http/audit';
import { historyUser, idName, scalesById } from './tariff-view';
import { pageAnswer } from '@/server/db/paging';
import { specDate } from '@/server/lib/spec-date';

type CompanyTariffHandlers = Pick<
  Handlers<typeof tariffEndpoints>,
  | 'companyProviderList'
  | 'companyTariffScales'
  | 'createCompanyTariffScale'
  | 'editCompanyTariffScale'
  | 'companyTariffHistory'
>;

type Body = { providerId: number; tariffScaleId: number | null; autoUpdate: boolean };

/** Unknown company → 404 (the path names it); unknown provider or scale → 422 on that field. */
async function checkTargets(tx: Db, companyId: number, body: Body) {
  if (!(await getCompanyRow(tx, companyId, { lock: true }))) throw notFound();
  if (!(await getProvider(tx, body.providerId))) throw invalidField('providerId', apiMessage.providerUnknown);
  if (body.tariffScaleId !== null && !(await getTariffScale(tx, body.tariffScaleId)))
    throw invalidField('tariffScaleId', apiMessage.tariffScaleUnknown);
}

/** Creates (`insert`) or changes (`update`) the company's scale for a provider, with history and audit. */
async function saveTariff(
  c: Context<AppEnv>,
  auth: AuthContext,
  companyId: number,
  body: Body,
  mode: 'insert' | 'update',
) {
  const { db, now } = c.var.deps;
  await db.transaction(async (tx) => {
    await checkTargets(tx, companyId, body);
    const existing = await lockCompanyTariff(tx, companyId, body.providerId);
    if (mode === 'insert' && existing) throw invalidField('providerId', apiMessage.companyTariffExists);
    if (mode === 'update' && !existing) throw invalidField('providerId', apiMessage.companyTariffMissing);
    if (existing && existing.tariffScaleId === body.tariffScaleId && existing.autoUpdate === body.autoUpdate) return;
    await saveCompanyTariff(tx, { companyId, ...body, userId: auth.userId, now: now() }, mode);
    await audit(tx, c, auth, {
      action: 'company.tariffScale',
      entityType: 'company',
      entityId: companyId,
      companyId,
      before: existing
        ? { providerId: body.providerId, tariffScaleId: existing.tariffScaleId, autoUpdate: existing.autoUpdate }
        : null,
      after: body,
    });
  });
  return { message: apiMessage.companyTariffSaved };
}

async function requireCompany(db: Db, id: number) {
  if (!(await getCompanyRow(db, id))) throw notFound();
}

/** A company's tariff scale per card provider (spec 7 backoffice company, right company.selectTariff). */
export const companyTariffHandlers: CompanyTariffHandlers = {
  async companyProviderList({ params, c }) {
    await requireCompany(c.var.deps.db, params.id);
    return (await listProviders(c.var.deps.db)).map((p) => ({ id: p.id, key: p.key, name: p.name }));
  },

  async companyTariffScales({ params, c }) {
    const db = c.var.deps.db;
    await requireCompany(db, params.id);
    const [providers, rows] = await Promise.all([listProviders(db), companyTariffRows(db, params.id)]);
    const own = new Map(rows.map((r) => [r.providerId, r]));
    const ownScaleIds = rows.map((r) => r.tariffScaleId).filter((id): id is number => id !== null);
    const named = await Promise.all(ownScaleIds.map((id) => getTariffScale(db, id)));
    const scales = await scalesById(
      db,
      named.filter((s) => s !== null),
    );
    return providers.map((p) => {
      const row = own.get(p.id);
      return {
        provider: { id: p.id, key: p.key, name: p.name },
        tariffScale: row?.tariffScaleId ? (scales.get(row.tariffScaleId) ?? null) : null,
        // Without a row of its own the company follows the provider (the ledger resolves it the same way).
        autoUpdate: row?.autoUpdate ?? true,
        providerTariffScale: idName(p.tariffScaleId, p.tariffScaleName),
      };
    });
  },

  async createCompanyTariffScale({ params, body, auth, c }) {
    return saveTariff(c, auth, params.id, body, 'insert');
  },

  async editCompanyTariffScale({ params, body, auth, c }) {
    return saveTariff(c, auth, params.id, body, 'update');
  },

  async companyTariffHistory({ params, query, c }) {
    const db = c.var.deps.db;
    await requireCompany(db, params.id);
    return pageAnswer(query, await companyTariffHistoryPage(db, params.id, query), (r) => ({
      id: r.id,
      provider: r.provider,
      user: historyUser(r.user),
      tariffScale: idName(r.scaleId, r.scaleName),
      autoUpdate: r.autoUpdate,
      createdAt: specDate(r.createdAt),
    }));
  },
};
