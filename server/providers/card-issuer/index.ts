import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { ensurePlatformSecret } from '../../db/queries/platform-secrets';
import { randomToken } from '../../lib/secrets';
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

/**
 * The issuer for this configuration: the REST client when CARD_ISSUER_URL is set, otherwise the sandbox,
 * whose secrets are made once and kept in platform_secrets so every instance and restart agree. Made
 * once per database (so per app), on first use.
 */
const runtimes = new WeakMap<Db, Promise<CardIssuerRuntime>>();

export function cardIssuerOf(deps: { config: Config; db: Db; now: () => Date }): Promise<CardIssuerRuntime> {
  let runtime = runtimes.get(deps.db);
  if (!runtime) {
    runtime = build(deps);
    runtimes.set(deps.db, runtime);
    runtime.catch(() => runtimes.delete(deps.db));
  }
  return runtime;
}

async function build({ config, db, now }: { config: Config; db: Db; now: () => Date }): Promise<CardIssuerRuntime> {
  const webhookUrl =
    config.CARD_ISSUER_WEBHOOK_URL ??
    `${(config.PUBLIC_URL ?? `http://127.0.0.1:${config.PORT}`).replace(/\/+$/, '')}/api/card-issuer/webhook`;
  if (config.CARD_ISSUER_URL) {
    return {
      issuer: createApiCardIssuer({ baseUrl: config.CARD_ISSUER_URL, apiKey: config.CARD_ISSUER_API_KEY! }),
      sandbox: null,
      webhookSecret: config.CARD_ISSUER_WEBHOOK_SECRET!,
      webhookUrl,
    };
  }
  const cardSecret = await ensurePlatformSecret(db, 'card-issuer-sandbox', () => randomToken(48));
  const webhookSecret = config.CARD_ISSUER_WEBHOOK_SECRET ?? (await ensurePlatformSecret(db, 'card-issuer-webhook', () => randomToken(48)));
  const sandbox = createSandboxCardIssuer(cardSecret, now);
  return { issuer: sandbox, sandbox, webhookSecret, webhookUrl };
}

/** The sandbox's control endpoints exist only with the sandbox issuer and outside production. */
export const sandboxControlsEnabled = (config: Config) => !config.CARD_ISSUER_URL && !config.isProduction;
