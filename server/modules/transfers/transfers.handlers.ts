import type { transferEndpoints } from '@/src/contracts/transfers';
import type { Handlers } from '@/server/http/mount';
import { keyClaim } from '@/server/http/idempotency';
import { leavesAuthStateAlone } from '@/server/middleware/cache-invalidation';
import { clientCompanyOf, requirePermission } from '@/server/http/permissions';
import { submitTransfer } from './transfer-batcher';
import { planTransfer } from './transfer-plan';

/**
 * Clients move money within their own company (transfer.client + transfer_funds); staff with
 * company.transferFunds do the same on a company's behalf. Both run once per Idempotency-Key and are
 * decided in batches with the transfers arriving at the same time (transfer-batch.ts); the plan is made
 * inside the transaction that posts, so the quote returned is exactly what was posted. A transfer changes
 * no session, user or company, so this instance keeps its live-session cache after one (decision 007).
 */
export const transfersHandlers: Handlers<typeof transferEndpoints> = {
  async clientQuote({ query, auth, c }) {
    requirePermission(auth, 'transfer_funds');
    return (await planTransfer(c.var.deps.db, clientCompanyOf(auth), query)).quote;
  },

  async clientTransfer({ body, auth, c }) {
    leavesAuthStateAlone(c);
    requirePermission(auth, 'transfer_funds');
    const { description, ...request } = body;
    return submitTransfer(c.var.deps.db, {
      companyId: clientCompanyOf(auth),
      request,
      initiator: { kind: 'user', userId: auth.userId },
      description: description || null,
      claim: keyClaim(c, auth, body),
    });
  },

  async staffQuote({ params, query, c }) {
    return (await planTransfer(c.var.deps.db, params.id, query)).quote;
  },

  async initTransfer({ params, body, auth, c }) {
    leavesAuthStateAlone(c);
    const { description, ...request } = body;
    return submitTransfer(c.var.deps.db, {
      companyId: params.id,
      request,
      initiator: { kind: 'staff', userId: auth.userId },
      description: description || null,
      claim: keyClaim(c, auth, { companyId: params.id, ...body }),
    });
  },
};
