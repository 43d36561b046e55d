import { useState } from 'react';
import { FieldSelect } from '@/src/components/forms/field-select';
import { FieldInput } from '@/src/components/forms/field-input';
import type { AskableAccount } from '@/src/contracts/request-askable';
import { createRequestBody } from '@/src/contracts/requests';
import { AskDialog } from './ask-dialog';
import { useAskForm } from './use-ask-form';

/** The funds request's own schema: the contract's union member for `funds`. */
const fundsRequestBody = createRequestBody.options[3];

interface AskFundsDialogProps {
  transit: readonly AskableAccount[];
  bin: readonly AskableAccount[];
  onClose: () => void;
}

/**
 * "Ask for funds" on the dashboard: money from a transit account to a BIN account of the company. The decider's
 * approval posts the transfer with its usual fee.
 */
export function AskFundsDialog({ transit, bin, onClose }: AskFundsDialogProps) {
  // A transfer stays in one currency: the transit accounts offered can fund a BIN account, the BIN accounts
  // offered are in the chosen transit account's currency.
  const sources = transit.filter((from) => bin.some((to) => to.currency === from.currency));
  const [fromId, setFromId] = useState(sources[0]?.id);
  const currency = sources.find((from) => from.id === fromId)?.currency;
  const targets = bin.filter((to) => to.currency === currency);
  const { fields, frame } = useAskForm(
    'ask-funds',
    fundsRequestBody,
    { fromAccountId: sources[0]?.id, toAccountId: targets[0]?.id },
    onClose,
  );
  const option = (account: AskableAccount) => ({
    value: String(account.id),
    label: `${account.name} (${account.currency})`,
  });
  return (
    <AskDialog title="Ask for funds" {...frame}>
      <FieldSelect
        field={fields.fromAccountId}
        label="From transit account"
        required
        defaultValue={sources[0] ? String(sources[0].id) : ''}
        options={sources.map(option)}
        onValueChange={(value) => setFromId(Number(value))}
      />
      <FieldSelect
        field={fields.toAccountId}
        key={currency}
        label="To BIN account"
        required
        defaultValue={targets[0] ? String(targets[0].id) : ''}
        options={targets.map(option)}
      />
      <FieldInput
        field={fields.amount}
        label="Amount"
        decimal
        pattern={/[0-9.,]/}
        caption="In the transit account's currency, at most 2 decimals; the transfer's fee is taken from it."
      />
    </AskDialog>
  );
}
