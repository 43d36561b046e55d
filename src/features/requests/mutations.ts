import { useMutation } from '@tanstack/react-query';
import { useRefreshAfterRequest } from '@/src/components/requests/request-queries';
import { approveRequest, bulkDeclineRequests, declineRequest } from '@/src/contracts/requests';
import { call } from '@/src/lib/api-client';
import { notify } from '@/src/lib/notify';

/*
 * Deciding. A request decided meanwhile elsewhere (Telegram, a push, another tab) answers 409 with the server's
 * "already decided" message, toasted as any refusal; every outcome re-reads the requests, and what an approval
 * changed (cards, balances).
 */

/** Approve, or approve with changes: `amount` below what was asked. Field errors (422) go to the form. */
export function useApproveRequest(id: number) {
  const refresh = useRefreshAfterRequest();
  return useMutation({
    mutationFn: (body: { amount?: string; comment?: string }) =>
      call(approveRequest, { params: { id }, body }, { suppressToast: [422] }),
    onSuccess: (answer) => notify.success(answer.message),
    onSettled: refresh,
  });
}

export function useDeclineRequest(id: number) {
  const refresh = useRefreshAfterRequest();
  return useMutation({
    mutationFn: (body: { comment?: string }) =>
      call(declineRequest, { params: { id }, body }, { suppressToast: [422] }),
    onSuccess: (answer) => notify.success(answer.message),
    onSettled: refresh,
  });
}

/** Several at once: those decided meanwhile or beyond the caller are skipped, and the toast says so. */
export function useBulkDecline() {
  const refresh = useRefreshAfterRequest();
  return useMutation({
    mutationFn: (body: { ids: number[]; comment?: string }) =>
      call(bulkDeclineRequests, { body }, { suppressToast: [422] }),
    onSuccess: (answer) => (answer.skipped.length ? notify.warning(answer.message) : notify.success(answer.message)),
    onSettled: refresh,
  });
}
