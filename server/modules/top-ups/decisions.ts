import { apiMessage } from '@/src/contracts/api-messages';
import { PAYMENT_STATUS, type PaymentType } from '@/src/contracts/payments';
import type { topUpEndpoints } from '@/src/contracts/top-ups';
import type { Context } from 'hono';
import type { AppEnv, AuthContext } from '@/server/http/context';
import { findPayment } from '@/server/db/queries/payments';
import { notFound } from '@/server/http/errors';
import type { Handlers } from '@/server/http/mount';
import { idempotent } from '@/server/http/idempotency';
import { capturePayment, releasePayment } from '@/server/ledger/ledger';
import { freeCryptoHash } from './crypto-hashes';
import { paymentDecided } from '@/server/modules/notifications/events';

/**
 * Role 1 decides pending top-ups and withdrawals (spec 6): accepting posts the planned legs (a
 * withdrawal's hold turns into the posting), declining posts nothing and gives any hold back. A
 * payment already decided answers 409 and changes nothing.
 */
async function decide(c: Context<AppEnv>, auth: AuthContext, paymentId: number, type: PaymentType, accept: boolean) {
  const unknown = type === 'top_up' ? apiMessage.notATopUp : apiMessage.notAWithdrawal;
  return idempotent(c, auth, { paymentId, accept }, async (tx) => {
    const payment = await findPayment(tx, paymentId);
    if (!payment || payment.type !== type) throw notFound(unknown);
    const now = c.var.deps.now();
    const done = accept
      ? await capturePayment(tx, paymentId, auth.userId, now)
      : await releasePayment(tx, paymentId, PAYMENT_STATUS.declined, auth.userId, now);
    if (!done) throw notFound(unknown);
    if (type === 'top_up' && !accept) await freeCryptoHash(tx, paymentId);
    await paymentDecided(tx, paymentId, accept);
    const status = accept ? PAYMENT_STATUS.completed : PAYMENT_STATUS.declined;
    const message =
      type === 'top_up'
        ? accept
          ? apiMessage.topUpAccepted
          : apiMessage.topUpDeclined
        : accept
          ? apiMessage.withdrawalAccepted
          : apiMessage.withdrawalDeclined;
    return { id: paymentId, status, message };
  });
}

export const decisionHandlers: Pick<
  Handlers<typeof topUpEndpoints>,
  'acceptTopUp' | 'declineTopUp' | 'acceptWithdrawal' | 'declineWithdrawal'
> = {
  acceptTopUp: ({ params, auth, c }) => decide(c, auth, params.paymentId, 'top_up', true),
  declineTopUp: ({ params, auth, c }) => decide(c, auth, params.paymentId, 'top_up', false),
  acceptWithdrawal: ({ params, auth, c }) => decide(c, auth, params.paymentId, 'withdrawal', true),
  declineWithdrawal: ({ params, auth, c }) => decide(c, auth, params.paymentId, 'withdrawal', false),
};
