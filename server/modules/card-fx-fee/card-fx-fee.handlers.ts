import { apiMessage } from '@/src/contracts/api-messages';
import type { cardFxFeeEndpoints } from '@/src/contracts/card-fx-fee';
import type { Db } from '@/server/db/client';
import { getPlatformSettings, lockCardFxFeePercent, setCardFxFeePercent } from '@/server/db/queries/platform-settings';
import type { Handlers } from '@/server/http/mount';
import { auditSetting } from '@/server/http/audit';
import { fractionOf } from '@/server/ledger/rounding';
import { specDate } from '@/server/lib/spec-date';

async function settingOf(db: Db) {
  const { settings, user } = await getPlatformSettings(db);
  return {
    percent: settings.cardFxFeePercent,
    updatedAt: specDate(settings.updatedAt),
    updatedBy: user?.id ? user : null,
  };
}

/** "2.5" → "2.50": the column's two places, so the answer reads as stored. */
const twoPlaces = (value: string) => {
  const { numerator, denominator } = fractionOf(value);
  const cents = (numerator * 100n) / denominator;
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
};

/** The card FX fee setting (settings service-fee tab). */
export const cardFxFeeHandlers: Handlers<typeof cardFxFeeEndpoints> = {
  getCardFxFee({ c }) {
    return settingOf(c.var.deps.db);
  },

  /**
   * Audit-logged with the percent before and after, as the other platform settings are; an unchanged save writes
   * nothing.
   */
  async setCardFxFee({ body, auth, c }) {
    const { db, now } = c.var.deps;
    const percent = twoPlaces(body.percent);
    await db.transaction(async (tx) => {
      const before = await lockCardFxFeePercent(tx);
      if (before === percent) return;
      await setCardFxFeePercent(tx, percent, auth.userId, now());
      await auditSetting(tx, c, auth, {
        action: 'settings.cardFxFee',
        settingId: 1,
        before: { percent: before },
        after: { percent },
      });
    });
    return { message: apiMessage.cardFxFeeSaved, setting: await settingOf(db) };
  },
};
