import { SchemaForm } from '@/src/components/forms/schema-form';
import { FieldInput } from '@/src/components/forms/field-input';
import { FormDialogFooter } from '@/src/components/ui/form-dialog-footer';
import { Modal } from '@/src/components/ui/modal';
import type { Currency } from '@/src/contracts/money';
import { apiMessage } from '@/src/contracts/api-messages';
import { approveRequestBody, type RequestView } from '@/src/contracts/requests';
import { compareDecimal } from '@/src/contracts/validators';
import { formatMoney } from '@/src/lib/money';
import { useSchemaForm } from '@/src/lib/use-schema-form';
import { DecisionCommentInput } from './decision-comment-input';
import { whatApprovingDoes } from './request-outcome';
import { useApproveRequest } from './mutations';
import blocks from '@/src/components/ui/page-blocks.module.css';

/** The approval's own check on top of the contract's: approving with changes gives less, never more. */
const schemaFor = (asked: string | null) =>
  approveRequestBody.superRefine((body, ctx) => {
    if (asked !== null && body.amount !== undefined && compareDecimal(body.amount, asked) > 0)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: apiMessage.requestAmountAboveAsked(asked) });
  });

/**
 * Approve, or approve with changes (e.g. 300 of the 500 asked): says exactly what approving does before it is
 * done, and the decision executes at once on the server (card issued, limit changed, money moved).
 */
export function ApproveDialog({ request, onClose }: { request: RequestView; onClose: () => void }) {
  const approve = useApproveRequest(request.id);
  const changeable = request.amount !== null;
  const { form, fields, busy, serverErrors } = useSchemaForm({
    id: `approve-request-${request.id}`,
    schema: schemaFor(request.amount),
    defaultValue: { amount: request.amount ?? undefined },
    async submit(value) {
      // The asked amount unchanged is a plain approval; less is an approval with changes.
      const amount = value.amount !== undefined && value.amount !== request.amount ? value.amount : undefined;
      await approve.mutateAsync({ amount, comment: value.comment || undefined });
      onClose();
    },
  });
  const asked =
    request.amount !== null && request.currency ? formatMoney(request.amount, request.currency as Currency) : null;
  return (
    <Modal
      open
      onClose={onClose}
      title="Approve the request?"
      subtitle={request.title}
      closeByButtonOnly={busy}
      footer={<FormDialogFooter formId={form.id} submitLabel="Approve" busy={busy} onCancel={onClose} />}
    >
      <SchemaForm form={form} serverErrors={serverErrors} className={blocks.stack}>
        <p>{whatApprovingDoes(request)}</p>
        {serverErrors.general ? (
          <p role="alert" className={blocks.error}>
            {serverErrors.general[0]}
          </p>
        ) : null}
        {changeable ? (
          <FieldInput
            field={fields.amount}
            label={`Approved amount, ${request.currency ?? ''}`}
            decimal
            pattern={/[0-9.,]/}
            caption={`${asked} was asked. To approve less, enter the smaller amount.`}
          />
        ) : null}
        <DecisionCommentInput
          field={fields.comment}
          label="Comment (optional)"
          caption="The requester reads it with the decision."
        />
      </SchemaForm>
    </Modal>
  );
}
