import { getFormProps } from '@conform-to/react';
import { FieldSelect } from '@/src/components/forms/field-select';
import { FieldInput } from '@/src/components/forms/field-input';
import type { AskablePersonLimit } from '@/src/contracts/request-askable';
import { createRequestBody } from '@/src/contracts/requests';
import { useSchemaForm } from '@/src/lib/use-schema-form';
import { raisablePeriods, type PersonPeriod } from './askable';
import { AskDialog } from './ask-dialog';
import { useCreateRequest } from './request-queries';

/** The person-limit request's own schema: the contract's union member for `person_limit`. */
const personLimitRequestBody = createRequestBody.options[2];

const PERIOD_LABEL: Record<PersonPeriod, string> = { daily: 'Daily', monthly: 'Monthly' };

interface AskPersonLimitDialogProps {
  /** One currency's limits of the person, as GET /request/askable lists them. */
  limit: AskablePersonLimit;
  /** Whose limit, when a team lead asks for a member of their team; absent for the caller's own. */
  forPerson?: { id: number; name: string };
  onClose: () => void;
}

/**
 * "Ask for a higher limit" on a person's spend limit (issue 24, issue 23's limits): which period, the new amount,
 * and why. Only a period that has a limit is offered: there is nothing to raise where there is none.
 */
export function AskPersonLimitDialog({ limit, forPerson, onClose }: AskPersonLimitDialogProps) {
  const ask = useCreateRequest();
  const periods = raisablePeriods(limit);
  const first = periods[0] ?? 'daily';
  const { form, fields, busy, serverErrors } = useSchemaForm({
    id: `ask-person-limit-${forPerson?.id ?? 'me'}-${limit.currency}`,
    schema: personLimitRequestBody,
    defaultValue: { kind: 'person_limit', limit: first, userId: forPerson?.id },
    async submit(value) {
      await ask.mutateAsync(value);
      onClose();
    },
  });
  return (
    <AskDialog
      title="Ask for a higher spend limit"
      subtitle={forPerson ? `${forPerson.name}, ${limit.currency}` : `Your spend limit in ${limit.currency}`}
      formProps={getFormProps(form)}
      reason={fields.reason}
      expiresInHours={fields.expiresInHours}
      serverErrors={serverErrors}
      busy={busy}
      onClose={onClose}
    >
      <input type="hidden" name={fields.kind.name} value="person_limit" />
      <input type="hidden" name={fields.currency.name} value={limit.currency} />
      {forPerson ? <input type="hidden" name={fields.userId.name} value={forPerson.id} /> : null}
      <FieldSelect
        field={fields.limit}
        label="Limit"
        required
        defaultValue={first}
        options={periods.map((period) => ({
          value: period,
          label: `${PERIOD_LABEL[period]} (now ${limit[period]} ${limit.currency})`,
        }))}
        errors={fields.limit.errors ?? serverErrors.limit ?? serverErrors.userId}
      />
      <FieldInput
        field={fields.amount}
        serverErrors={serverErrors}
        label={`New limit, ${limit.currency}`}
        decimal
        pattern={/[0-9.,]/}
        caption="Across all the cards in this currency; at most 2 decimals."
      />
    </AskDialog>
  );
}
