import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/src/contracts/messages';
import {
  addGroupCompanies,
  createGroup,
  deleteGroup,
  removeGroupCompany,
  updateGroup,
  type GroupCreateForm,
} from '@/src/contracts/groups';
import { call } from '@/src/lib/api-client';
import { notify } from '@/src/lib/notify';
import { groupQueries } from './queries';

/** After any change the lists and the group are read again; the group's answer is stored at once. */
function useGroupsRefresh() {
  const queryClient = useQueryClient();
  return {
    store: (group: { id: number }) => queryClient.setQueryData(groupQueries.detail(group.id).queryKey, group as never),
    refresh: () => queryClient.invalidateQueries({ queryKey: groupQueries.all }),
  };
}

/** 422 field errors go to the form; other failures toast the server's message. */
export function useCreateGroup() {
  const { store, refresh } = useGroupsRefresh();
  return useMutation({
    mutationFn: (body: GroupCreateForm) => call(createGroup, { body }, { suppressToast: [422] }),
    onSuccess: (group) => {
      store(group);
      notify.success(toast.created);
    },
    onSettled: refresh,
  });
}

export function useUpdateGroup(id: number) {
  const { store, refresh } = useGroupsRefresh();
  return useMutation({
    mutationFn: (body: { name?: string; leadCompanyId?: number }) =>
      call(updateGroup, { params: { id }, body }, { suppressToast: [422] }),
    onSuccess: (group) => {
      store(group);
      notify.success(toast.saved);
    },
    onSettled: refresh,
  });
}

export function useAddGroupCompanies(id: number) {
  const { store, refresh } = useGroupsRefresh();
  return useMutation({
    mutationFn: (companyIds: number[]) => call(addGroupCompanies, { params: { id }, body: { companyIds } }),
    onSuccess: (group, companyIds) => {
      store(group);
      notify.success(`${companyIds.length === 1 ? '1 client' : `${companyIds.length} clients`} added to ${group.name}`);
    },
    onSettled: refresh,
  });
}

/** The dialog shows a 422 itself (the lead goes last), so it is not toasted as well. */
export function useRemoveGroupCompany(id: number) {
  const { store, refresh } = useGroupsRefresh();
  return useMutation({
    mutationFn: (company: { id: number; name: string }) =>
      call(removeGroupCompany, { params: { id, companyId: company.id } }, { suppressToast: [422] }),
    onSuccess: (group, company) => {
      store(group);
      notify.success(`${company.name} is removed from ${group.name}`);
    },
    onSettled: refresh,
  });
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(deleteGroup, { params: { id } }),
    onSuccess: (answer, id) => {
      queryClient.removeQueries({ queryKey: groupQueries.detail(id).queryKey });
      notify.success(answer.message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupQueries.all }),
  });
}
