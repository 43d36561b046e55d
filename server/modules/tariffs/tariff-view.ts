import type { TariffScale } from '@/src/contracts/tariffs';
import type { Db } from '@/server/db/client';
import { bandsOf, minFeesOf, type BandRow } from '@/server/db/queries/tariffs';

/** Shapes shared by the tariff and BIN-set handlers. */

/** A user of a history record, or null when the user is gone. */
export const historyUser = (user: { firstName: string | null; lastName: string | null; role: number | null } | null) =>
  user && user.role !== null ? { firstName: user.firstName, lastName: user.lastName, role: user.role } : null;

export const idName = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

/** Bands as the contract gives them; numeric columns already carry 2 decimals. */
export const toBands = (bands: BandRow[]) =>
  bands.map((b) => ({ amountFrom: b.amountFrom, amountTo: b.amountTo, fee: b.fee }));

/** Scales by id with their bands, for the rows that name them. */
export async function scalesById(db: Db, scales: { id: number; name: string }[]): Promise<Map<number, TariffScale>> {
  const ids = scales.map((s) => s.id);
  const [bands, minFees] = await Promise.all([bandsOf(db, ids), minFeesOf(db, ids)]);
  return new Map(
    scales.map((s) => [
      s.id,
      { id: s.id, name: s.name, minFee: minFees.get(s.id) ?? '0.00', settings: toBands(bands.get(s.id) ?? []) },
    ]),
  );
}
