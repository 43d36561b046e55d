import type { FieldMetadata, getFormProps } from '@conform-to/react';
import type { ReactNode } from 'react';
import { FieldInput } from '@/src/components/forms/field-input';
import { ServerErrorsScope } from '@/src/components/forms/schema-form';
import { FormDialogFooter } from '@/src/components/ui/form-dialog-footer';
import { Modal } from '@/src/components/ui/modal';
import { REQUEST_EXPIRY_HOURS_DEFAULT, REQUEST_EXPIRY_HOURS_MAX } from '@/src/contracts/request-kinds';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './ask-dialog.module.css';

/** Said in a request form while offline: a request is never queued to be sent later, unseen. */
export const ASK_OFFLINE_REASON = 'You are offline. Sending a request needs a connection; reconnect to continue.';

interface AskDialogProps {
  title: string;
  /** What the request is about (the card, the account), under the title. */
  subtitle?: ReactNode;
  /** `getFormProps(form)` of the kind's Conform form (its id names the form for the submit button). */
  formProps: ReturnType<typeof getFormProps>;
  /** The request kind's hidden field: its name in the form and the kind. */
  kind: { name: string; value: string };
  reason: FieldMetadata<unknown>;
  expiresInHours: FieldMetadata<unknown>;
  serverErrors: Record<string, string[]>;
  busy: boolean;
  onClose: () => void;
  /** The kind's own fields; the reason and the expiry follow them. */
  children: ReactNode;
}

const EXPIRY_CAPTION =
  `Undecided by then, it expires. Default ${REQUEST_EXPIRY_HOURS_DEFAULT}, ` + `at most ${REQUEST_EXPIRY_HOURS_MAX}.`;

/**
 * The frame every request form shares (issue 24): the kind's fields, the reason, the expiry (24 h unless
 * changed), and Send request. Offline, Send request is disabled and says why; nothing is kept to send later.
 */
export function AskDialog(props: AskDialogProps) {
  const { title, subtitle, formProps, kind, reason, expiresInHours, serverErrors, busy, onClose, children } = props;
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      subtitle={subtitle}
      closeByButtonOnly={busy}
      footer={
        <FormDialogFooter
          formId={formProps.id}
          submitLabel="Send request"
          busy={busy}
          onCancel={onClose}
          offlineReason={ASK_OFFLINE_REASON}
        />
      }
    >
      <ServerErrorsScope errors={serverErrors}>
        <form {...formProps} className={blocks.stack} aria-label={title}>
          {serverErrors.general ? (
            <p role="alert" className={blocks.error}>
              {serverErrors.general[0]}
            </p>
          ) : null}
          {/* As on /bank, the fields stay editable offline; Send request is what is disabled, its reason beside it. */}
          <div className={styles.fields}>
            <input type="hidden" name={kind.name} value={kind.value} />
            {children}
            <FieldInput
              field={reason}
              type="textarea"
              label="Reason"
              limit={500}
              counter
              caption="Who decides reads this first: say what it is for."
            />
            <FieldInput
              field={expiresInHours}
              label="Expires after, hours"
              inputMode="numeric"
              pattern={/[0-9]/}
              autoComplete="off"
              caption={EXPIRY_CAPTION}
            />
          </div>
        </form>
      </ServerErrorsScope>
    </Modal>
  );
}
