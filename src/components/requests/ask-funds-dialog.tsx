import { getFormProps } from '@conform-to/react';
import { Select } from '@/src/components/ui/select';
import { TextInput } from '@/src/components/ui/text-input';
import { createRequestBody } from '@/src/contracts/requests';
import { textField } from '@/src/lib/form-fields';
import { useSchemaForm } from '@/src/lib/use-schema-form';
import { AskDialog } from './ask-dialog';
import { useCreateRequest } from './request-queries';

/** The funds request's own schema: the contract's union member for `funds`. */
const fundsRequestBody = createRequestBody.options[3];

export interface AskableAccount {
  id: number;
  name: string;
  currencyCode: string;
}

interface AskFundsDialogProps {
  transit: readonly AskableAccount[];
  bin: readonly AskableAccount[];
  onClose: () => void;
}

/**
 * "Ask for funds" on the dashboard: money from a transit account to a BIN account of the company. The decider's
 * approval posts the transfer with its usual fee; the server refuses a pair of different currencies.
 */
export function AskFundsDialog({ transit, bin, onClose }: AskFundsDialogProps) {
  const ask = useCreateRequest();
  const { form, fields, busy, serverErrors } = useSchemaForm({
    id: 'ask-funds',
    schema: fundsRequestBody,
    defaultValue: { kind: 'funds', fromAccountId: transit[0]?.id, toAccountId: bin[0]?.id },
    async submit(value) {
      await ask.mutateAsync(value);
      onClose();
    },
  });
  const option = (account: AskableAccount) => ({
    value: String(account.id),
    label: `${account.name} (${account.currencyCode})`,
  });
  return (
    <AskDialog
      title="Ask for funds"
      formProps={getFormProps(form)}
      reason={fields.reason}
      expiresInHours={fields.expiresInHours}
      serverErrors={serverErrors}
      busy={busy}
      onClose={onClose}
    >
      <input type="hidden" name={fields.kind.name} value="funds" />
      <Select
        id={fields.fromAccountId.id}
        name={fields.fromAccountId.name}
        form={form.id}
        label="From transit account"
        required
        defaultValue={transit[0] ? String(transit[0].id) : ''}
        options={transit.map(option)}
        errors={fields.fromAccountId.errors ?? serverErrors.fromAccountId}
      />
      <Select
        id={fields.toAccountId.id}
        name={fields.toAccountId.name}
        form={form.id}
        label="To BIN account"
        required
        defaultValue={bin[0] ? String(bin[0].id) : ''}
        options={bin.map(option)}
        errors={fields.toAccountId.errors ?? serverErrors.toAccountId}
      />
      <TextInput
        {...textField(fields.amount, serverErrors)}
        key={fields.amount.key}
        label="Amount"
        inputMode="decimal"
        autoComplete="off"
        pattern={/[0-9.,]/}
        caption="In the transit account's currency, at most 2 decimals; the transfer's fee is taken from it."
      />
    </AskDialog>
  );
}
