import type { InvitationStatusKey } from '@/src/contracts/onboarding';
import type { PeriodPreset } from '@/src/lib/periods';
import { optionalOneOf, optionalText, pagePastFirst, wholeNumberIn } from '@/src/lib/search-params';

/*
 * The page's filters as they live in the URL (UI.md: the current filters in the URL so a view can be shared
 * and survives reload). Read without the schema library, because route options load with the first screen
 * (see lib/search-params.ts); a bad value falls back to its default instead of breaking the page.
 */

/** The invitation statuses by key; invitation-search.test.ts proves this equals the contract's list. */
export const STATUS_KEYS = ['pending', 'approved', 'declined'] as const satisfies readonly InvitationStatusKey[];

export interface InvitationSearch {
  status?: InvitationStatusKey;
  /** A spec 9 period preset, 0 to 5. */
  period?: PeriodPreset;
  search?: string;
  page?: number;
}

export function validateInvitationSearch(search: Record<string, unknown>): InvitationSearch {
  const result: InvitationSearch = {};
  const status = optionalOneOf(STATUS_KEYS)(search.status);
  const period = wholeNumberIn(search.period, 0, 5) as PeriodPreset | undefined;
  const text = optionalText(255)(search.search)?.trim();
  const page = pagePastFirst(search.page);
  // Only what is set goes back into the URL: defaults leave no `?status=undefined` behind.
  if (status) result.status = status;
  if (period !== undefined) result.period = period;
  if (text) result.search = text;
  if (page !== undefined) result.page = page;
  return result;
}

export const INVITATIONS_TABLE_ID = 'registration-confirmation';
