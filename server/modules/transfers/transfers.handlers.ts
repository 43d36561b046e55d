import { apiMessage } from '../../../src/contracts/api-messages';
import type { transferEndpoints } from '../../../src/contracts/transfers';
import type { Handlers } from '../../http/mount';
import { idempotent } from '../../ledger/idempotency';
import { clientCompanyOf, requirePermission } from '../balances/balance-access';
import { checkLowBalance, transferDone } from '../notifications/events';
import { executeTransfer, planTransfer } from './transfer-plan';

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
      const { paymentId } = await executeTransfer(tx, plan, { kind: 'user', userId: auth.userId }, body.description || null);
      await transferDone(tx, paymentId);
      await checkLowBalance(tx, { accountId: plan.from.id, debitedMinor: plan.amount, eventKey: `payment:${paymentId}` });
      return { ...plan.quote, id: paymentId, message: apiMessage.transferDone };
    });
  },

  async staffQuote({ params, query, c }) {
    return (await planTransfer(c.var.deps.db, params.id, query)).quote;
  },

  async initTransfer({ params, body, auth, c }) {
    return idempotent(c, auth, { companyId: params.id, ...body }, async (tx) => {
      const plan = await planTransfer(tx, params.id, body);
      const { paymentId } = await executeTransfer(tx, plan, { kind: 'staff', userId: auth.userId }, body.description || null);
      await transferDone(tx, paymentId);
      await checkLowBalance(tx, { accountId: plan.from.id, debitedMinor: plan.amount, eventKey: `payment:${paymentId}` });
      return { ...plan.quote, id: paymentId, message: apiMessage.transferDone };
    });
  },
};
