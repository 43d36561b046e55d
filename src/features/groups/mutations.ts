import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/src/contracts/messages';
import {
  addGroupCompanies,
  createGroup,
  deleteGroup,
  removeGroupCompany,
  updateGroup,
  type GroupCreateForm,
  type GroupDetail,
} from '@/src/contracts/groups';
import { call } from '@/src/lib/api-client';
import { notify } from '@/src/lib/notify';
import { groupQueries } from './queries';

/**
 * A change the server answers with the whole group: the answer is stored at once, the toast says what
 * happened, and the lists and the group are read again.
 */
function useGroupChange<Variables>(
  change: (variables: Variables) => Promise<GroupDetail>,
  said: (group: GroupDetail, variables: Variables) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (group, variables) => {
      queryClient.setQueryData(groupQueries.detail(group.id).queryKey, group);
      notify.success(said(group, variables));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupQueries.all }),
  });
}

/** 422 field errors go to the form; other failures toast the server's message. */
export function useCreateGroup() {
  return useGroupChange(
    (body: GroupCreateForm) => call(createGroup, { body }, { suppressToast: [422] }),
    () => toast.created,
  );
}

export function useUpdateGroup(id: number) {
  return useGroupChange(
    (body: { name?: string; leadCompanyId?: number }) =>
      call(updateGroup, { params: { id }, body }, { suppressToast: [422] }),
    () => toast.saved,
  );
}

export function useAddGroupCompanies(id: number) {
  return useGroupChange(
    (companyIds: number[]) => call(addGroupCompanies, { params: { id }, body: { companyIds } }),
    (group, companyIds) =>
      `${companyIds.length === 1 ? '1 client' : `${companyIds.length} clients`} added to ${group.name}`,
  );
}

/** The dialog shows a 422 itself (the lead goes last), so it is not toasted as well. */
export function useRemoveGroupCompany(id: number) {
  return useGroupChange(
    (company: { id: number; name: string }) =>
      call(removeGroupCompany, { params: { id, companyId: company.id } }, { suppressToast: [422] }),
    (group, company) => `${company.name} is removed from ${group.name}`,
  );
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
