import { ROLE } from '@/src/contracts/access';
import type { CardStatus } from '@/src/contracts/card-kinds';
import { optionalOneOf, optionalText, pagePastFirst, wholeNumberIn } from '@/src/lib/search-params';
import { setValuesOnly } from '@/src/lib/search-values';

/*
 * My wallet's filters as they live in the URL (UI.md: shareable, survive reload), read without the schema
 * library; a bad value is dropped rather than breaking the page.
 */

/**
 * The card statuses (contracts/card-kinds), written out: route options load with the first screen, the labels need not.
 */
const STATUSES = ['active', 'frozen', 'closed'] as const satisfies readonly CardStatus[];

export interface WalletSearch {
  search?: string;
  status?: CardStatus;
  /** Owner and team lead: one holder's cards. */
  holderId?: number;
  page?: number;
}

export function validateWalletSearch(search: Record<string, unknown>): WalletSearch {
  return setValuesOnly({
    search: optionalText(100)(search.search)?.trim(),
    status: optionalOneOf(STATUSES)(search.status),
    holderId: wholeNumberIn(search.holderId, 1, Number.MAX_SAFE_INTEGER),
    page: pagePastFirst(search.page),
  });
}

/**
 * Filters per role (spec 6: role 2 the most, 3 fewer, 4 the least): everyone filters by status and searches by
 * name or last digits; the owner and a team lead also pick a holder among the people whose cards they see.
 * A buyer holds every card of their wallet, so a holder filter would say nothing.
 */
export const walletFiltersFor = (role: number | undefined) => ({
  holder: role === ROLE.owner || role === ROLE.teamLead,
});

export function walletListFilters(search: WalletSearch, role: number | undefined, perPage: number) {
  return {
    search: search.search,
    status: search.status,
    holderId: walletFiltersFor(role).holder ? search.holderId : undefined,
    page: search.page ?? 1,
    perPage,
  };
}

export const WALLET_TABLE_ID = 'wallet-cards';
