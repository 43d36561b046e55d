import { Button } from '@/src/components/ui/button';
import { notify } from '@/src/lib/notify';
import { useCopy } from '@/src/lib/use-copy';
import styles from './company-page.module.css';

interface CopyButtonProps {
  text: string;
  /** The accessible name, e.g. "Copy the UUID of Northwind Media". */
  label: string;
  children?: string;
}

/**
 * Copies `text`; says "Copied" for the spec's 1,500 ms, or shows the text in a toast where the clipboard is refused.
 */
export function CopyButton({ text, label, children = 'Copy' }: CopyButtonProps) {
  const { copy: copyText, isCopied } = useCopy({ shown: text });

  async function copy() {
    if ((await copyText(text)) === 'refused') notify.warning(`Copying is not available here. The text is ${text}`);
  }

  return (
    <Button className={styles.smallButton} appearance="ghost" aria-label={label} onClick={() => void copy()}>
      {isCopied(text) ? 'Copied' : children}
    </Button>
  );
}
