import type { Config } from '@/server/config';
import type { VapidKeys } from './web-push-sender';

/** The configured VAPID key pair, or null when bootstrap is to use the one kept in platform_secrets. */
export function configuredVapidKeys(config: Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY'>): VapidKeys | null {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY };
  return null;
}

/** The VAPID subject (a contact for push services): VAPID_SUBJECT, else the portal's https address, else a mailto. */
export function vapidSubject(config: Pick<Config, 'VAPID_SUBJECT' | 'PUBLIC_URL'>): string {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  if (config.PUBLIC_URL?.startsWith('https://')) return config.PUBLIC_URL;
  return 'mailto:no-reply@cardportal.local';
}
