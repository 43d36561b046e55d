import type { IssuerMerchant } from '@/src/contracts/card-issuer';

/**
 * A card transaction's columns as the authorization batch's statements read them (json_to_recordset), for
 * an approval's row and a decline's alike; `n` is its place in the batch. Amounts travel as text, exact.
 */
export function cardTransactionRow(
  n: number,
  card: { id: number; companyId: number; holderUserId: number },
  input: { transactionId: string; amount: bigint; merchant: IssuerMerchant },
  currency: string,
) {
  return {
    n,
    card_id: card.id,
    company_id: card.companyId,
    holder_user_id: card.holderUserId,
    transaction_id: input.transactionId,
    merchant_name: input.merchant.name,
    merchant_category: input.merchant.category ?? null,
    merchant_country: input.merchant.country ?? null,
    amount: input.amount.toString(),
    currency,
  };
}
