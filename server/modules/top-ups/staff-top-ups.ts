import { toast } from '@/src/contracts/messages';
import { apiMessage } from '@/src/contracts/api-messages';
import { PAY_IN_SOURCE, PAYMENT_STATUS } from '@/src/contracts/payments';
import {
  chainsOf,
  PAY_IN_NETWORK_BLOCKCHAIN,
  PAY_IN_NETWORK_CURRENCY,
  type PayInNetwork,
  type topUpEndpoints,
} from '@/src/contracts/top-ups';
import type { Db } from '@/server/db/client';
import { findAccount, moneyCompany, transitAccountOf } from '@/server/db/queries/balances';
import { ACCOUNT_TYPE } from '@/server/db/schema/index';
import { invalidField, notFound } from '@/server/http/errors';
import type { Handlers } from '@/server/http/mount';
import { toMinor } from '@/server/ledger/amounts';
import { idempotent } from '@/server/http/idempotency';
import { topUp } from '@/server/ledger/operations';
import { claimCryptoHash } from './crypto-hashes';
import { paymentAwaitsDecision } from '@/server/modules/notifications/events';
import { fiatCurrencyFor, SOURCE_CURRENCIES } from './pay-in';

/**
 * Staff record money that arrived for a company (spec 5 rules, spec 8 texts). Both kinds are PENDING
 * top-ups: nothing is credited until role 1 accepts (decisions.ts). Run once per Idempotency-Key.
 */

async function companyOrNotFound(db: Db, companyId: number) {
  const company = await moneyCompany(db, companyId);
  if (!company) throw notFound();
  return company;
}

/** The crypto account must be the company's transit account in a currency crypto credits. */
async function cryptoAccount(db: Db, companyId: number, accountId: number) {
  const account = await findAccount(db, accountId);
  if (!account || account.companyId !== companyId) throw invalidField('accountId', apiMessage.accountNotFound);
  if (account.type !== ACCOUNT_TYPE.transit) throw invalidField('accountId', apiMessage.accountNotTransit);
  if (!SOURCE_CURRENCIES[PAY_IN_SOURCE.crypto]!.includes(account.currency))
    throw invalidField('accountId', apiMessage.sourceCannotCredit);
  return account;
}

/**
 * The chain the hash is on: the named network's, which must be one of the account's currency (422 on
 * `network` otherwise); unnamed, the currency's only chain (USDC: ERC20), or null when it has two (USDT).
 */
function cryptoChain(currency: string, network: PayInNetwork | undefined): string | null {
  if (network) {
    if (PAY_IN_NETWORK_CURRENCY[network] !== currency) throw invalidField('network', apiMessage.networkNotOfAccount);
    return PAY_IN_NETWORK_BLOCKCHAIN[network];
  }
  const chains = chainsOf(currency);
  return chains.length === 1 ? chains[0]! : null;
}

export const staffTopUpHandlers: Pick<Handlers<typeof topUpEndpoints>, 'cryptoTopUp' | 'fiatTopUp'> = {
  async cryptoTopUp({ params, body, auth, c }) {
    if (body.sourceId !== PAY_IN_SOURCE.crypto) throw invalidField('sourceId', apiMessage.sourceNotCrypto);
    return idempotent(c, auth, { companyId: params.id, ...body }, async (tx) => {
      await companyOrNotFound(tx, params.id);
      const account = await cryptoAccount(tx, params.id, body.accountId);
      const network = cryptoChain(account.currency, body.network);
      const amount = toMinor(body.amount, account.currency);
      const result = await topUp(tx, {
        companyId: params.id,
        accountId: account.id,
        amount,
        currency: account.currency,
        source: PAY_IN_SOURCE.crypto,
        info: { hash: body.hash, requestedAmount: body.amount, ...(network && { blockchain: network }) },
        description: body.description || null,
        initiator: { kind: 'staff', userId: auth.userId },
        pending: true,
      });
      await claimCryptoHash(tx, body.hash, network, result.paymentId);
      await paymentAwaitsDecision(tx, result.paymentId);
      return {
        id: result.paymentId,
        isFirstTopUp: result.isFirstTopUp,
        message: toast.cryptoTopUp,
        status: PAYMENT_STATUS.pending,
      };
    });
  },

  async fiatTopUp({ params, body, auth, c }) {
    if (body.sourceId !== PAY_IN_SOURCE.sepa && body.sourceId !== PAY_IN_SOURCE.swift)
      throw invalidField('sourceId', apiMessage.sourceNotFiat);
    return idempotent(c, auth, { companyId: params.id, ...body }, async (tx) => {
      const company = await companyOrNotFound(tx, params.id);
      const currency = fiatCurrencyFor(body.sourceId, company.currencyCode);
      const account = await transitAccountOf(tx, params.id, currency);
      if (!account) throw invalidField('sourceId', apiMessage.sourceCannotCredit);
      const result = await topUp(tx, {
        companyId: params.id,
        accountId: account.id,
        amount: toMinor(body.amount, currency),
        currency,
        source: body.sourceId,
        info: { requestedAmount: body.amount },
        description: body.description || null,
        initiator: { kind: 'staff', userId: auth.userId },
        pending: true,
      });
      await paymentAwaitsDecision(tx, result.paymentId);
      return {
        id: result.paymentId,
        isFirstTopUp: result.isFirstTopUp,
        message: toast.fiatTopUp(body.sourceId),
        status: PAYMENT_STATUS.pending,
      };
    });
  },
};
