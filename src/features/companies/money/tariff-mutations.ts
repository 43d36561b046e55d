import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/src/contracts/messages';
import {
  createCompanyTariffScale,
  editCompanyTariffScale,
  setBinAccountAutoUpdate,
  setBinAccountServiceFee,
} from '@/src/contracts/tariffs';
import { call } from '@/src/lib/api-client';
import { ApiError } from '@/src/lib/api-error';
import { notify } from '@/src/lib/notify';
import { moneyQueries } from './money-queries';

/** These failures get the spec's own "Save failed" toast instead of the generic one. */
const OWN_TOAST = [0, 400, 403, 404, 409, 422, 429, 500, 502, 503];

export interface CompanyTariffChoice {
  providerId: number;
  tariffScaleId: number | null;
  autoUpdate: boolean;
}

/**
 * The company's tariff scale for a provider. The list does not say whether the company has a row of its
 * own for the provider (without one it follows the provider), so the edit is tried first and a "no tariff
 * for this provider" refusal turns into creating it.
 */
export function useCompanyTariff(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CompanyTariffChoice) => {
      try {
        return await call(editCompanyTariffScale, { params: { id: companyId }, body }, { suppressToast: [422] });
      } catch (error) {
        if (error instanceof ApiError && error.status === 422 && error.errors?.providerId) {
          return call(createCompanyTariffScale, { params: { id: companyId }, body });
        }
        if (error instanceof ApiError && error.status === 422) notify.error(error.message);
        throw error;
      }
    },
    onSuccess: (answer) => notify.success(answer.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyQueries.money(companyId) }),
  });
}

type BinAccountChange = { accountId: number; tariffScaleId: number } | { accountId: number; autoUpdate: boolean };

/** A BIN account's own tariff scale or its auto-update; a failure says "Save failed" (spec 8). */
export function useBinAccountFee(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: BinAccountChange) =>
      'tariffScaleId' in change
        ? call(setBinAccountServiceFee, { params: { id: companyId }, body: change }, { suppressToast: OWN_TOAST })
        : call(setBinAccountAutoUpdate, { params: { id: companyId }, body: change }, { suppressToast: OWN_TOAST }),
    onSuccess: (answer) => notify.success(answer.message),
    onError: (error) => {
      if (!(error instanceof ApiError && error.cancelled)) notify.error(toast.saveFailedBinAccount);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyQueries.money(companyId) }),
  });
}
