import type { Config } from '@/server/config';
import { ownOrigin } from '@/server/lib/links';
import { createApiCardIssuer } from './api-client';
import type { CardIssuer } from './card-issuer';
import { createSandboxCardIssuer, type SandboxCardIssuer } from './sandbox-issuer';

export type { CardIssuer } from './card-issuer';

export interface CardIssuerRuntime {
  issuer: CardIssuer;
  /** Set when the built-in sandbox is the issuer: it can also make purchases (sandbox-purchases.ts). */
  sandbox: SandboxCardIssuer | null;
  /** The HMAC key of the issuer's webhooks. */
  webhookSecret: string;
  /** Where the sandbox delivers its webhooks. */
  webhookUrl: string;
}

/** The secrets the sandbox issuer needs, kept by bootstrap in platform_secrets so instances and restarts agree. */
export interface SandboxIssuerSecrets {
  cardSecret: string;
  webhookSecret: string;
}

/** Where the issuer delivers webhooks: CARD_ISSUER_WEBHOOK_URL, else the portal's own address. */
export const issuerWebhookUrl = (config: Config) =>
  config.CARD_ISSUER_WEBHOOK_URL ??
  `${(config.PUBLIC_URL ?? ownOrigin(config, '127.0.0.1')).replace(/\/+$/, '')}/api/card-issuer/webhook`;

/**
 * The issuer for this configuration: the REST client when CARD_ISSUER_URL is set, otherwise the sandbox
 * with the secrets bootstrap read for it (`sandboxSecrets` is only asked for then). Reads nothing itself.
 */
export async function createCardIssuerRuntime(
  config: Config,
  sandboxSecrets: () => Promise<SandboxIssuerSecrets>,
  now: () => Date,
): Promise<CardIssuerRuntime> {
  const webhookUrl = issuerWebhookUrl(config);
  if (config.CARD_ISSUER_URL) {
    return {
      issuer: createApiCardIssuer({ baseUrl: config.CARD_ISSUER_URL, apiKey: config.CARD_ISSUER_API_KEY! }),
      sandbox: null,
      webhookSecret: config.CARD_ISSUER_WEBHOOK_SECRET!,
      webhookUrl,
    };
  }
  const { cardSecret, webhookSecret } = await sandboxSecrets();
  const sandbox = createSandboxCardIssuer(cardSecret, now);
  return { issuer: sandbox, sandbox, webhookSecret, webhookUrl };
}

/** The sandbox's control endpoints exist only with the sandbox issuer and outside production. */
export const sandboxControlsEnabled = (config: Config) => !config.CARD_ISSUER_URL && !config.isProduction;
