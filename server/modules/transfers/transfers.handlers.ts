import { apiMessage } from '../../../src/contracts/api-messages';
import type { transferEndpoints } from '../../../src/contracts/transfers';
import type { Db } from '../../db/client';
import type { Handlers } from '../../http/mount';
import { idempotent } from '../../ledger/idempotency';
import type { Initiator } from '../../ledger/ledger';
import { clientCompanyOf, requirePermission } from '../balances/balance-access';
import { transferDone, watchLowBalance } from '../notifications/events';
import { executeTransfer, planTransfer, type TransferPlan } from './transfer-plan';

/**
 * Clients move money within their own company (transfer.client + transfer_funds); staff with
 * company.transferFunds do the same on a company's behalf. Both run once per Idempotency-Key; the plan
 * is made inside the transaction so the quote returned is exactly what was posted.
 */
export const transfersHandlers: Handlers<typeof transferEndpoints> = {
  async clientQuote({ query, auth, c }) {
    requirePermission(auth, 'transfer_funds');
    return (await planTransfer(c.var.deps.db, clientCompanyOf(auth), query)).quote;
  },

  async clientTransfer({ body, auth, c }) {
    requirePermission(auth, 'transfer_funds');
    const companyId = clientCompanyOf(auth);
    return idempotent(c, auth, body, async (tx) => {
      const plan = await planTransfer(tx, companyId, body);
      return postTransfer(tx, plan, { kind: 'user', userId: auth.userId }, body.description || null);
    });
  },

  async staffQuote({ params, query, c }) {
    return (await planTransfer(c.var.deps.db, params.id, query)).quote;
  },

  async initTransfer({ params, body, auth, c }) {
    return idempotent(c, auth, { companyId: params.id, ...body }, async (tx) => {
      const plan = await planTransfer(tx, params.id, body);
      return postTransfer(tx, plan, { kind: 'staff', userId: auth.userId }, body.description || null);
    });
  },
};

/**
 * Posts a plan and tells the company, in the request's transaction: what both transfer endpoints answer.
 * What does not depend on the posting is written before it, so the accounts stay locked only for the
 * posting, the low-balance read and the commit.
 */
async function postTransfer(tx: Db, plan: TransferPlan, initiator: Initiator, description: string | null) {
  const { companyId, amount, from, to } = plan;
  await transferDone(tx, { companyId, amount, currency: from.currency, fromName: from.name, toName: to.name });
  const lowBalance = await watchLowBalance(tx, companyId);
  const { paymentId } = await executeTransfer(tx, plan, initiator, description);
  await lowBalance.debited({ accountId: from.id, debitedMinor: amount, eventKey: `payment:${paymentId}` });
  return { ...plan.quote, id: paymentId, message: apiMessage.transferDone };
}
