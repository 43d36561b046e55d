import { z } from 'zod';
import { endpoint, messageResponse } from './endpoint';
import { balanceCurrency, moneyAmount } from './payments';

/** The least amount a transfer may move per currency (the settings service-fee tab). */

// --- settings: transfer minimums (settings service-fee tab) ---

/** The least amount a transfer may move from an account in `currency` (a decimal with 2 places). */
export const transferMinimum = z.object({ currency: z.string(), amount: z.string() });
export type TransferMinimum = z.infer<typeof transferMinimum>;

/** `moneyAmount` hands on one spelling ("+1.00" arrives as "1.00"), the only form the ledger reads. */
export const transferMinimumInput = z.object({ currency: balanceCurrency, amount: moneyAmount() });
export type TransferMinimumInput = z.input<typeof transferMinimumInput>;

export const transferMinimums = endpoint({
  method: 'get',
  path: '/backoffice/settings/transfer-minimums',
  access: 'settings.serviceFee',
  summary: 'The least amount a transfer may move, per balance currency of the account it leaves',
  response: z.array(transferMinimum),
});

export const setTransferMinimum = endpoint({
  method: 'post',
  path: '/backoffice/settings/transfer-minimums',
  access: 'settings.serviceFee.change',
  summary: 'Change the least amount a transfer may move in one currency (0.01 or more); kept in the audit log',
  body: transferMinimumInput,
  response: messageResponse,
});
