import { getFormProps } from '@conform-to/react';
import { FieldSelect } from '@/src/components/forms/field-select';
import { FieldInput } from '@/src/components/forms/field-input';
import { CARD_LIMIT_LABEL } from '@/src/contracts/card-kinds';
import { createRequestBody, REQUEST_CARD_LIMITS } from '@/src/contracts/requests';
import { useSchemaForm } from '@/src/lib/use-schema-form';
import { AskDialog } from './ask-dialog';
import { useCreateRequest } from './request-queries';

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
  const ask = useCreateRequest();
  const { form, fields, busy, serverErrors } = useSchemaForm({
    id: `ask-limit-${card.id}`,
    schema: cardLimitRequestBody,
    defaultValue: { kind: 'card_limit', cardId: card.id, limit: 'daily' },
    async submit(value) {
      await ask.mutateAsync(value);
      onClose();
    },
  });
  const current = (kind: (typeof REQUEST_CARD_LIMITS)[number]) => card.limits[kind] ?? 'no limit';
  return (
    <AskDialog
      title="Ask for a higher limit"
      subtitle={`${card.name} ${card.maskedNumber}`}
      formProps={getFormProps(form)}
      reason={fields.reason}
      expiresInHours={fields.expiresInHours}
      serverErrors={serverErrors}
      busy={busy}
      onClose={onClose}
    >
      <input type="hidden" name={fields.kind.name} value="card_limit" />
      <input type="hidden" name={fields.cardId.name} value={card.id} />
      <FieldSelect
        field={fields.limit}
        serverErrors={serverErrors}
        label="Limit"
        required
        defaultValue="daily"
        options={REQUEST_CARD_LIMITS.map((kind) => ({
          value: kind,
          label: `${CARD_LIMIT_LABEL[kind]} (now ${current(kind)})`,
        }))}
      />
      <FieldInput
        field={fields.amount}
        serverErrors={serverErrors}
        label={`New limit, ${card.currency}`}
        decimal
        pattern={/[0-9.,]/}
        caption="At most 2 decimals."
      />
    </AskDialog>
  );
}
