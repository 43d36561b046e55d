import { apiMessage } from '@/src/contracts/api-messages';
import { PAYMENT_STATUS } from '@/src/contracts/payments';
import type { topUpEndpoints } from '@/src/contracts/top-ups';
import { findAccount, moneyCompany } from '@/server/db/queries/balances';
import { ACCOUNT_TYPE } from '@/server/db/schema/index';
import { invalidField } from '@/server/http/errors';
import type { Handlers } from '@/server/http/mount';
import { toMinor } from '@/server/ledger/amounts';
import { idempotent } from '@/server/http/idempotency';
import { requestWithdrawal } from '@/server/ledger/operations';
import { requirePermission } from '@/server/http/permissions';
import { paymentAwaitsDecision, watchLowBalance } from '@/server/modules/notifications/events';

/**
 * Staff with admin_withdrawal take money out of a company's transit account (spec 6): the amount is
 * held at once (no longer available), and leaves when role 1 accepts. More than is available → 422
 * saying how much is, nothing held.
 */
export const withdrawalHandlers: Pick<Handlers<typeof topUpEndpoints>, 'createWithdrawal'> = {
  async createWithdrawal({ body, auth, c }) {
    requirePermission(auth, 'admin_withdrawal');
    return idempotent(c, auth, body, async (tx) => {
      if (!(await moneyCompany(tx, body.companyId)))
        throw invalidField('companyId', apiMessage.companyUnknown(body.companyId));
      const account = await findAccount(tx, body.accountId);
      if (!account || account.companyId !== body.companyId) throw invalidField('accountId', apiMessage.accountNotFound);
      if (account.type !== ACCOUNT_TYPE.transit) throw invalidField('accountId', apiMessage.accountNotTransit);
      const lowBalance = await watchLowBalance(tx, body.companyId);
      const { paymentId } = await requestWithdrawal(tx, {
        companyId: body.companyId,
        accountId: account.id,
        amount: toMinor(body.amount, account.currency),
        currency: account.currency,
        description: body.description || null,
        initiator: { kind: 'staff', userId: auth.userId },
      });
      await paymentAwaitsDecision(tx, paymentId);
      // The hold lowers the available balance now, so that is when it may cross a low-balance threshold.
      await lowBalance.debited({
        accountId: account.id,
        debitedMinor: toMinor(body.amount, account.currency),
        eventKey: `payment:${paymentId}`,
      });
      return { id: paymentId, status: PAYMENT_STATUS.pending, message: apiMessage.withdrawalRequested };
    });
  },
};
