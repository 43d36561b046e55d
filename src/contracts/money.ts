/** Currencies of spec section 9. USDT_TRC and USDT_ERC are pay-in networks of the USDT balance. */
export const CURRENCIES = ['EUR', 'USD', 'USDT', 'USDT_TRC', 'USDT_ERC', 'USDC'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const BALANCE_CURRENCIES = ['EUR', 'USDT', 'USDC', 'USD'] as const;
export type BalanceCurrency = (typeof BALANCE_CURRENCIES)[number];

/** Minor units per currency: every balance currency has two decimals on this platform. */
export const CURRENCY_DECIMALS: Record<Currency, number> = {
  EUR: 2,
  USD: 2,
  USDT: 2,
  USDT_TRC: 2,
  USDT_ERC: 2,
  USDC: 2,
};

export const CURRENCY_SYMBOL: Record<Currency, string> = {
  EUR: '€',
  USD: '$',
  USDT: '₮',
  USDT_TRC: '₮',
  USDT_ERC: '₮',
  USDC: 'USDC',
};
