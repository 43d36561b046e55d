import type { PaymentStatusKey, PaymentType } from '@/src/contracts/payments';
import type { PeriodPreset } from '@/src/lib/periods';
import { optionalText, pagePastFirst, wholeNumberIn } from '@/src/lib/search-params';
import { setValuesOnly } from '@/src/lib/search-values';

/*
 * A statement's filters as they live in the URL (UI.md: filters in the URL so a view can be shared and
 * survives reload). Route options load with the sign-in screen, so the reader here is as small as it can
 * be and free of the schema library (decision 006): it keeps short strings and whole numbers only; the
 * page then drops a status or type the contract does not know (statement-filter-keys.ts).
 */

export interface StatementSearch {
  status?: PaymentStatusKey;
  type?: PaymentType;
  /** A spec 9 period preset, 0 to 5. */
  period?: PeriodPreset;
  page?: number;
}

/** As the URL holds it, before the page checks status and type against the contract's lists. */
export interface StatementUrlSearch {
  status?: string;
  type?: string;
  period?: PeriodPreset;
  page?: number;
}

const key = optionalText(40);

export function readStatementSearch(search: Record<string, unknown>): StatementUrlSearch {
  return setValuesOnly({
    status: key(search.status),
    type: key(search.type),
    period: wholeNumberIn(search.period, 0, 5) as PeriodPreset | undefined,
    page: pagePastFirst(search.page),
  });
}

/** Both statements share one remembered page size and period: the same table, another account. */
export const STATEMENT_TABLE_ID = 'bank-statement';
