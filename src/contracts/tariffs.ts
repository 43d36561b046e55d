/**
 * The tariff contracts and their registry, one file per resource: tariff scales (tariff-scales.ts), provider
 * service fees (provider-fees.ts), company tariff scales (company-tariffs.ts), BIN-account fees
 * (bin-account-fees.ts) and transfer minimums (transfer-minimums.ts). What a scale is: tariff-scales.ts.
 */

import {
  binAccountHistory,
  binAccountList,
  setBinAccountAutoUpdate,
  setBinAccountServiceFee,
} from './bin-account-fees';
import {
  companyProviderList,
  companyTariffHistory,
  companyTariffScales,
  createCompanyTariffScale,
  editCompanyTariffScale,
} from './company-tariffs';
import { providerList, providerServiceFee, providerServiceFeeHistory, setProviderServiceFee } from './provider-fees';
import {
  checkTariffScaleUsage,
  createTariffScale,
  deleteTariffScale,
  editTariffScale,
  listTariffScales,
  tariffScaleHistoryEndpoint,
} from './tariff-scales';
import { setTransferMinimum, transferMinimums } from './transfer-minimums';

export * from './bin-account-fees';
export * from './company-tariffs';
export * from './provider-fees';
export * from './tariff-scales';
export * from './transfer-minimums';

export const tariffEndpoints = {
  listTariffScales,
  createTariffScale,
  editTariffScale,
  tariffScaleHistory: tariffScaleHistoryEndpoint,
  checkTariffScaleUsage,
  deleteTariffScale,
  providerList,
  providerServiceFee,
  setProviderServiceFee,
  providerServiceFeeHistory,
  companyProviderList,
  companyTariffScales,
  createCompanyTariffScale,
  editCompanyTariffScale,
  companyTariffHistory,
  binAccountList,
  setBinAccountServiceFee,
  setBinAccountAutoUpdate,
  binAccountHistory,
  transferMinimums,
  setTransferMinimum,
};
