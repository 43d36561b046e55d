import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/src/contracts/messages';
import { createReferral, listReferrals, updateReferral, type ReferralForm } from '@/src/contracts/referrals';
import { call } from '@/src/lib/api-client';
import { notify } from '@/src/lib/notify';

export const REFERRALS_TABLE_ID = 'partner-referrals';

export const referralQueries = {
  all: ['referrals'] as const,
  thirdParty: (paging: { page: number; perPage: number }) =>
    queryOptions({
      queryKey: [...referralQueries.all, 'third-party', paging] as const,
      queryFn: ({ signal }) => call(listReferrals, { query: { onlyThirdParty: '1', ...paging } }, { signal }),
      // Paging keeps the old rows in view until the new ones arrive.
      placeholderData: keepPreviousData,
    }),
};

/** What the form sends: the contract's body; a cleared condition is sent as null so an edit can remove it. */
export interface ReferralSave {
  id?: number;
  body: ReferralForm;
}

/** Creates (no id) or edits a third-party referral; the server's 422 field errors reach the caller. */
export function useSaveReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: ReferralSave) =>
      id === undefined
        ? call(createReferral, { body }, { suppressToast: [422] })
        : call(updateReferral, { params: { id }, body }, { suppressToast: [422] }),
    onSuccess: (_answer, { id }) => notify.success(id === undefined ? toast.created : toast.saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: referralQueries.all }),
  });
}
