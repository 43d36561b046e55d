import {
  partnerButtonFields,
  partnerMessages,
  type PartnerButton,
  type partnerEndpoints,
} from '@/src/contracts/partners';
import { getPartnerButtonRow, savePartnerButtonRow } from '@/server/db/queries/partners';
import type { Handlers } from '@/server/http/mount';

type Row = NonNullable<Awaited<ReturnType<typeof getPartnerButtonRow>>>;

/**
 * The stored row as the contract's button. The design is JSON checked on the way in; a row that no longer
 * reads as a button (written by an older version, say) is treated as no button rather than a broken one.
 */
function toPartnerButton(row: Row): PartnerButton | null {
  const parsed = partnerButtonFields.safeParse({
    ...(row.design as object),
    name: row.name,
    url: row.url,
    isPublished: row.isPublished,
  });
  return parsed.success ? parsed.data : null;
}

/** The partner button: its designer and the published button clients see. */
export const partnersHandlers: Handlers<typeof partnerEndpoints> = {
  async getPartnerButton({ c }) {
    const { db, config } = c.var.deps;
    const row = await getPartnerButtonRow(db);
    const button = row?.isPublished ? toPartnerButton(row) : null;
    const links = [
      { kind: 'telegram' as const, label: 'Support in Telegram', url: `https://t.me/${config.TELEGRAM_BOT_NAME}` },
    ];
    return { data: button ? [button] : [], links };
  },

  async getPartnerButtonSettings({ c }) {
    const row = await getPartnerButtonRow(c.var.deps.db);
    const button = row && toPartnerButton(row);
    return button ? { ...button, updatedAt: row.updatedAt.toISOString() } : null;
  },

  async savePartnerButton({ body, auth, c }) {
    const { name, url, isPublished, ...design } = body;
    await savePartnerButtonRow(c.var.deps.db, { name, url, isPublished, design }, auth.userId, c.var.deps.now());
    return { message: isPublished ? partnerMessages.savedPublished : partnerMessages.savedHidden };
  },
};
