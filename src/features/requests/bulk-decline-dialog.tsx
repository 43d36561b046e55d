import { useState } from 'react';
import { ConfirmDialog } from '@/src/components/ui/confirm-dialog';
import { TextInput } from '@/src/components/ui/text-input';
import { ApiError } from '@/src/lib/api-error';
import { useBulkDecline } from './mutations';

interface BulkDeclineDialogProps {
  ids: number[];
  onDone: () => void;
  onClose: () => void;
}

/** Bulk decline, confirmed first: says how many, that nothing is executed, and takes an optional reason. */
export function BulkDeclineDialog({ ids, onDone, onClose }: BulkDeclineDialogProps) {
  const decline = useBulkDecline();
  const [comment, setComment] = useState('');
  const count = ids.length;
  const fieldError = decline.error instanceof ApiError ? decline.error.errors?.comment : undefined;
  return (
    <ConfirmDialog
      title={count === 1 ? 'Decline this request?' : `Decline ${count} requests?`}
      confirm={count === 1 ? 'Decline request' : `Decline ${count} requests`}
      danger
      busy={decline.isPending}
      error={decline.error && !fieldError ? decline.error.message : null}
      onClose={onClose}
      onConfirm={() => decline.mutate({ ids, comment: comment.trim() || undefined }, { onSuccess: onDone })}
    >
      <p>
        Nothing asked for is done: no card is issued, no limit changes and no money moves. Each requester is told, with
        the reason below if you give one. Requests decided meanwhile elsewhere are left as they are.
      </p>
      <TextInput
        type="textarea"
        label="Reason (optional)"
        value={comment}
        onValueChange={setComment}
        limit={500}
        rows={2}
        errors={fieldError}
      />
    </ConfirmDialog>
  );
}
