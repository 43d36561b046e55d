import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { addCompanyBinSets, companyBinSetList, listBinSets, removeCompanyBinSets } from '@/src/contracts/bin-sets';
import { call } from '@/src/lib/api-client';
import { notify } from '@/src/lib/notify';
import { companyQueries } from '@/src/features/companies/queries';
import { sharedKeys } from '@/src/lib/query-keys';

/** The largest page the API serves: the add screen offers every set in one list. */
const ALL_SETS = { page: 1, perPage: 200 } as const;

export const companyBinSetQueries = {
  /** Under the company's key: adding or removing a set refreshes it with the company's accounts and balances. */
  assigned: (id: number) =>
    queryOptions({
      queryKey: [...companyQueries.company(id), 'bin-sets'] as const,
      queryFn: ({ signal }) => call(companyBinSetList, { params: { id } }, { signal }),
      staleTime: 0,
    }),
  /** Every BIN set of the platform (settings list), to choose from. */
  all: () =>
    queryOptions({
      queryKey: ['bin-sets', 'all'] as const,
      queryFn: ({ signal }) => call(listBinSets, { query: ALL_SETS }, { signal }),
      staleTime: 0,
    }),
};

/**
 * Assigning or removing sets opens or closes BIN accounts: the company's page (money included), the
 * settings' clients-per-set lists and the header balance are read again.
 */
function useRefreshAfterBinSets(companyId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: companyQueries.company(companyId) }),
      queryClient.invalidateQueries({ queryKey: sharedKeys.binSets }),
      queryClient.invalidateQueries({ queryKey: sharedKeys.adminSettingsBinSets }),
      queryClient.invalidateQueries({ queryKey: sharedKeys.adminHeaderBalance }),
    ]);
}

export function useAddCompanyBinSets(companyId: number) {
  const refresh = useRefreshAfterBinSets(companyId);
  return useMutation({
    mutationFn: (binSetIds: number[]) => call(addCompanyBinSets, { params: { id: companyId }, body: { binSetIds } }),
    onSuccess: (answer) => notify.success(answer.message),
    onSettled: refresh,
  });
}

/** A 422 (the account still holds money) is shown in the confirmation itself, not toasted as well. */
export function useRemoveCompanyBinSets(companyId: number) {
  const refresh = useRefreshAfterBinSets(companyId);
  return useMutation({
    mutationFn: (binSetIds: number[]) =>
      call(removeCompanyBinSets, { params: { id: companyId }, body: { binSetIds } }, { suppressToast: [422] }),
    onSuccess: (answer) => notify.success(answer.message),
    onSettled: refresh,
  });
}
