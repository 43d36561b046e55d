import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { addGroupBinSets, groupBinSetList, listBinSets, removeGroupBinSets } from '@/src/contracts/bin-sets';
import { call } from '@/src/lib/api-client';
import { notify } from '@/src/lib/notify';
import { groupQueries } from './queries';
import { sharedKeys } from '@/src/lib/query-keys';

export const groupBinSetQueries = {
  /** Under the group's key, so a change of members refreshes how many of them hold each set. */
  held: (id: number) =>
    queryOptions({
      queryKey: [...groupQueries.all, 'bin-sets', id] as const,
      queryFn: ({ signal }) => call(groupBinSetList, { params: { id } }, { signal }),
      staleTime: 0,
    }),
  all: () =>
    queryOptions({
      queryKey: ['bin-sets', 'all'] as const,
      queryFn: ({ signal }) => call(listBinSets, { query: { page: 1, perPage: 200 } }, { signal }),
      staleTime: 0,
    }),
};

export type GroupBinSetChange = 'add' | 'delete';

/**
 * Adds or removes sets for every member company at once (all or nothing). Members' company pages and the
 * settings' clients-per-set lists change too; a 422 (an account holds money) is shown in the dialog.
 */
export function useGroupBinSetChange(id: number, change: GroupBinSetChange) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (binSetIds: number[]) =>
      change === 'add'
        ? call(addGroupBinSets, { params: { id }, body: { binSetIds } }, { suppressToast: [422] })
        : call(removeGroupBinSets, { params: { id }, body: { binSetIds } }, { suppressToast: [422] }),
    onSuccess: (answer) => notify.success(answer.message),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: groupQueries.all }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.companies }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.binSets }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.adminSettingsBinSets }),
      ]),
  });
}
