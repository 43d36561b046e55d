import type { AskablePersonLimit } from '@/src/contracts/request-askable';
import { createRequestBody } from '@/src/contracts/requests';
import { raisablePeriods, type PersonPeriod } from './askable';
import { AskDialog } from './ask-dialog';
import { useAskForm } from './use-ask-form';
import { LimitRaiseFields } from './limit-raise-fields';

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
  const periods = raisablePeriods(limit);
  const first = periods[0] ?? 'daily';
  const { fields, serverErrors, frame } = useAskForm(
    `ask-person-limit-${forPerson?.id ?? 'me'}-${limit.currency}`,
    personLimitRequestBody,
    { limit: first, userId: forPerson?.id },
    onClose,
  );
  return (
    <AskDialog
      title="Ask for a higher spend limit"
      subtitle={forPerson ? `${forPerson.name}, ${limit.currency}` : `Your spend limit in ${limit.currency}`}
      {...frame}
    >
      <input type="hidden" name={fields.currency.name} value={limit.currency} />
      {forPerson ? <input type="hidden" name={fields.userId.name} value={forPerson.id} /> : null}
      <LimitRaiseFields
        limit={fields.limit}
        amount={fields.amount}
        options={periods.map((period) => ({
          value: period,
          label: `${PERIOD_LABEL[period]} (now ${limit[period]} ${limit.currency})`,
        }))}
        defaultLimit={first}
        currency={limit.currency}
        amountCaption="Across all the cards in this currency; at most 2 decimals."
        limitErrors={fields.limit.errors ?? serverErrors.limit ?? serverErrors.userId}
      />
    </AskDialog>
  );
}
