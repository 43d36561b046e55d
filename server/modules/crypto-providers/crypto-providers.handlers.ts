import type { cryptoProviderEndpoints } from '@/src/contracts/crypto-providers';
import { apiMessage } from '@/src/contracts/api-messages';
import {
  lockAllCryptoProviders,
  listCryptoProviders,
  makeDefaultCryptoProvider,
} from '@/server/db/queries/crypto-providers';
import { notFound } from '@/server/http/errors';
import type { Handlers } from '@/server/http/mount';

/** Crypto pay-in providers (settings crypto-provider tab): the list and which one is the default. */
export const cryptoProvidersHandlers: Handlers<typeof cryptoProviderEndpoints> = {
  async listCryptoProviders({ c }) {
    return listCryptoProviders(c.var.deps.db);
  },

  async setDefaultCryptoProvider({ params, c }) {
    const name = await c.var.deps.db.transaction(async (tx) => {
      const providers = await lockAllCryptoProviders(tx);
      const provider = providers.find((p) => p.id === params.id);
      if (!provider) throw notFound();
      await makeDefaultCryptoProvider(tx, provider.id);
      return provider.name;
    });
    return { message: apiMessage.cryptoProviderDefault(name) };
  },
};
