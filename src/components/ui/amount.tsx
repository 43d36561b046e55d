import type { Currency } from '@/src/contracts/money';
import { amountSign, currencyDisplay, formatAmount, type AmountValue } from '@/src/lib/money';
import styles from './amount.module.css';

export interface AmountProps {
  /** A decimal string from the API (or a number/bigint); never rounded through a float. */
  value: AmountValue;
  currency: Currency;
  /** Show every decimal the value has (up to 20) instead of rounding to 2. */
  exact?: boolean;
  decimals?: number;
  /** Statement style: credits get '+' and green, debits '-' and red. Otherwise only debits are marked. */
  signed?: boolean;
  /** No colour, e.g. on a coloured card face; the sign still shows, so nothing relies on colour alone. */
  neutral?: boolean;
  /** Take the full width and align right, as in a list of balances. */
  block?: boolean;
  className?: string;
}

const COIN_COLOURS: Partial<Record<Currency, { fill: string; glyph: string }>> = {
  USDT_TRC: { fill: '#c23631', glyph: '₮' },
  USDT_ERC: { fill: '#4a63c8', glyph: '₮' },
  USDC: { fill: '#2775ca', glyph: '$' },
};

/** Spec 9: the TRC, ERC and USDC variants always show their mark beside the label. */
export function CurrencyMark({ currency }: { currency: Currency }) {
  const coin = COIN_COLOURS[currency];
  if (!coin) return null;
  return (
    <svg viewBox="0 0 16 16" className={styles.mark} aria-hidden focusable="false" data-currency-mark={currency}>
      <circle cx="8" cy="8" r="8" fill={coin.fill} />
      <text x="8" y="11.5" textAnchor="middle" fontSize="10" fontWeight="700" fill="#ffffff">
        {coin.glyph}
      </text>
    </svg>
  );
}

export function Amount({
  value,
  currency,
  exact,
  decimals,
  signed = false,
  neutral = false,
  block,
  className,
}: AmountProps) {
  const sign = amountSign(value);
  const digits = formatAmount(value, { exact, decimals, signDisplay: signed ? 'always' : 'auto' });
  const { symbol, label, showIcon } = currencyDisplay(currency);
  const tone = neutral ? null : sign < 0 ? styles.debit : signed && sign > 0 ? styles.credit : null;
  const classes = [styles.amount, tone, block ? styles.block : null, className].filter(Boolean).join(' ');
  const signText = /^[+-]/.exec(digits)?.[0] ?? '';
  return (
    <span className={classes} data-sign={sign}>
      {symbol ? (
        <span className={styles.value}>
          {signText}
          {symbol}
          {digits.slice(signText.length)}
        </span>
      ) : (
        <>
          <span className={styles.value}>{digits}</span>
          {showIcon ? <CurrencyMark currency={currency} /> : null}
          <span className={styles.code}>{label}</span>
        </>
      )}
    </span>
  );
}
