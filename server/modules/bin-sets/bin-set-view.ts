import { BIN_SET_STATUS_LABEL, type BinSet } from '@/src/contracts/bin-sets';
import { CARD_PROVIDER } from '@/src/contracts/companies';
import type { BinSetView } from '@/server/db/queries/bin-sets';
import { formatMinor } from '@/server/ledger/amounts';

/** Spec 3 "BIN set" from its row; fees are minor units of the set's currency in the database. */
export function toBinSet({ set, legalEntity, provider }: BinSetView): BinSet {
  return {
    id: set.id,
    bin: set.bin,
    name: set.name,
    currency: set.currency,
    legalEntity,
    provider: {
      key: provider.key,
      value: provider.id,
      description: CARD_PROVIDER[provider.id]?.description ?? provider.name,
    },
    status: { value: set.status, description: BIN_SET_STATUS_LABEL[set.status] ?? 'Unknown' },
    isDefaultIssuance: set.isDefaultIssuance,
    cardIssuanceFee: formatMinor(set.cardIssuanceFee, set.currency),
    monthlyMaintenanceFee: formatMinor(set.monthlyMaintenanceFee, set.currency),
  };
}
