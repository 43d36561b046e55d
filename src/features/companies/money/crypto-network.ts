import { apiMessage } from '@/src/contracts/api-messages';
import { validation } from '@/src/contracts/messages';
import {
  cryptoTopUpBody,
  PAY_IN_NETWORK_BLOCKCHAIN,
  PAY_IN_NETWORK_CURRENCY,
  PAY_IN_NETWORKS,
  type PayInNetwork,
} from '@/src/contracts/top-ups';

/** The pay-in networks of a balance currency: USDT has two chains, USDC one, a fiat currency none. */
export const networksFor = (currency: string | undefined): PayInNetwork[] =>
  PAY_IN_NETWORKS.filter((n) => PAY_IN_NETWORK_CURRENCY[n] === currency);

export const networkLabel = (network: PayInNetwork) => `${network} (${PAY_IN_NETWORK_BLOCKCHAIN[network]})`;

/**
 * The crypto top-up form's schema: the contract's, plus what only the chosen account tells. A hash is unique
 * per chain, so a USDT account (two chains) needs the network named; a network must pay in to the account's
 * currency. `currencyOf` reads the accounts the form has loaded (undefined while unknown: the server decides).
 */
export function cryptoTopUpFormSchema(currencyOf: (accountId: number) => string | undefined) {
  return cryptoTopUpBody.superRefine((value, ctx) => {
    const currency = currencyOf(value.accountId);
    if (currency === undefined) return;
    const networks = networksFor(currency);
    if (!value.network) {
      if (networks.length > 1) ctx.addIssue({ code: 'custom', path: ['network'], message: validation.required });
    } else if (!networks.includes(value.network)) {
      ctx.addIssue({ code: 'custom', path: ['network'], message: apiMessage.networkNotOfAccount });
    }
  });
}
