import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { ensurePlatformSecret } from '../../db/queries/platform-secrets';
import { generateVapidKeys, type VapidKeys } from './web-push-sender';

/**
 * The VAPID key pair: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, otherwise made once and kept in
 * platform_secrets, so every instance signs with the same key and subscriptions survive restarts
 * (a new key would orphan every browser's subscription).
 */
export async function vapidKeys(config: Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY'>, db: Db): Promise<VapidKeys> {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY };
  const stored = await ensurePlatformSecret(db, 'vapid-p256', () => JSON.stringify(generateVapidKeys()));
  return JSON.parse(stored) as VapidKeys;
}

/** The VAPID subject (a contact for push services): VAPID_SUBJECT, else the portal's https address, else a mailto. */
export function vapidSubject(config: Pick<Config, 'VAPID_SUBJECT' | 'PUBLIC_URL'>): string {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  if (config.PUBLIC_URL?.startsWith('https://')) return config.PUBLIC_URL;
  return 'mailto:no-reply@cardportal.local';
}
