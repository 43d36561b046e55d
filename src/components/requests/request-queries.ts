import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cancelRequest,
  createRequest,
  listAskableRequests,
  listRequests,
  requestDetails,
  type CreateRequestBody,
  type RequestListQuery,
} from '@/src/contracts/requests';
import { call } from '@/src/lib/api-client';
import { notify } from '@/src/lib/notify';
import { REQUEST_POLL_MS } from '@/src/lib/pending-requests';
import { sharedKeys } from '@/src/lib/query-keys';

export type RequestListFilters = RequestListQuery & { page: number; perPage: number };

/**
 * One key tree for requests (under sharedKeys.requests): the Requests pages, the ask forms on the card, wallet
 * and dashboard pages, and the sidebar badge. A request's status is live: views re-read every 30 s and at
 * once when a push arrives (lib/notifications/push-messages.ts invalidates the whole tree).
 */
export const requestQueries = {
  all: sharedKeys.requests,
  list: (filters: RequestListFilters) =>
    queryOptions({
      queryKey: [...sharedKeys.requests, 'list', filters] as const,
      queryFn: ({ signal }) => call(listRequests, { query: filters }, { signal }),
      placeholderData: keepPreviousData,
      staleTime: 0,
      refetchInterval: REQUEST_POLL_MS,
    }),
  /** What the caller may ask for: the request entry points show only where it has a target. */
  askable: () =>
    queryOptions({
      queryKey: [...sharedKeys.requests, 'askable'] as const,
      queryFn: ({ signal }) => call(listAskableRequests, {}, { signal }),
      staleTime: 60_000,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...sharedKeys.requests, 'detail', id] as const,
      // The page says "Request not found" itself.
      queryFn: ({ signal }) => call(requestDetails, { params: { id } }, { signal, suppressToast: [404] }),
      retry: (count, error) => count < 2 && !('status' in error && (error.status === 404 || error.status === 403)),
      staleTime: 0,
      refetchInterval: REQUEST_POLL_MS,
    }),
};

/**
 * Every change to a request refreshes the tree; an approval may also have issued a card, changed a limit or
 * moved money, so those views are read again too.
 */
export function useRefreshAfterRequest() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: sharedKeys.requests }),
      queryClient.invalidateQueries({ queryKey: sharedKeys.cards }),
      queryClient.invalidateQueries({ queryKey: sharedKeys.companies }),
    ]);
}

/** Asking: a duplicate answers the pending request already there, said as a warning rather than a success. */
export function useCreateRequest() {
  const refresh = useRefreshAfterRequest();
  return useMutation({
    mutationFn: (body: CreateRequestBody) => call(createRequest, { body }, { suppressToast: [422] }),
    onSuccess: (answer) => (answer.duplicate ? notify.warning(answer.message) : notify.success(answer.message)),
    onSettled: refresh,
  });
}

/** The requester withdraws a pending request. */
export function useCancelRequest() {
  const refresh = useRefreshAfterRequest();
  return useMutation({
    mutationFn: (id: number) => call(cancelRequest, { params: { id } }),
    onSuccess: (answer) => notify.success(answer.message),
    onSettled: refresh,
  });
}
