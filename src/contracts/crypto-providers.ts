import { z } from 'zod';
import { endpoint, idParam, messageResponse } from './endpoint';

/** Crypto pay-in providers (spec 3 "Top-up crypto provider"; spec 7 backoffice settings top-up-crypto-provider). */

export const cryptoProvider = z.object({
  id: z.number(),
  name: z.string(),
  isDefault: z.boolean(),
  /** Percent taken on a crypto pay-in, 2 decimals. */
  fee: z.string(),
});
export type CryptoProvider = z.infer<typeof cryptoProvider>;

export const listCryptoProviders = endpoint({
  method: 'get',
  path: '/backoffice/settings/top-up-crypto-provider/list',
  access: 'settings.cryptoProvider',
  summary: 'The crypto pay-in providers; exactly one is the default',
  response: z.array(cryptoProvider),
});

export const setDefaultCryptoProvider = endpoint({
  method: 'patch',
  path: '/backoffice/settings/top-up-crypto-provider/{id}/default',
  access: 'settings.cryptoProvider',
  summary: 'Make a provider the one default for crypto pay-ins (the previous default stops being it)',
  params: idParam,
  response: messageResponse,
});

export const cryptoProviderEndpoints = { listCryptoProviders, setDefaultCryptoProvider };
