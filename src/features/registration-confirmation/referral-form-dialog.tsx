import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { useState } from 'react';
import { FieldInput } from '@/src/components/forms/field-input';
import { NameInput } from '@/src/components/forms/name-input';
import { FormDialogFooter } from '@/src/components/ui/form-dialog-footer';
import { Modal } from '@/src/components/ui/modal';
import { referralForm, type Referral, type ReferralForm } from '@/src/contracts/referrals';
import { ApiError } from '@/src/lib/api-error';
import blocks from '@/src/components/ui/page-blocks.module.css';

interface ReferralFormDialogProps {
  /** The referral being edited, or null for a new one. */
  referral: Referral | null;
  /** Sends the body; rejects with the API's error, whose 422 field errors are shown on the fields. */
  onSubmit: (body: ReferralForm) => Promise<unknown>;
  onClose: () => void;
}

/** New or edited third-party referral (issue 3 item 6): name, condition and the free transfers it grants. */
export function ReferralFormDialog({ referral, onSubmit, onClose }: ReferralFormDialogProps) {
  const [busy, setBusy] = useState(false);
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();
  const [form, fields] = useForm({
    id: referral ? `referral-${referral.id}` : 'referral-new',
    lastResult,
    defaultValue: referral && {
      name: referral.name,
      condition: referral.condition ?? '',
      freeTransferAmount: referral.freeTransferAmount,
      freeTransferCount: String(referral.freeTransferCount),
    },
    constraint: getZodConstraint(referralForm),
    // UI.md: errors on blur and on submit, then follow the typing; Conform focuses the first invalid field.
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: referralForm }),
    async onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      setBusy(true);
      try {
        // An emptied condition is sent as null: on an edit, leaving it out would keep the old one.
        await onSubmit({ ...submission.value, condition: submission.value.condition ?? null });
        onClose();
      } catch (error) {
        if (error instanceof ApiError && error.errors) setLastResult(submission.reply({ fieldErrors: error.errors }));
      } finally {
        setBusy(false);
      }
    },
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={referral ? `Edit referral ${referral.name}` : 'New referral'}
      subtitle={referral ? undefined : 'A 16-character referral code is generated when you create it.'}
      closeByButtonOnly
      footer={
        <FormDialogFooter formId={form.id} submitLabel={referral ? 'Save' : 'Create'} busy={busy} onCancel={onClose} />
      }
    >
      <form {...getFormProps(form)} className={blocks.stack}>
        <NameInput field={fields.name} label="Name" />
        <FieldInput
          field={fields.condition}
          label="Condition"
          type="textarea"
          rows={3}
          limit={1000}
          caption="Optional: what the partner's people get, in a sentence."
        />
        <div className={`${blocks.twoColumns} ${blocks.narrowColumns} ${blocks.topAligned}`}>
          <FieldInput
            field={fields.freeTransferAmount}
            label="Free transfer amount"
            decimal
            caption="0 or more, at most 2 decimals."
          />
          <FieldInput
            field={fields.freeTransferCount}
            label="Free transfer count"
            inputMode="numeric"
            autoComplete="off"
            caption="A whole number, 0 or more."
          />
        </div>
      </form>
    </Modal>
  );
}
