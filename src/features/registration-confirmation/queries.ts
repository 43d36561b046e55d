import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  approveInvitation,
  declineInvitation,
  listInvitations,
  resendConfirmation,
  type InvitationStatusKey,
} from '@/src/contracts/onboarding';
import { adminRequestCountsQuery } from '@/src/lib/admin-request-counts';
import { call } from '@/src/lib/api-client';
import { notify } from '@/src/lib/notify';

export interface InvitationFilters {
  status?: InvitationStatusKey;
  from: string;
  to: string;
  search?: string;
  page: number;
  perPage: number;
}

export const invitationQueries = {
  all: ['company-invitations'] as const,
  list: (filters: InvitationFilters) =>
    queryOptions({
      queryKey: [...invitationQueries.all, 'list', filters] as const,
      queryFn: ({ signal }) => call(listInvitations, { query: filters }, { signal }),
      // Paging and filtering keep the old rows in view until the new ones arrive.
      placeholderData: keepPreviousData,
    }),
};

export type InvitationDecision = 'approve' | 'decline' | 'resend';

/** Approve, decline or e-mail again; the answer is the server's message, and the list and badge follow. */
export function useInvitationDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      decision,
      companyName,
    }: {
      id: number;
      decision: InvitationDecision;
      companyName?: string;
    }) => {
      if (decision === 'approve') return call(approveInvitation, { params: { id }, body: { companyName } });
      if (decision === 'decline') return call(declineInvitation, { params: { id } });
      return call(resendConfirmation, { params: { id } });
    },
    onSuccess: (answer) => {
      // An approval whose e-mail failed is done but needs a staff click: say so as a warning.
      if ('emailSent' in answer && !answer.emailSent) notify.warning(answer.message);
      else notify.success(answer.message);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invitationQueries.all }),
        queryClient.invalidateQueries({ queryKey: adminRequestCountsQuery.queryKey }),
      ]),
  });
}
