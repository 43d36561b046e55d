import { apiMessage } from '@/src/contracts/api-messages';
import type { tariffEndpoints } from '@/src/contracts/tariffs';
import { isUniqueViolation } from '@/server/db/errors';
import {
  appendTariffScaleHistory,
  deleteTariffScaleRow,
  getProvider,
  getTariffScale,
  insertTariffScale,
  listProviders,
  listTariffScales,
  providerHistoryPage,
  replaceTariffScale,
  setProviderScale,
  tariffScaleHistoryRows,
  tariffScaleInUse,
  tariffScaleNameTaken,
} from '@/server/db/queries/tariffs';
import { HttpError, invalidField, notFound } from '@/server/http/errors';
import type { Handlers } from '@/server/http/mount';
import { historyUser, idName, toBands } from './tariff-view';
import { pageAnswer, searchedPage } from '@/server/db/paging';
import { specDate } from '@/server/lib/spec-date';

type SettingsHandlers = Pick<
  Handlers<typeof tariffEndpoints>,
  | 'listTariffScales'
  | 'createTariffScale'
  | 'editTariffScale'
  | 'tariffScaleHistory'
  | 'checkTariffScaleUsage'
  | 'deleteTariffScale'
  | 'providerList'
  | 'providerServiceFee'
  | 'setProviderServiceFee'
  | 'providerServiceFeeHistory'
>;

const nameTaken = () => invalidField('name', apiMessage.tariffScaleNameTaken);

/** A concurrent create or rename with the same name loses to the unique index: still a 422 on name. */
async function guardName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'tariff_scales_name_unique')) throw nameTaken();
    throw error;
  }
}

type Scale = NonNullable<Awaited<ReturnType<typeof getTariffScale>>>;
const toScale = (scale: Scale) => ({
  id: scale.id,
  name: scale.name,
  minFee: scale.minFee,
  settings: toBands(scale.settings),
});
const valueOf = (scale: Scale) => ({ name: scale.name, minFee: scale.minFee, settings: toBands(scale.settings) });

/** Settings tabs tariff and service-fee (spec 2.3, spec 7 backoffice settings). */
export const tariffScaleHandlers: SettingsHandlers = {
  async listTariffScales({ query, c }) {
    return pageAnswer(query, await listTariffScales(c.var.deps.db, searchedPage(query)), toScale);
  },

  async createTariffScale({ body, auth, c }) {
    const { db, now } = c.var.deps;
    const scale = await guardName(() =>
      db.transaction(async (tx) => {
        if (await tariffScaleNameTaken(tx, body.name)) throw nameTaken();
        const id = await insertTariffScale(tx, {
          name: body.name,
          minFee: body.minFee,
          settings: body.settings,
          now: now(),
        });
        const created = (await getTariffScale(tx, id))!;
        await appendTariffScaleHistory(tx, {
          tariffScaleId: id,
          userId: auth.userId,
          oldValue: null,
          newValue: valueOf(created),
          now: now(),
        });
        return created;
      }),
    );
    return { message: apiMessage.tariffScaleCreated, tariffScale: toScale(scale) };
  },

  async editTariffScale({ params, body, auth, c }) {
    const { db, now } = c.var.deps;
    const scale = await guardName(() =>
      db.transaction(async (tx) => {
        const before = await getTariffScale(tx, params.id, { lock: true });
        if (!before) throw notFound();
        if (await tariffScaleNameTaken(tx, body.name, params.id)) throw nameTaken();
        await replaceTariffScale(tx, params.id, {
          name: body.name,
          minFee: body.minFee,
          settings: body.settings,
          now: now(),
        });
        const after = (await getTariffScale(tx, params.id))!;
        // An unchanged save leaves no history record: the history lists changes.
        if (JSON.stringify(valueOf(before)) !== JSON.stringify(valueOf(after))) {
          await appendTariffScaleHistory(tx, {
            tariffScaleId: params.id,
            userId: auth.userId,
            oldValue: valueOf(before),
            newValue: valueOf(after),
            now: now(),
          });
        }
        return after;
      }),
    );
    return { message: apiMessage.tariffScaleSaved, tariffScale: toScale(scale) };
  },

  async tariffScaleHistory({ params, c }) {
    const db = c.var.deps.db;
    const scale = await getTariffScale(db, params.id);
    if (!scale) throw notFound();
    const rows = await tariffScaleHistoryRows(db, params.id);
    return {
      id: scale.id,
      name: scale.name,
      history: rows.map((r) => ({
        user: historyUser(r.user),
        oldValue: r.oldValue as ReturnType<typeof valueOf> | null,
        newValue: r.newValue as ReturnType<typeof valueOf>,
        createdAt: specDate(r.createdAt),
      })),
    };
  },

  async checkTariffScaleUsage({ params, c }) {
    const db = c.var.deps.db;
    if (!(await getTariffScale(db, params.id))) throw notFound();
    return { tariffScaleInUse: await tariffScaleInUse(db, params.id) };
  },

  async deleteTariffScale({ params, c }) {
    await c.var.deps.db.transaction(async (tx) => {
      if (!(await getTariffScale(tx, params.id, { lock: true }))) throw notFound();
      if (await tariffScaleInUse(tx, params.id)) throw new HttpError(409, apiMessage.tariffScaleInUse);
      await deleteTariffScaleRow(tx, params.id);
    });
    return { message: apiMessage.tariffScaleDeleted };
  },

  async providerList({ c }) {
    const rows = await listProviders(c.var.deps.db);
    return rows.map((r) => ({
      id: r.id,
      key: r.key,
      name: r.name,
      tariffScale: idName(r.tariffScaleId, r.tariffScaleName),
    }));
  },

  async providerServiceFee({ params, c }) {
    const db = c.var.deps.db;
    const provider = await getProvider(db, params.id);
    if (!provider) throw notFound();
    const scale = provider.tariffScaleId === null ? null : await getTariffScale(db, provider.tariffScaleId);
    return {
      provider: { id: provider.id, key: provider.key, name: provider.name },
      tariffScale: scale && toScale(scale),
    };
  },

  async setProviderServiceFee({ params, body, auth, c }) {
    const { db, now } = c.var.deps;
    await db.transaction(async (tx) => {
      const provider = await getProvider(tx, params.id, { lock: true });
      if (!provider) throw notFound();
      if (!(await getTariffScale(tx, body.tariffScaleId)))
        throw invalidField('tariffScaleId', apiMessage.tariffScaleUnknown);
      if (provider.tariffScaleId === body.tariffScaleId) return;
      await setProviderScale(tx, {
        providerId: provider.id,
        tariffScaleId: body.tariffScaleId,
        userId: auth.userId,
        now: now(),
      });
    });
    return { message: apiMessage.providerServiceFeeSaved };
  },

  async providerServiceFeeHistory({ params, query, c }) {
    const db = c.var.deps.db;
    if (!(await getProvider(db, params.id))) throw notFound();
    return pageAnswer(query, await providerHistoryPage(db, params.id, query), (r) => ({
      id: r.id,
      user: historyUser(r.user),
      tariffScale: idName(r.scaleId, r.scaleName),
      createdAt: specDate(r.createdAt),
    }));
  },
};
