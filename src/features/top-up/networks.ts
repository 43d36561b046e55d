import { PAY_IN_NETWORK_BLOCKCHAIN, PAY_IN_NETWORKS, type PayInNetwork } from '@/src/contracts/top-ups';

/**
 * What the page calls each pay-in network (spec 9: USDT on TRC and ERC, and USDC): the coin and its chain,
 * so every address, tab and copy confirmation names the network a deposit must use (a wrong-network deposit
 * is lost).
 */
export const NETWORK_LABEL: Record<PayInNetwork, string> = {
  USDT_TRC: `USDT (${PAY_IN_NETWORK_BLOCKCHAIN.USDT_TRC})`,
  USDT_ERC: `USDT (${PAY_IN_NETWORK_BLOCKCHAIN.USDT_ERC})`,
  USDC: `USDC (${PAY_IN_NETWORK_BLOCKCHAIN.USDC})`,
};

export const isPayInNetwork = (value: unknown): value is PayInNetwork =>
  typeof value === 'string' && (PAY_IN_NETWORKS as readonly string[]).includes(value);

/**
 * Whether `address` can be an address on the network's chain: a TRON address (T and 33 base58 characters) for
 * TRC20, an EVM address (0x and 40 hex digits) for the ERC20 networks. A QR code or link that does not hold one
 * is not shown as somewhere to send money.
 */
export function isDepositAddress(network: PayInNetwork, address: string): boolean {
  return network === 'USDT_TRC' ? /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address) : /^0x[0-9a-fA-F]{40}$/.test(address);
}

/** The pay-in page's search (`/top-up?network=…&address=…`): the network to open and the address a QR code held. */
export interface TopUpSearch {
  network?: PayInNetwork;
  address?: string;
}

export function readTopUpSearch(search: Record<string, unknown>): TopUpSearch {
  const network = isPayInNetwork(search.network) ? search.network : undefined;
  const address =
    network && typeof search.address === 'string' && isDepositAddress(network, search.address)
      ? search.address
      : undefined;
  return { network, address };
}
