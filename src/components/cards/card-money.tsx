import { Amount } from '@/src/components/ui/amount';
import { CURRENCIES, type Currency } from '@/src/contracts/money';

export const asCurrency = (code: string): Currency | null =>
  (CURRENCIES as readonly string[]).includes(code) ? (code as Currency) : null;

/** An amount in a card's currency; a code the portal does not know is shown beside the digits as it is. */
export function CardMoney({ value, currency, signed }: { value: string; currency: string; signed?: boolean }) {
  const known = asCurrency(currency);
  return known ? (
    <Amount value={value} currency={known} signed={signed} />
  ) : (
    <span className="tabular-nums">{`${value} ${currency}`}</span>
  );
}

/** A limit: its amount, or 'No limit' in words (null means none of that kind). */
export function CardLimit({ value, currency }: { value: string | null; currency: string }) {
  return value === null ? <span>No limit</span> : <CardMoney value={value} currency={currency} />;
}
