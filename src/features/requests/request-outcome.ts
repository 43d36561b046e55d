import type { Currency } from '@/src/contracts/money';
import type { RequestView } from '@/src/contracts/requests';
import { formatMoney } from '@/src/lib/money';

/** UI.md: a money-moving action says exactly what it will do before it is done. */
export function whatApprovingDoes(request: RequestView): string {
  const amount =
    request.amount !== null && request.currency ? formatMoney(request.amount, request.currency as Currency) : '';
  switch (request.payload.kind) {
    case 'new_card':
      return (
        `A card "${request.payload.name}" is issued at once from the chosen BIN set, and its issuance fee is ` +
        'charged to that BIN account.'
      );
    case 'card_limit':
      return `The card's ${limitWord(request.payload.limit)} limit becomes ${amount} (or the smaller amount entered).`;
    case 'person_limit':
      return (
        `The person's ${limitWord(request.payload.limit)} spend limit in ${request.payload.currency} becomes ` +
        `${amount} (or the smaller amount you enter).`
      );
    case 'funds':
      return (
        `${amount} (or the smaller amount you enter) moves from the transit account to the BIN account at once, ` +
        "with the transfer's usual fee."
      );
  }
}

const LIMIT_WORD: Record<string, string> = {
  perTransaction: 'per-transaction',
  daily: 'daily',
  monthly: 'monthly',
  lifetime: 'lifetime',
};
const limitWord = (limit: string) => LIMIT_WORD[limit] ?? limit;
