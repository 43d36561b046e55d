import { useQuery } from '@tanstack/react-query';
import { apiMessage } from '@/src/contracts/api-messages';
import { checkOneTimeLink, linkToken, type OneTimeLinkPurpose } from '@/src/contracts/passwords';
import { ApiError } from '@/src/lib/api-error';
import { call } from '@/src/lib/api-client';

export type LinkState =
  | { kind: 'checking' }
  | { kind: 'valid'; email: string }
  /** Unknown, used, replaced or expired: the server's message says which (decision 005). */
  | { kind: 'dead'; message: string }
  | { kind: 'unreachable'; message: string };

/** The heading of a dead-link page, from the server's 410 message. */
export function deadLinkTitle(message: string): string {
  if (message === apiMessage.linkUsed) return 'This link was already used';
  if (message === apiMessage.linkExpired) return 'This link has expired';
  return 'This link is not valid';
}

/** 410: the link is dead; 404/422: what was opened is not a link the portal made. */
const DEAD_STATUSES = [404, 410, 422];

export function linkFailure(error: unknown): LinkState {
  if (error instanceof ApiError && DEAD_STATUSES.includes(error.status)) {
    return { kind: 'dead', message: error.status === 410 ? error.message : apiMessage.linkInvalid };
  }
  if (error instanceof ApiError && error.status > 0) return { kind: 'unreachable', message: error.message };
  return { kind: 'unreachable', message: 'We could not reach the server. Check your connection and try again.' };
}

/**
 * Asks whether an e-mailed link still works before its form is shown (`GET auth/one-time-link/{token}`),
 * so a dead link gets a clear page instead of a form that cannot succeed. The page shows every outcome
 * itself, so none of them toasts.
 */
export function useOneTimeLink(token: string, purpose: OneTimeLinkPurpose) {
  const wellFormed = linkToken.safeParse(token).success;
  const query = useQuery({
    queryKey: ['one-time-link', purpose, token] as const,
    queryFn: ({ signal }) =>
      call(
        checkOneTimeLink,
        { params: { token }, query: { purpose } },
        { signal, suppressToast: [...DEAD_STATUSES, 429] },
      ),
    enabled: wellFormed,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    // The token is a secret: never written to the persisted cache.
    meta: { sensitive: true },
  });
  let state: LinkState;
  if (!wellFormed) state = { kind: 'dead', message: apiMessage.linkInvalid };
  else if (query.data) state = { kind: 'valid', email: query.data.email };
  else if (query.error) state = linkFailure(query.error);
  else state = { kind: 'checking' };
  return { state, retry: () => void query.refetch() };
}
