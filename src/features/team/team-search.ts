import { ROLE, type RoleId } from '@/src/contracts/access';
import { optionalText, pagePastFirst, wholeNumberIn } from '@/src/lib/search-params';
import { setValuesOnly } from '@/src/lib/search-values';

/*
 * The Team page's filters as they live in the URL (UI.md: shareable, survive reload). Read without the schema
 * library, because route options load with the first screen (lib/search-params.ts); a bad value is dropped
 * rather than breaking the page.
 */

/** Spec 4 user statuses and the roles a company's list holds (the contract's teamMemberQuery). */
export const MEMBER_STATUSES = [0, 1, 2] as const;
export const MEMBER_ROLES = [ROLE.owner, ROLE.teamLead, ROLE.buyer] as const satisfies readonly RoleId[];

export interface TeamSearch {
  search?: string;
  status?: (typeof MEMBER_STATUSES)[number];
  role?: (typeof MEMBER_ROLES)[number];
  /** A team lead's id: the members of that team. */
  teamId?: number;
  page?: number;
}

const oneOf = <T extends number>(allowed: readonly T[], value: number | undefined): T | undefined =>
  value !== undefined && (allowed as readonly number[]).includes(value) ? (value as T) : undefined;

export function validateTeamSearch(search: Record<string, unknown>): TeamSearch {
  return setValuesOnly({
    search: optionalText(255)(search.search)?.trim(),
    status: oneOf(MEMBER_STATUSES, wholeNumberIn(search.status, 0, 9)),
    role: oneOf(MEMBER_ROLES, wholeNumberIn(search.role, 0, 9)),
    teamId: wholeNumberIn(search.teamId, 1, Number.MAX_SAFE_INTEGER),
    page: pagePastFirst(search.page),
  });
}

/**
 * Which filters a role gets (issue 4): the owner sees the whole company, so role and team narrow it; a team
 * lead sees only their own team, so only search and status make sense.
 */
export function teamFiltersFor(role: number | undefined): { role: boolean; team: boolean } {
  const wholeCompany = role === ROLE.owner;
  return { role: wholeCompany, team: wholeCompany };
}

/** The query the list is asked with: filters the role does not get are left out even if the URL has them. */
export function teamListFilters(search: TeamSearch, role: number | undefined, perPage: number) {
  const allowed = teamFiltersFor(role);
  return {
    search: search.search,
    status: search.status,
    role: allowed.role ? search.role : undefined,
    teamId: allowed.team ? search.teamId : undefined,
    page: search.page ?? 1,
    perPage,
  };
}

export const TEAM_TABLE_ID = 'team';
