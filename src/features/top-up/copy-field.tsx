import { useEffect, useId, useState } from 'react';
import { Button } from '@/src/components/ui/button';
import { notify } from '@/src/lib/notify';
import styles from './top-up-page.module.css';

/** Spec 4/9: the copy button says Copied for 3 seconds. */
const COPIED_MS = 3000;

/** A read-only value (an address, an IBAN) with a copy button; without a clipboard the value is selected. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      (document.getElementById(id) as HTMLInputElement | null)?.select();
      notify.warning('Copying is not available here: the value is selected, copy it with your keyboard.');
    }
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
          aria-label={copied ? 'Copied' : `Copy ${label.toLowerCase()}`}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
    </div>
  );
}
