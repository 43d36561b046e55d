import type { Db } from '@/server/db/client';
import { binSetsByIds, insertBinSet, openBinAccountFor } from '@/server/db/queries/bin-sets';
import { firstLegalEntityId } from '@/server/db/queries/companies';
import { toMinor } from '@/server/ledger/amounts';

/**
 * Two demo BIN sets of the sandbox issuer: a USD one (the default for issuance) and a EUR one.
 * Northwind holds both, Bluefin the USD one; each assignment opens the company's BIN account exactly as
 * `POST backoffice/company/{id}/bin-set/add` does (empty, following the company's tariff scale).
 */
const DEMO_BIN_SETS = [
  {
    bin: '45671234',
    name: 'Sandbox USD',
    currency: 'USD',
    isDefaultIssuance: true,
    cardIssuanceFee: '2.00',
    monthlyMaintenanceFee: '1.00',
  },
  {
    bin: '53998811',
    name: 'Sandbox EUR',
    currency: 'EUR',
    isDefaultIssuance: false,
    cardIssuanceFee: '3.00',
    monthlyMaintenanceFee: '1.50',
  },
] as const;

export async function seedBinSets(
  tx: Db,
  companies: { northwindId: number; bluefinId: number },
  now: Date = new Date(),
) {
  const legalEntityId = await firstLegalEntityId(tx);
  const ids: number[] = [];
  for (const set of DEMO_BIN_SETS) {
    ids.push(
      await insertBinSet(tx, {
        ...set,
        providerId: 1,
        legalEntityId,
        status: 1,
        cardIssuanceFee: toMinor(set.cardIssuanceFee, set.currency),
        monthlyMaintenanceFee: toMinor(set.monthlyMaintenanceFee, set.currency),
        createdAt: now,
        updatedAt: now,
      }),
    );
  }
  // In id order: USD was made first.
  const [usd, eur] = await binSetsByIds(tx, ids);
  for (const set of [usd!, eur!]) await openBinAccountFor(tx, companies.northwindId, set, now);
  await openBinAccountFor(tx, companies.bluefinId, usd!, now);
}
