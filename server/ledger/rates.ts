import { and, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { fxRates } from '@/server/db/schema/index';

/** Pay-in networks convert as the balance currency they belong to (USDT_TRC and USDT_ERC are USDT). */
const balanceCurrencyOf = (currency: string) => (currency.startsWith('USDT') ? 'USDT' : currency);

/** How many `quote` one `base` buys, as an exact decimal string; "1" for the same currency; null if unknown. */
export async function rateOf(db: Db, base: string, quote: string): Promise<string | null> {
  const from = balanceCurrencyOf(base);
  const to = balanceCurrencyOf(quote);
  if (from === to) return '1';
  const [row] = await db
    .select({ rate: fxRates.rate })
    .from(fxRates)
    .where(and(eq(fxRates.base, from), eq(fxRates.quote, to)));
  return row?.rate ?? null;
}
