import type { Db } from '@/server/db/client';
import { createTransitAccounts } from '@/server/db/queries/accounts';
import { ACCOUNT_TYPE, accounts } from '@/server/db/schema/index';
import { topUp } from '@/server/ledger/operations';
import { PAY_IN_SOURCE } from '@/src/contracts/payment-kinds';

/**
 * A bench company's money: its transit accounts opened, the USD one topped up with `amount` (minor units, a
 * completed SWIFT pay-in), and a USD BIN account, of `binSetId` where the bench prices transfers by its set.
 */
export async function openFundedUsdAccounts(
  tx: Db,
  companyId: number,
  amount: bigint,
  binSetId: number | null = null,
): Promise<{ transit: number; bin: number }> {
  const transit = (await createTransitAccounts(tx, companyId)).find((a) => a.currency === 'USD')!.id;
  const [bin] = await tx
    .insert(accounts)
    .values({ companyId, type: ACCOUNT_TYPE.bin, currency: 'USD', name: 'BIN USD', binSetId })
    .returning({ id: accounts.id });
  await topUp(tx, {
    companyId,
    accountId: transit,
    amount,
    currency: 'USD',
    source: PAY_IN_SOURCE.swift,
    pending: false,
    initiator: { kind: 'system' },
  });
  return { transit, bin: bin!.id };
}
