import { useId } from 'react';
import { Button } from '@/src/components/ui/button';
import { notify } from '@/src/lib/notify';
import { useCopy } from '@/src/lib/use-copy';
import styles from './top-up-page.module.css';

/**
 * A read-only value (an address, an IBAN) with a copy button; without a clipboard the value is selected. The
 * confirmation names what was copied ("Copied the USDT (TRC20) deposit address": `label` names an address's
 * network), and belongs to the value: another network's address shown in its place is not "Copied", and it
 * ends after 1.5 s (lib/use-copy.ts).
 */
export function CopyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  const { copy: copyText, isCopied } = useCopy({ shown: value });
  const copied = isCopied(value);

  async function copy() {
    if ((await copyText(value)) === 'copied') return;
    (document.getElementById(id) as HTMLInputElement | null)?.select();
    notify.warning('Copying is not available here: the value is selected, copy it with your keyboard.');
  }

  return (
    <div className={styles.copyField}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.copyRow}>
        <input
          id={id}
          readOnly
          value={value}
          className={styles.copyInput}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          appearance="secondary"
          icon={copied ? 'check' : 'copy'}
          onClick={() => void copy()}
          aria-label={copied ? `Copied the ${label}` : `Copy the ${label}`}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p role="status" className={styles.copiedNote} data-testid="copy-confirmation">
        {copied ? `Copied the ${label}` : ''}
      </p>
    </div>
  );
}
