import type { PayInNetwork } from '@/src/contracts/top-ups';

/** What the tabs call each pay-in network (spec 9: USDT on TRC and ERC, and USDC). */
export const NETWORK_LABEL: Record<PayInNetwork, string> = {
  USDT_TRC: 'USDT TRC20',
  USDT_ERC: 'USDT ERC20',
  USDC: 'USDC',
};
