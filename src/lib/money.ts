import { CURRENCY_SYMBOL, type Currency } from '@/src/contracts/money';

/**
 * Money on screen. The API writes amounts as decimal strings with the currency's precision; everything here
 * works on those digits (strings and BigInt) so that no binary float ever rounds a customer's balance.
 */

export type AmountValue = string | number | bigint;

/** Spec 5/9: money shows 2 decimals; without rounding it shows what it has, up to 20. */
export const DEFAULT_DECIMALS = 2;
export const MAX_EXACT_DECIMALS = 20;

interface Decimal {
  negative: boolean;
  int: string;
  frac: string;
}

const DECIMAL_PATTERN = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** Splits a decimal string (or a number/bigint) into sign, integer digits and fraction digits. */
function toDecimal(value: AmountValue): Decimal | null {
  const text = typeof value === 'string' ? value.trim() : value.toString();
  const match = DECIMAL_PATTERN.exec(text);
  if (!match) return null;
  const [, sign, intPart = '', fracPart = '', exponent] = match;
  if (intPart === '' && fracPart === '') return null;
  let digits = intPart + fracPart;
  // Exponent notation only reaches us from JS numbers (1e-7, 1e21): shift the point on the digits.
  let point = intPart.length + (exponent ? Number(exponent) : 0);
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  if (point > digits.length) digits = digits.padEnd(point, '0');
  const int = digits.slice(0, point).replace(/^0+(?=\d)/, '') || '0';
  const frac = digits.slice(point);
  return { negative: sign === '-' && /[1-9]/.test(digits), int, frac };
}

/** Half away from zero, on digits: 0.125 → 0.13, -0.125 → -0.13. */
function roundTo(decimal: Decimal, places: number): Decimal {
  if (decimal.frac.length <= places) return { ...decimal, frac: decimal.frac.padEnd(places, '0') };
  const kept = decimal.int + decimal.frac.slice(0, places);
  const roundUp = Number(decimal.frac[places]) >= 5;
  const scaled = (BigInt(kept) + (roundUp ? 1n : 0n)).toString().padStart(places + 1, '0');
  const int = scaled.slice(0, scaled.length - places) || '0';
  const frac = scaled.slice(scaled.length - places);
  return { negative: decimal.negative && /[1-9]/.test(int + frac), int, frac };
}

function groupThousands(int: string, separator: string): string {
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

export interface FormatAmountOptions {
  /** Fixed decimals, rounded half away from zero (default 2). Ignored when `exact` is set. */
  decimals?: number;
  /** Spec 5/9: show the amount as given, at least 2 and up to 20 decimals, never rounded (cut beyond 20). */
  exact?: boolean;
  /** '+' before positive amounts, e.g. for credits in a statement. */
  signDisplay?: 'auto' | 'always';
  thousandsSeparator?: string;
}

/** '1234567.891' → '1,234,567.89'. Returns '—' for a value that is not a decimal, so a bad row never says 0. */
export function formatAmount(value: AmountValue, options: FormatAmountOptions = {}): string {
  const decimal = toDecimal(value);
  if (!decimal) return '—';
  const { exact = false, decimals = DEFAULT_DECIMALS, signDisplay = 'auto', thousandsSeparator = ',' } = options;
  let shown: Decimal;
  if (exact) {
    const significant = decimal.frac.slice(0, MAX_EXACT_DECIMALS).replace(/0+$/, '');
    const frac = significant.padEnd(DEFAULT_DECIMALS, '0');
    shown = { ...decimal, frac, negative: decimal.negative && /[1-9]/.test(decimal.int + significant) };
  } else {
    shown = roundTo(decimal, decimals);
  }
  const sign = shown.negative ? '-' : signDisplay === 'always' && /[1-9]/.test(shown.int + shown.frac) ? '+' : '';
  const int = groupThousands(shown.int, thousandsSeparator);
  return `${sign}${int}${shown.frac ? `.${shown.frac}` : ''}`;
}

/** -1, 0 or 1: whether an amount is a debit, zero or a credit. NaN-free: an invalid value counts as 0. */
export function amountSign(value: AmountValue): -1 | 0 | 1 {
  const decimal = toDecimal(value);
  if (!decimal || !/[1-9]/.test(decimal.int + decimal.frac)) return 0;
  return decimal.negative ? -1 : 1;
}

export interface CurrencyDisplay {
  /** Placed before the amount ($, €, ₮) or empty when the currency is named by its label instead. */
  symbol: string;
  /** What a reader sees beside the amount when there is no symbol, and what a screen reader hears. */
  label: string;
  /** Spec 9: the TRC, ERC and USDC variants always show their icon. */
  showIcon: boolean;
}

const CURRENCY_LABELS: Record<Currency, string> = {
  EUR: 'EUR',
  USD: 'USD',
  USDT: 'USDT',
  USDT_TRC: 'USDT TRC20',
  USDT_ERC: 'USDT ERC20',
  USDC: 'USDC',
};

const ICON_CURRENCIES: ReadonlySet<Currency> = new Set(['USDT_TRC', 'USDT_ERC', 'USDC']);

export function currencyDisplay(currency: Currency): CurrencyDisplay {
  const showIcon = ICON_CURRENCIES.has(currency);
  const symbol = CURRENCY_SYMBOL[currency];
  // Network variants share ₮ with USDT; a symbol alone would hide which network the money sits on.
  const useSymbol = !showIcon && symbol.length === 1;
  return { symbol: useSymbol ? symbol : '', label: CURRENCY_LABELS[currency], showIcon };
}

/** '-$1,234.50', '₮10.00', '5.00 USDC', '7.10 USDT TRC20': the currency always stands beside the amount. */
export function formatMoney(value: AmountValue, currency: Currency, options: FormatAmountOptions = {}): string {
  const amount = formatAmount(value, options);
  const { symbol, label } = currencyDisplay(currency);
  if (!symbol) return `${amount} ${label}`;
  const sign = /^[+-]/.exec(amount)?.[0] ?? '';
  return `${sign}${symbol}${amount.slice(sign.length)}`;
}

export type AmountInputResult =
  { ok: true; value: string } | { ok: false; reason: 'empty' | 'not-decimal' | 'too-many-decimals' };

/**
 * Reads what a person typed into an amount field: spaces and thousands commas are ignored, a lone comma is
 * taken as the decimal point (European keyboards), at most `maxDecimals` (default 2) decimals.
 * Returns the canonical decimal string the API expects ('1234.5' → '1234.50' is left to the formatter).
 */
export function parseAmountInput(input: string, maxDecimals = DEFAULT_DECIMALS): AmountInputResult {
  let text = input.replace(/[\s\u00a0\u202f_]/g, '');
  if (text === '') return { ok: false, reason: 'empty' };
  const commas = (text.match(/,/g) ?? []).length;
  text = !text.includes('.') && commas === 1 ? text.replace(',', '.') : text.replace(/,/g, '');
  const match = /^(-)?(\d+)?(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === undefined && !match[3])) return { ok: false, reason: 'not-decimal' };
  const [, minus = '', int = '0', frac = ''] = match;
  if (frac.length > maxDecimals) return { ok: false, reason: 'too-many-decimals' };
  const normalizedInt = int.replace(/^0+(?=\d)/, '');
  const value = `${minus}${normalizedInt}${frac ? `.${frac}` : ''}`;
  return { ok: true, value: /^-0(\.0*)?$/.test(value) ? value.slice(1) : value };
}

/*
 * Exact arithmetic on the API's 2-decimal amounts, for figures the PWA foresees (the balance after a
 * transfer or a card's fee). Digits and BigInt only: a float never touches a customer's money. Anything that
 * is not a decimal with at most 2 places is null, never a guess.
 */

const AMOUNT = /^([+-])?(\d+)(?:\.(\d{1,2}))?$/;

/** '12.5' → 1250n; null for anything that is not a decimal with at most 2 places. */
export function toCents(value: string): bigint | null {
  const match = AMOUNT.exec(value.trim());
  if (!match) return null;
  const [, sign, int = '0', frac = ''] = match;
  const cents = BigInt(int) * 100n + BigInt(frac.padEnd(2, '0') || '0');
  return sign === '-' ? -cents : cents;
}

/** 1250n → '12.50', -5n → '-0.05'. */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const digits = (negative ? -cents : cents).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** a + b (either may be negative); null when either is not an amount. */
export function addAmounts(a: string, b: string): string | null {
  const left = toCents(a);
  const right = toCents(b);
  return left === null || right === null ? null : fromCents(left + right);
}

/** a − b; null when either is not an amount. */
export function subtractAmounts(a: string, b: string): string | null {
  const right = toCents(b);
  return right === null ? null : addAmounts(a, fromCents(-right));
}
