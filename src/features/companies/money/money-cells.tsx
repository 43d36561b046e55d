import { Amount } from '@/src/components/ui/amount';
import type { Currency } from '@/src/contracts/money';

/** An API amount beside its currency; the API's currency codes are the contract's balance currencies. */
export function Money({ value, currency, signed }: { value: string; currency: string; signed?: boolean }) {
  return <Amount value={value} currency={currency as Currency} signed={signed} />;
}
