import { useMutation, useQueryClient, type QueryKey, type UseMutationOptions } from '@tanstack/react-query';
import {
  createBinSet,
  editBinSet,
  setDefaultIssuance,
  type BinSetCreateBody,
  type BinSetEditBody,
} from '@/src/contracts/bin-sets';
import { setDefaultCryptoProvider } from '@/src/contracts/crypto-providers';
import { toast } from '@/src/contracts/messages';
import {
  createTariffScale,
  deleteTariffScale,
  editTariffScale,
  setProviderServiceFee,
  setTransferMinimum,
  type TariffScaleInput,
  type TransferMinimumInput,
} from '@/src/contracts/tariffs';
import { call } from '@/src/lib/api-client';
import { ApiError } from '@/src/lib/api-error';
import { notify } from '@/src/lib/notify';
import { settingsQueries } from './queries';

/**
 * Spec 8: a failed tariff save or provider fee change says exactly 'Save Failed', whatever the status,
 * so the catalogue's own toast is held back for every status that would show one.
 */
const SAVE_FAILED_HANDLED_HERE = [0, 404, 409, 422, 429, 500, 502, 503, 504] as const;

/** A settings change; once it settles, the lists it touches are read again. */
function useSettingsChange<Variables, Answer>(
  options: Omit<UseMutationOptions<Answer, Error, Variables>, 'onSettled'>,
  touches: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    onSettled: () => Promise.all(touches.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** Most changes answer with the server's message, which is the toast. */
const toastAnswer = (answer: { message: string }) => notify.success(answer.message);

/** Creates (no id) or edits a tariff scale; 422 field errors reach the form, every failure toasts 'Save Failed'. */
export function useSaveTariffScale() {
  return useSettingsChange(
    {
      mutationFn: ({ id, body }: { id?: number; body: TariffScaleInput }) =>
        id === undefined
          ? call(createTariffScale, { body }, { suppressToast: SAVE_FAILED_HANDLED_HERE })
          : call(editTariffScale, { params: { id }, body }, { suppressToast: SAVE_FAILED_HANDLED_HERE }),
      onSuccess: (_answer, { id }) => notify.success(id === undefined ? toast.created : toast.saved),
      onError: (error) => {
        if (!(error instanceof ApiError && error.cancelled)) notify.error(toast.saveFailedTariff);
      },
    },
    // A scale's bands show on the service-fee tab too.
    [settingsQueries.tariffs(), settingsQueries.providers()],
  );
}

/** Deletes a scale nobody uses; the server's message is the toast (a 409 when someone started using it). */
export function useDeleteTariffScale() {
  return useSettingsChange(
    { mutationFn: (id: number) => call(deleteTariffScale, { params: { id } }), onSuccess: toastAnswer },
    [settingsQueries.tariffs()],
  );
}

/** Gives a card provider another tariff scale: the server's message on success, 'Save Failed' otherwise. */
export function useSetProviderServiceFee() {
  return useSettingsChange(
    {
      mutationFn: ({ providerId, tariffScaleId }: { providerId: number; tariffScaleId: number }) =>
        call(
          setProviderServiceFee,
          { params: { id: providerId }, body: { tariffScaleId } },
          { suppressToast: SAVE_FAILED_HANDLED_HERE },
        ),
      onSuccess: toastAnswer,
      onError: () => notify.error(toast.saveFailedTariff),
    },
    // A scale in use can no longer be deleted: the tariff tab's usage answers change too.
    [settingsQueries.providers(), settingsQueries.tariffs()],
  );
}

/** Changes one currency's transfer minimum; 422 field errors reach the form, the server's message is the toast. */
export function useSetTransferMinimum() {
  return useSettingsChange(
    {
      mutationFn: (body: TransferMinimumInput) => call(setTransferMinimum, { body }, { suppressToast: [422] }),
      onSuccess: toastAnswer,
    },
    [settingsQueries.transferMinimums().queryKey],
  );
}

export function useSetDefaultCryptoProvider() {
  return useSettingsChange(
    { mutationFn: (id: number) => call(setDefaultCryptoProvider, { params: { id } }), onSuccess: toastAnswer },
    [settingsQueries.cryptoProviders().queryKey],
  );
}

/** Creates a BIN set; 422 field errors are shown on the form, not toasted. */
export function useCreateBinSet() {
  return useSettingsChange(
    {
      mutationFn: (body: BinSetCreateBody) => call(createBinSet, { body }, { suppressToast: [422] }),
      onSuccess: () => notify.success(toast.created),
    },
    [settingsQueries.binSets()],
  );
}

export function useEditBinSet() {
  return useSettingsChange(
    {
      mutationFn: ({ id, body }: { id: number; body: BinSetEditBody }) =>
        call(editBinSet, { params: { id }, body }, { suppressToast: [422] }),
      onSuccess: toastAnswer,
    },
    [settingsQueries.binSets()],
  );
}

/** Spec 8: the success toast names the set, word for word; a refusal toasts the server's message. */
export function useSetDefaultIssuance() {
  return useSettingsChange(
    {
      mutationFn: (id: number) => call(setDefaultIssuance, { params: { id } }),
      onSuccess: (_answer, id) => notify.success(toast.defaultIssuance(id)),
    },
    [settingsQueries.binSets()],
  );
}
