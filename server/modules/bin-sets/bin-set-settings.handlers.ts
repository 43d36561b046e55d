import { BIN_SET_STATUS, type binSetEndpoints } from '@/src/contracts/bin-sets';
import { toast, validation } from '@/src/contracts/messages';
import { apiMessage } from '@/src/contracts/api-messages';
import type { Db } from '@/server/db/client';
import { isUniqueViolation } from '@/server/db/errors';
import {
  binSetClientsPage,
  getBinSet,
  insertBinSet,
  listBinSets,
  lockAllBinSets,
  makeDefaultIssuance,
  updateBinSetRow,
} from '@/server/db/queries/bin-sets';
import { legalEntityExists } from '@/server/db/queries/companies';
import { getProvider } from '@/server/db/queries/tariffs';
import { HttpError, invalidField, notFound } from '@/server/http/errors';
import type { Handlers } from '@/server/http/mount';
import { formatMinor, toMinor } from '@/server/ledger/amounts';
import { toBinSet } from './bin-set-view';
import { pageAnswer, pageMeta, searchedPage } from '@/server/db/paging';

type SettingsHandlers = Pick<
  Handlers<typeof binSetEndpoints>,
  'listBinSets' | 'createBinSet' | 'editBinSet' | 'setDefaultIssuance' | 'binSetClients'
>;

async function checkLegalEntity(db: Db, id: number | null | undefined) {
  if (id != null && !(await legalEntityExists(db, id))) throw invalidField('legalEntityId', validation.notValid);
}

/** Settings tab bin-sets (spec 2.3, spec 7 backoffice settings bin-set). */
export const binSetSettingsHandlers: SettingsHandlers = {
  async listBinSets({ query, c }) {
    return pageAnswer(query, await listBinSets(c.var.deps.db, searchedPage(query)), toBinSet);
  },

  async createBinSet({ body, c }) {
    const { db, now } = c.var.deps;
    let id: number;
    try {
      id = await db.transaction(async (tx) => {
        if (!(await getProvider(tx, body.providerId))) throw invalidField('providerId', apiMessage.providerUnknown);
        await checkLegalEntity(tx, body.legalEntityId);
        const at = now();
        return insertBinSet(tx, {
          bin: body.bin,
          name: body.name,
          currency: body.currency,
          providerId: body.providerId,
          legalEntityId: body.legalEntityId,
          status: body.status,
          cardIssuanceFee: toMinor(body.cardIssuanceFee, body.currency),
          monthlyMaintenanceFee: toMinor(body.monthlyMaintenanceFee, body.currency),
          createdAt: at,
          updatedAt: at,
        });
      });
    } catch (error) {
      if (isUniqueViolation(error, 'bin_sets_bin_unique')) throw invalidField('bin', apiMessage.binTaken);
      throw error;
    }
    return { message: apiMessage.binSetCreated, binSet: toBinSet((await getBinSet(db, id))!) };
  },

  async editBinSet({ params, body, c }) {
    const { db, now } = c.var.deps;
    await db.transaction(async (tx) => {
      // Locked with every other set: a default switch and a status change never cross.
      const locked = (await lockAllBinSets(tx)).find((s) => s.id === params.id);
      if (!locked) throw notFound();
      const set = (await getBinSet(tx, params.id))!.set;
      if (body.status === BIN_SET_STATUS.inactive && set.isDefaultIssuance)
        throw invalidField('status', apiMessage.defaultIssuanceStaysActive);
      await checkLegalEntity(tx, body.legalEntityId);
      await updateBinSetRow(tx, set.id, {
        name: body.name,
        legalEntityId: body.legalEntityId,
        status: body.status,
        cardIssuanceFee: body.cardIssuanceFee === undefined ? undefined : toMinor(body.cardIssuanceFee, set.currency),
        monthlyMaintenanceFee:
          body.monthlyMaintenanceFee === undefined ? undefined : toMinor(body.monthlyMaintenanceFee, set.currency),
        updatedAt: now(),
      });
    });
    return { message: apiMessage.binSetSaved };
  },

  async setDefaultIssuance({ params, c }) {
    const { db, now } = c.var.deps;
    await db.transaction(async (tx) => {
      const set = (await lockAllBinSets(tx)).find((s) => s.id === params.id);
      if (!set) throw notFound();
      if (set.status !== BIN_SET_STATUS.active) throw new HttpError(422, apiMessage.defaultIssuanceNeedsActive);
      await makeDefaultIssuance(tx, set.id, now());
    });
    return { message: toast.defaultIssuance(params.id) };
  },

  async binSetClients({ params, query, c }) {
    const db = c.var.deps.db;
    const set = await getBinSet(db, params.id);
    if (!set) throw notFound();
    const { rows, totalCount } = await binSetClientsPage(db, params.id, query);
    return {
      binSet: toBinSet(set),
      meta: pageMeta(query, totalCount),
      records: rows.map((r) => ({
        id: r.id,
        uuid: r.uuid,
        name: r.name,
        account: {
          id: r.accountId,
          name: r.accountName,
          balance: formatMinor(r.balance, r.currency),
          currency: r.currency,
        },
      })),
    };
  },
};
