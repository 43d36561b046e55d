import { apiMessage } from '@/src/contracts/api-messages';
import { PAY_IN_SOURCE, PAY_IN_SOURCE_LABEL } from '@/src/contracts/payments';
import {
  PAY_IN_NETWORK_BLOCKCHAIN,
  PAY_IN_NETWORK_CURRENCY,
  PAY_IN_NETWORKS,
  type PayInInfo,
  type topUpEndpoints,
} from '@/src/contracts/top-ups';
import type { Db } from '@/server/db/client';
import {
  defaultCryptoProvider,
  depositAddress,
  moneyCompany,
  transitAccountOf,
  transitAccountsIn,
} from '@/server/db/queries/balances';
import { HttpError, notFound } from '@/server/http/errors';
import type { Handlers } from '@/server/http/mount';
import { formatMinor } from '@/server/ledger/amounts';
import { appLink } from '@/server/lib/links';
import { payInProviderFor } from '@/server/providers/crypto/index';
import { clientCompanyOf, requirePermission } from '@/server/http/permissions';
import { wireDetailsFor } from './wire-details';

/** Spec 9: the default pay-in rate; a stablecoin network credits its balance currency one to one. */
const PAY_IN_RATE = '1';

/** What each staff top-up source may credit: SEPA is EUR; SWIFT EUR or USD; crypto USDT or USDC. */
export const SOURCE_CURRENCIES: Record<number, readonly string[]> = {
  [PAY_IN_SOURCE.sepa]: ['EUR'],
  [PAY_IN_SOURCE.swift]: ['EUR', 'USD'],
  [PAY_IN_SOURCE.crypto]: ['USDT', 'USDC'],
};

/**
 * The transit account a fiat top-up credits (fiat has no account field in spec 5): SEPA credits EUR;
 * SWIFT credits the company's own currency when it is EUR or USD, USD otherwise.
 */
export function fiatCurrencyFor(sourceId: number, companyCurrency: string): string {
  if (sourceId === PAY_IN_SOURCE.sepa) return 'EUR';
  return companyCurrency === 'EUR' ? 'EUR' : 'USD';
}

const option = (a: { id: number; name: string; currency: string; balance: bigint }) => ({
  id: a.id,
  name: a.name,
  currencyCode: a.currency,
  balance: formatMinor(a.balance, a.currency),
});

export async function sourceAccountsOf(db: Db, companyId: number, sourceId: number) {
  const company = await moneyCompany(db, companyId);
  if (!company) throw notFound();
  if (sourceId === PAY_IN_SOURCE.crypto)
    return (await transitAccountsIn(db, companyId, SOURCE_CURRENCIES[sourceId]!)).map(option);
  const account = await transitAccountOf(db, companyId, fiatCurrencyFor(sourceId, company.currencyCode));
  return account ? [option(account)] : [];
}

export const payInHandlers: Pick<Handlers<typeof topUpEndpoints>, 'payInInfo' | 'sourceList' | 'sourceAccounts'> = {
  async payInInfo({ auth, c }) {
    requirePermission(auth, 'top_up');
    const { db, config } = c.var.deps;
    const companyId = clientCompanyOf(auth);
    const [company, provider] = await Promise.all([moneyCompany(db, companyId), defaultCryptoProvider(db)]);
    if (!company) throw notFound();
    if (!provider) throw new HttpError(409, apiMessage.noDefaultCryptoProvider);
    const adapter = payInProviderFor(provider);
    const accounts = await transitAccountsIn(db, companyId, ['USDT', 'USDC']);
    const records: PayInInfo[] = [];
    for (const network of PAY_IN_NETWORKS) {
      const address = await depositAddress(db, { companyId, providerId: provider.id, network }, () =>
        adapter.depositAddress({ companyId, providerId: provider.id, network }),
      );
      const currency = PAY_IN_NETWORK_CURRENCY[network];
      records.push({
        accounts: accounts.filter((a) => a.currency === currency).map(option),
        fee: provider.fee,
        rate: PAY_IN_RATE,
        address,
        blockchain: PAY_IN_NETWORK_BLOCKCHAIN[network],
        qr: appLink(config, 'top-up', network, address),
        currency: network,
        convertedCurrencyCode: currency,
      });
    }
    return {
      provider: { id: provider.id, name: provider.name },
      records,
      wire: company.isWireTopUpEnabled ? wireDetailsFor(company) : null,
    };
  },

  sourceList() {
    return {
      records: [PAY_IN_SOURCE.sepa, PAY_IN_SOURCE.swift, PAY_IN_SOURCE.crypto].map((value) => ({
        value,
        description: PAY_IN_SOURCE_LABEL[value]!,
        currencies: [...SOURCE_CURRENCIES[value]!],
      })),
    };
  },

  async sourceAccounts({ params, c }) {
    return { records: await sourceAccountsOf(c.var.deps.db, params.id, params.sourceId) };
  },
};
