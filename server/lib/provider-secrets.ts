import type { Config } from '@/server/config';
import type { Db } from '@/server/db/client';
import { ensurePlatformSecret } from '@/server/db/queries/platform-secrets';
import type { SandboxIssuerSecrets } from '@/server/providers/card-issuer/index';
import { configuredVapidKeys } from '@/server/providers/push/vapid-keys';
import { generateVapidKeys, type VapidKeys } from '@/server/providers/push/web-push-sender';
import { randomToken } from './secrets';

/**
 * The secrets providers need and configuration does not give: made once and kept in platform_secrets, so
 * every instance and every restart agree. Bootstrap reads them and hands them to the providers, which read
 * no database themselves.
 */

/**
 * The VAPID key pair: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, otherwise the stored pair, so
 * subscriptions survive restarts (a new key would orphan every browser's subscription).
 */
export async function vapidKeys(
  config: Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY'>,
  db: Db,
): Promise<VapidKeys> {
  const configured = configuredVapidKeys(config);
  if (configured) return configured;
  const stored = await ensurePlatformSecret(db, 'vapid-p256', () => JSON.stringify(generateVapidKeys()));
  return JSON.parse(stored) as VapidKeys;
}

/** The sandbox card issuer's signing secret, and its webhook secret unless CARD_ISSUER_WEBHOOK_SECRET is set. */
export async function sandboxIssuerSecrets(
  config: Pick<Config, 'CARD_ISSUER_WEBHOOK_SECRET'>,
  db: Db,
): Promise<SandboxIssuerSecrets> {
  const cardSecret = await ensurePlatformSecret(db, 'card-issuer-sandbox', () => randomToken(48));
  const webhookSecret =
    config.CARD_ISSUER_WEBHOOK_SECRET ?? (await ensurePlatformSecret(db, 'card-issuer-webhook', () => randomToken(48)));
  return { cardSecret, webhookSecret };
}
