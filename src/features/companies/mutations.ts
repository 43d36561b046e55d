import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  acceptCompany,
  blockCompany,
  declineCompany,
  loginAsOwner,
  resetCompanySessions,
  unblockCompany,
  updateCompany,
  updateOwner,
  type CompanyFull,
  type CompanyUpdate,
  type OwnerUpdate,
} from '@/src/contracts/companies';
import { toast } from '@/src/contracts/messages';
import { backofficeBlockUser, backofficeResetUserSessions, backofficeUnblockUser } from '@/src/contracts/team';
import { call } from '@/src/lib/api-client';
import { notify } from '@/src/lib/notify';
import { companyQueries } from './queries';

/** After any change to a company: its page (detail, history, team, log) and every list row showing it. */
function useRefreshCompany() {
  const queryClient = useQueryClient();
  return (id: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: companyQueries.company(id) }),
      queryClient.invalidateQueries({ queryKey: companyQueries.lists() }),
    ]);
}

/** Saving the company or its owner answers with the whole company: it replaces the cached detail at once. */
function useSaveCompany<Body>(id: number, send: (body: Body) => Promise<CompanyFull>) {
  const refresh = useRefreshCompany();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (company) => {
      queryClient.setQueryData(companyQueries.detail(id).queryKey, company);
      notify.success(toast.saved);
    },
    onSettled: () => refresh(id),
  });
}

/** Edit company: only the fields the role may change are sent; spec 8 says 'Saved successfully'. */
export function useUpdateCompany(id: number) {
  return useSaveCompany(id, (body: CompanyUpdate) => call(updateCompany, { params: { id }, body }));
}

export function useUpdateOwner(id: number) {
  return useSaveCompany(id, (body: OwnerUpdate) => call(updateOwner, { params: { id }, body }));
}

export type CompanyDecision = 'block' | 'unblock' | 'resetSessions' | 'accept' | 'decline';

/** Block, unblock, reset sessions, accept, decline: each answers with the server's message, shown as is (spec 8). */
export function useCompanyDecision(id: number) {
  const refresh = useRefreshCompany();
  return useMutation({
    mutationFn: (decision: CompanyDecision) => {
      const body = { companyId: id };
      if (decision === 'block') return call(blockCompany, { body });
      if (decision === 'unblock') return call(unblockCompany, { body });
      if (decision === 'resetSessions') return call(resetCompanySessions, { body });
      if (decision === 'accept') return call(acceptCompany, { params: { id } });
      return call(declineCompany, { params: { id } });
    },
    onSuccess: (answer) => notify.success(answer.message),
    onSettled: () => refresh(id),
  });
}

/** A fresh one-time sign-in hash for the owner; nothing is cached, each click makes a new one. */
export function useLoginAsOwner(id: number) {
  const refresh = useRefreshCompany();
  return useMutation({
    mutationFn: () => call(loginAsOwner, { params: { id } }),
    // The audit log records the sign-in link being made.
    onSettled: () => refresh(id),
  });
}

export type TeamUserDecision = 'block' | 'unblock' | 'resetSessions';

/** Staff pause, reactivate or sign out one client user of the company (company.editTeam). */
export function useTeamUserDecision(companyId: number) {
  const refresh = useRefreshCompany();
  return useMutation({
    mutationFn: ({ userId, decision }: { userId: number; decision: TeamUserDecision }) => {
      const body = { userId };
      if (decision === 'block') return call(backofficeBlockUser, { body });
      if (decision === 'unblock') return call(backofficeUnblockUser, { body });
      return call(backofficeResetUserSessions, { body });
    },
    onSuccess: (answer) => notify.success(answer.message),
    onSettled: () => refresh(companyId),
  });
}
