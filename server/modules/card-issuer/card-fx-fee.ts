import type { Db } from '@/server/db/client';
import { cardFxFeePercent } from '@/server/db/queries/platform-settings';
import { HttpError } from '@/server/http/errors';
import { InsufficientFunds } from '@/server/ledger/errors';
import { decimalsOf } from '@/server/ledger/amounts';
import { holdPayment } from '@/server/ledger/ledger';
import { chargeFee } from '@/server/ledger/operations';
import { rateOf } from '@/server/ledger/rates';
import { convertUp, feeOf } from '@/server/ledger/rounding';

/**
 * Card payments in a currency other than the card's (PRODUCT.md "Cards"; finance totals' cardFxFeeSum):
 * the merchant's amount is converted into the card's currency at the platform rate, and a card FX fee
 * (platform_settings.card_fx_fee_percent, set by staff) is charged on the converted amount, both rounded
 * up. The settlement posts the converted amount; the fee is its own payment (card_fx_fee) from the BIN
 * account into fee revenue, or fee debt when the account cannot pay it, collected as decline fees are.
 */

export interface ForeignSettlement {
  /** The settled amount in minor units of the card's currency. */
  amount: bigint;
  /** What the merchant charged, for the payment's info. */
  merchantAmount: bigint;
  merchantCurrency: string;
  rate: string;
}

/** The merchant's amount in the card's currency; a currency the platform has no rate for is refused (422). */
export async function convertSettlement(
  tx: Db,
  input: { amount: bigint; currency: string; cardCurrency: string },
): Promise<ForeignSettlement> {
  let fromDecimals: number;
  try {
    fromDecimals = decimalsOf(input.currency);
  } catch {
    throw new HttpError(422, `The platform does not convert ${input.currency}`, {
      currency: [`The platform does not convert ${input.currency}`],
    });
  }
  const rate = await rateOf(tx, input.currency, input.cardCurrency);
  if (rate === null)
    throw new HttpError(422, `No platform rate from ${input.currency} to ${input.cardCurrency}`, {
      currency: [`No platform rate from ${input.currency}`],
    });
  return {
    amount: convertUp(input.amount, rate, fromDecimals, decimalsOf(input.cardCurrency)),
    merchantAmount: input.amount,
    merchantCurrency: input.currency,
    rate,
  };
}

export interface FxFeeCard {
  cardId: number;
  companyId: number;
  accountId: number;
  currency: string;
  last4?: string;
  /**
   * The fee revenue bucket the fee goes to, which the caller locked with the BIN account (settle.ts): taken
   * after the BIN account instead, it would wait for a transfer or an authorization batch that locked it
   * first (its lower id) and waits for the BIN account.
   */
  feeRevenueId: number;
}

/** Charges the card FX fee of a foreign settlement; answers the fee's payment id, or null when the percent is 0. */
export async function chargeCardFxFee(
  tx: Db,
  card: FxFeeCard,
  settlement: ForeignSettlement & { transactionId: string },
  at: Date,
) {
  const percent = await cardFxFeePercent(tx);
  const fee = feeOf(settlement.amount, percent);
  if (fee === 0n) return null;
  const input = {
    companyId: card.companyId,
    amount: fee,
    currency: card.currency,
    initiator: { kind: 'rule' as const },
    description: `Card FX fee ${percent}%`,
    feePercent: percent,
    info: {
      cardId: card.cardId,
      transactionId: settlement.transactionId,
      merchantAmount: settlement.merchantAmount.toString(),
      merchantCurrency: settlement.merchantCurrency,
      rate: settlement.rate,
    },
    createdAt: at,
  };
  try {
    return (
      await chargeFee(tx, {
        ...input,
        accountId: card.accountId,
        type: 'card_fx_fee',
        revenueAccountId: card.feeRevenueId,
      })
    ).paymentId;
  } catch (error) {
    if (!(error instanceof InsufficientFunds)) throw error;
    // Not enough on the account: the fee is owed (a pending payment without a hold), never a negative balance.
    const { paymentId } = await holdPayment(
      tx,
      { ...input, type: 'card_fx_fee', fromAccountId: card.accountId, info: { ...input.info, feeDebt: true } },
      [
        { accountId: card.accountId, amount: -fee },
        { accountId: card.feeRevenueId, amount: fee },
      ],
      [],
    );
    return paymentId;
  }
}
