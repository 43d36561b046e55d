import { CARD_LIMIT_LABEL } from '@/src/contracts/card-kinds';
import { createRequestBody, REQUEST_CARD_LIMITS } from '@/src/contracts/requests';
import { AskDialog } from './ask-dialog';
import { useAskForm } from './use-ask-form';
import { LimitRaiseFields } from './limit-raise-fields';

/** The card-limit request's own schema: the contract's union member for `card_limit`, as the server checks it. */
const cardLimitRequestBody = createRequestBody.options[1];

interface AskLimitCard {
  id: number;
  name: string;
  maskedNumber: string;
  currency: string;
  limits: Record<(typeof REQUEST_CARD_LIMITS)[number], string | null>;
}

/** "Ask for a higher limit" on the card page: which limit, the new amount, and why. */
export function AskLimitDialog({ card, onClose }: { card: AskLimitCard; onClose: () => void }) {
  // Only a limit the card has can be raised (the server refuses the others): the first of them is chosen.
  const offered = REQUEST_CARD_LIMITS.filter((kind) => card.limits[kind] !== null);
  const first = offered[0] ?? 'daily';
  const { fields, frame } = useAskForm(
    `ask-limit-${card.id}`,
    cardLimitRequestBody,
    { cardId: card.id, limit: first },
    onClose,
  );
  return (
    <AskDialog title="Ask for a higher limit" subtitle={`${card.name} ${card.maskedNumber}`} {...frame}>
      <input type="hidden" name={fields.cardId.name} value={card.id} />
      <LimitRaiseFields
        limit={fields.limit}
        amount={fields.amount}
        options={offered.map((kind) => ({
          value: kind,
          label: `${CARD_LIMIT_LABEL[kind]} (now ${card.limits[kind]})`,
        }))}
        defaultLimit={first}
        currency={card.currency}
        amountCaption="At most 2 decimals."
      />
    </AskDialog>
  );
}
