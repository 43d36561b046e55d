import {
  partnerButtonFields,
  partnerMessages,
  SOCIAL_KINDS,
  socialMessages,
  type PartnerButton,
  type partnerEndpoints,
  type SocialKind,
  type SupportLink,
} from '@/src/contracts/partners';
import {
  getPartnerButtonRow,
  listSocialLinks,
  replaceSocialLinks,
  savePartnerButtonRow,
} from '@/server/db/queries/partners';
import type { Handlers } from '@/server/http/mount';
import { auditSetting } from '@/server/http/audit';
import { specDate, specDateOrNull } from '@/server/lib/spec-date';

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

/** A stored social link as the clients' list shows it; a row of a kind this version does not know is left out. */
function socialOf(row: { kind: string; label: string; url: string }): SupportLink | null {
  if (!(SOCIAL_KINDS as readonly string[]).includes(row.kind) || !row.url.startsWith('https://')) return null;
  return { kind: row.kind as SocialKind, label: row.label, url: row.url, role: 'social' };
}

/** The partner button: its designer and the published button clients see. */
export const partnersHandlers: Handlers<typeof partnerEndpoints> = {
  async getPartnerButton({ c }) {
    const { db, config } = c.var.deps;
    const row = await getPartnerButtonRow(db);
    const button = row?.isPublished ? toPartnerButton(row) : null;
    const support: SupportLink = {
      kind: 'telegram',
      label: 'Support in Telegram',
      url: `https://t.me/${config.TELEGRAM_BOT_NAME}`,
      role: 'support',
    };
    const social = (await listSocialLinks(db)).map(socialOf).filter((link) => link !== null);
    return { data: button ? [button] : [], links: [support, ...social] };
  },

  async getPartnerButtonSettings({ c }) {
    const row = await getPartnerButtonRow(c.var.deps.db);
    const button = row && toPartnerButton(row);
    return button ? { ...button, updatedAt: specDate(row.updatedAt) } : null;
  },

  async getSocialLinks({ c }) {
    const rows = await listSocialLinks(c.var.deps.db);
    const links = rows.map(socialOf).filter((link) => link !== null);
    const latest = rows.reduce<Date | null>((at, row) => (at && at > row.updatedAt ? at : row.updatedAt), null);
    return {
      links: links.map(({ kind, label, url }) => ({ kind, label, url })),
      updatedAt: specDateOrNull(latest),
    };
  },

  /** Replaces the list; the change is audit-logged with the list before and after, an unchanged save writes nothing. */
  async saveSocialLinks({ body, auth, c }) {
    const { db, now } = c.var.deps;
    const after = body.links.map(({ kind, label, url }) => ({ kind, label, url }));
    await db.transaction(async (tx) => {
      const before = (await replaceSocialLinks(tx, after, auth.userId, now())).map(({ kind, label, url }) => ({
        kind,
        label,
        url,
      }));
      if (JSON.stringify(before) === JSON.stringify(after)) return;
      await auditSetting(tx, c, auth, {
        action: 'settings.socialLinks',
        settingId: 0,
        before: { links: before },
        after: { links: after },
      });
    });
    return { message: socialMessages.saved };
  },

  async savePartnerButton({ body, auth, c }) {
    const { name, url, isPublished, ...design } = body;
    await savePartnerButtonRow(c.var.deps.db, { name, url, isPublished, design }, auth.userId, c.var.deps.now());
    return { message: isPublished ? partnerMessages.savedPublished : partnerMessages.savedHidden };
  },
};
