import type { tariffEndpoints } from '@/src/contracts/tariffs';
import type { Handlers } from '@/server/http/mount';
import { binAccountFeeHandlers } from './bin-account-fees.handlers';
import { companyTariffHandlers } from './company-tariffs.handlers';
import { tariffScaleHandlers } from './tariff-scales.handlers';
import { transferMinimumHandlers } from './transfer-minimums.handlers';

/**
 * Tariff scales, provider service fees and transfer minimums (settings), company tariff scales and BIN-account fees.
 */
export const tariffsHandlers: Handlers<typeof tariffEndpoints> = {
  ...tariffScaleHandlers,
  ...companyTariffHandlers,
  ...binAccountFeeHandlers,
  ...transferMinimumHandlers,
};
