import { apiMessage } from '@/src/contracts/api-messages';
import type { tariffEndpoints } from '@/src/contracts/tariffs';
import { listTransferMinimums, lockTransferMinimum, setTransferMinimum } from '@/server/db/queries/transfer-minimums';
import { invalidField } from '@/server/http/errors';
import type { Handlers } from '@/server/http/mount';
import { auditSetting } from '@/server/http/audit';
import { formatMinor, toMinor } from '@/server/ledger/amounts';

type MinimumHandlers = Pick<Handlers<typeof tariffEndpoints>, 'transferMinimums' | 'setTransferMinimum'>;

/**
 * The least amount a transfer may move per currency (settings service-fee tab; the transfer plan
 * refuses less with a 422 on amount). A change is audit-logged with the amounts before and after; an
 * unchanged save writes nothing.
 */
export const transferMinimumHandlers: MinimumHandlers = {
  async transferMinimums({ c }) {
    const rows = await listTransferMinimums(c.var.deps.db);
    return rows.map((r) => ({ currency: r.currency, amount: formatMinor(r.amount, r.currency) }));
  },

  async setTransferMinimum({ body, auth, c }) {
    const { db, now } = c.var.deps;
    const amount = toMinor(body.amount, body.currency);
    await db.transaction(async (tx) => {
      const row = await lockTransferMinimum(tx, body.currency);
      // Every balance currency has a row from migration 0009; a missing one is a currency the contract let through by
      // mistake.
      if (!row) throw invalidField('currency', apiMessage.transferMinimumUnknownCurrency);
      if (row.amount === amount) return;
      await setTransferMinimum(tx, { id: row.id, amount, userId: auth.userId, now: now() });
      await auditSetting(tx, c, auth, {
        action: 'settings.transferMinimum',
        settingId: row.id,
        before: { currency: body.currency, amount: formatMinor(row.amount, body.currency) },
        after: { currency: body.currency, amount: formatMinor(amount, body.currency) },
      });
    });
    return { message: apiMessage.transferMinimumSaved };
  },
};
