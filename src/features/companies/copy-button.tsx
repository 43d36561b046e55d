import { useEffect, useState } from 'react';
import { Button } from '@/src/components/ui/button';
import { notify } from '@/src/lib/notify';
import styles from './company-page.module.css';

const COPIED_MS = 2000;

interface CopyButtonProps {
  text: string;
  /** The accessible name, e.g. "Copy the UUID of Northwind Media". */
  label: string;
  children?: string;
}

/** Copies `text`; says "Copied" for two seconds, or shows the text in a toast where the clipboard is refused. */
export function CopyButton({ text, label, children = 'Copy' }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      notify.warning(`Copying is not available here. The text is ${text}`);
    }
  }

  return (
    <Button className={styles.smallButton} appearance="ghost" aria-label={label} onClick={() => void copy()}>
      {copied ? 'Copied' : children}
    </Button>
  );
}
