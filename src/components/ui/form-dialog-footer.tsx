import { Button } from './button';
import { OnlineOnlyButton } from './online-only';

/**
 * The footer of a dialog that holds one form: Cancel, and the submit button tied to the form by id (the
 * footer sits outside the form). While `busy`, Cancel is disabled and the submit button shows its spinner.
 */
export function FormDialogFooter({
  formId,
  submitLabel,
  busy,
  onCancel,
  offlineReason,
}: {
  formId: string;
  submitLabel: string;
  busy: boolean;
  onCancel: () => void;
  /** Why the submit button is off while offline, where the form says more than the shared sentence. */
  offlineReason?: string;
}) {
  return (
    <>
      <Button appearance="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <OnlineOnlyButton type="submit" form={formId} loading={busy} offlineReason={offlineReason}>
        {submitLabel}
      </OnlineOnlyButton>
    </>
  );
}
