import { SchemaForm } from '@/src/components/forms/schema-form';
import { Button } from '@/src/components/ui/button';
import { Modal } from '@/src/components/ui/modal';
import { declineRequestBody, type RequestView } from '@/src/contracts/requests';
import { useSchemaForm } from '@/src/lib/use-schema-form';
import { DecisionCommentInput } from './decision-comment-input';
import { useDeclineRequest } from './mutations';
import blocks from '@/src/components/ui/page-blocks.module.css';

/** Decline with an optional reason, confirmed: nothing asked for is done, and the requester is told. */
export function DeclineDialog({ request, onClose }: { request: RequestView; onClose: () => void }) {
  const decline = useDeclineRequest(request.id);
  const { form, fields, busy, serverErrors } = useSchemaForm({
    id: `decline-request-${request.id}`,
    schema: declineRequestBody,
    async submit(value) {
      await decline.mutateAsync({ comment: value.comment || undefined });
      onClose();
    },
  });
  return (
    <Modal
      open
      onClose={onClose}
      title="Decline the request?"
      subtitle={request.title}
      closeByButtonOnly={busy}
      footer={
        <>
          <Button appearance="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={form.id} appearance="danger" loading={busy}>
            Decline
          </Button>
        </>
      }
    >
      <SchemaForm form={form} serverErrors={serverErrors} className={blocks.stack}>
        <p>Nothing asked for is done. The requester is told, with your reason if you give one.</p>
        <DecisionCommentInput field={fields.comment} label="Reason (optional)" />
      </SchemaForm>
    </Modal>
  );
}
