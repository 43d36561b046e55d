import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { uploadDeclineFile } from '@/src/contracts/compensation';
import { call } from '@/src/lib/api-client';
import { ApiError } from '@/src/lib/api-error';
import { notify } from '@/src/lib/notify';
import { Button } from '@/src/components/ui/button';
import { Modal } from '@/src/components/ui/modal';
import { badRows, DECLINE_FILE_ACCEPT, isDeclineFile } from './decline-file';
import styles from './upload-decline-dialog.module.css';
import blocks from '@/src/components/ui/page-blocks.module.css';

export const UPLOAD_DECLINE_TITLE = 'Upload decline for refunds';

/**
 * Spec 7: the upload returns data.status, shown as the success toast; the server's message follows it with the
 * counts ("Success: 3 decline fees refunded, 1 row skipped").
 */
export function declineUploadToast(answer: { status: string; message: string }): string {
  const status = answer.status.charAt(0).toUpperCase() + answer.status.slice(1);
  return answer.message ? `${status}: ${answer.message}` : status;
}

/** The bad rows a refused file lists are shown up to this many; the count says how many there were. */
const ROWS_SHOWN = 50;

/**
 * Spec 2.4 "Upload decline for refunds" (roles 1 and 6): only an .xlsx is accepted (another file is cleared
 * with a word why), Submit waits for a file, the upload shows progress, the server's status is the success
 * toast, and a refused file lists its bad rows by sheet row number.
 */
export function UploadDeclineDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (chosen: File) => call(uploadDeclineFile, { body: { file: chosen } }, { suppressToast: [422] }),
    onSuccess: (answer) => {
      notify.success(declineUploadToast(answer));
      onClose();
    },
  });

  function choose(chosen: File | undefined) {
    upload.reset();
    if (!chosen) {
      setFile(null);
      setRefused(null);
      return;
    }
    if (!isDeclineFile(chosen)) {
      // Spec 2.4: any other type clears the file.
      if (inputRef.current) inputRef.current.value = '';
      setFile(null);
      setRefused(`“${chosen.name}” is not an Excel spreadsheet (.xlsx), so it was cleared. Choose an .xlsx file.`);
      return;
    }
    setRefused(null);
    setFile(chosen);
  }

  const failure = upload.error instanceof ApiError ? upload.error : null;
  const rows = badRows(failure?.errors);
  const fileError = failure?.errors?.file?.[0];

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={UPLOAD_DECLINE_TITLE}
      subtitle={
        'The decline fee of every declined payment the sheet lists is refunded once; ' +
        'a file sent twice refunds nothing more.'
      }
      closeByButtonOnly={upload.isPending}
      footer={
        <>
          <Button appearance="secondary" onClick={onClose} disabled={upload.isPending}>
            Cancel
          </Button>
          <Button disabled={!file} loading={upload.isPending} onClick={() => file && upload.mutate(file)}>
            Submit
          </Button>
        </>
      }
    >
      <div className={blocks.stackTight}>
        <label htmlFor={inputId} className={styles.label}>
          Decline file (.xlsx)
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={DECLINE_FILE_ACCEPT}
          className={styles.input}
          aria-describedby={hintId}
          aria-invalid={refused || fileError ? true : undefined}
          disabled={upload.isPending}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <p id={hintId} className={refused ? blocks.error : blocks.hint} role={refused ? 'alert' : undefined}>
          {refused ??
            'Columns: transaction id, date, amount and currency (reason optional), one declined payment per row.'}
        </p>
        {upload.isPending ? (
          <div className={styles.progress} role="status">
            <progress aria-label="Uploading the decline file" />
            <span>Uploading {file?.name} and checking its rows…</span>
          </div>
        ) : null}
        {failure ? (
          <div role="alert" className={styles.failure}>
            <p className={blocks.error}>{fileError ?? failure.message}</p>
            {rows.length ? (
              <>
                <p>
                  Nothing was refunded: {rows.length === 1 ? 'one row needs' : `${rows.length} rows need`} fixing first.
                </p>
                <ul className={styles.rows}>
                  {rows.slice(0, ROWS_SHOWN).map((entry) => (
                    <li key={entry.row}>
                      <strong>Row {entry.row}:</strong> {entry.messages.join(' ')}
                    </li>
                  ))}
                </ul>
                {rows.length > ROWS_SHOWN ? <p>…and {rows.length - ROWS_SHOWN} more.</p> : null}
              </>
            ) : null}
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
