import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { binSetClients, listBinSets } from '@/src/contracts/bin-sets';
import { getCardFxFee } from '@/src/contracts/card-fx-fee';
import { legalEntityList } from '@/src/contracts/companies';
import { listCryptoProviders } from '@/src/contracts/crypto-providers';
import {
  checkTariffScaleUsage,
  listTariffScales,
  providerList,
  providerServiceFee,
  providerServiceFeeHistory,
  tariffScaleHistoryEndpoint,
  transferMinimums,
} from '@/src/contracts/tariffs';
import { call } from '@/src/lib/api-client';

export const TABLE_ID = {
  tariffScales: 'settings-tariff-scales',
  serviceFees: 'settings-service-fees',
  serviceFeeHistory: 'settings-service-fee-history',
  cryptoProviders: 'settings-crypto-providers',
  binSets: 'settings-bin-sets',
  binSetClients: 'settings-bin-set-clients',
} as const;

/** The largest page the API serves: pickers (the scale select) list every scale in one call. */
const ALL = { page: 1, perPage: 200 };

/** Options barely change while a page is open. */
const OPTIONS_STALE_MS = 5 * 60_000;

type Paging = { page: number; perPage: number };

const SETTINGS_KEY = ['admin-settings'] as const;

/** A setting the page reads whole, in one call, under its own name. */
const setting = <Answer>(name: string, read: (signal: AbortSignal) => Promise<Answer>) =>
  queryOptions({ queryKey: [...SETTINGS_KEY, name] as const, queryFn: ({ signal }) => read(signal) });

export const settingsQueries = {
  all: SETTINGS_KEY,
  tariffs: () => [...settingsQueries.all, 'tariffs'] as const,
  tariffScales: (paging: Paging) =>
    queryOptions({
      queryKey: [...settingsQueries.tariffs(), 'list', paging] as const,
      queryFn: ({ signal }) => call(listTariffScales, { query: paging }, { signal }),
      placeholderData: keepPreviousData,
    }),
  /** Every scale, for the service-fee select. */
  tariffScaleOptions: () => settingsQueries.tariffScales(ALL),
  tariffHistory: (id: number) =>
    queryOptions({
      queryKey: [...settingsQueries.tariffs(), 'history', id] as const,
      queryFn: ({ signal }) => call(tariffScaleHistoryEndpoint, { params: { id } }, { signal }),
    }),
  /** Asked afresh each time the delete dialog opens: usage changes elsewhere. */
  tariffUsage: (id: number) =>
    queryOptions({
      queryKey: [...settingsQueries.tariffs(), 'usage', id] as const,
      queryFn: ({ signal }) => call(checkTariffScaleUsage, { params: { id } }, { signal }),
      staleTime: 0,
      gcTime: 0,
    }),

  providers: () => [...settingsQueries.all, 'providers'] as const,
  providerList: () =>
    queryOptions({
      queryKey: [...settingsQueries.providers(), 'list'] as const,
      queryFn: ({ signal }) => call(providerList, {}, { signal }),
    }),
  providerFee: (id: number) =>
    queryOptions({
      queryKey: [...settingsQueries.providers(), 'fee', id] as const,
      queryFn: ({ signal }) => call(providerServiceFee, { params: { id } }, { signal }),
    }),
  providerFeeHistory: (id: number, paging: Paging) =>
    queryOptions({
      queryKey: [...settingsQueries.providers(), 'history', id, paging] as const,
      queryFn: ({ signal }) => call(providerServiceFeeHistory, { params: { id }, query: paging }, { signal }),
      placeholderData: keepPreviousData,
    }),

  transferMinimums: () => setting('transfer-minimums', (signal) => call(transferMinimums, {}, { signal })),
  cardFxFee: () => setting('card-fx-fee', (signal) => call(getCardFxFee, {}, { signal })),
  cryptoProviders: () => setting('crypto-providers', (signal) => call(listCryptoProviders, {}, { signal })),

  binSets: () => [...settingsQueries.all, 'bin-sets'] as const,
  binSetList: (paging: Paging) =>
    queryOptions({
      queryKey: [...settingsQueries.binSets(), 'list', paging] as const,
      queryFn: ({ signal }) => call(listBinSets, { query: paging }, { signal }),
      placeholderData: keepPreviousData,
    }),
  binSetClients: (id: number, paging: Paging) =>
    queryOptions({
      queryKey: [...settingsQueries.binSets(), 'clients', id, paging] as const,
      queryFn: ({ signal }) => call(binSetClients, { params: { id }, query: paging }, { signal }),
      placeholderData: keepPreviousData,
    }),
  legalEntities: () =>
    queryOptions({
      queryKey: [...settingsQueries.all, 'legal-entities'] as const,
      queryFn: ({ signal }) => call(legalEntityList, {}, { signal }),
      staleTime: OPTIONS_STALE_MS,
    }),
};
