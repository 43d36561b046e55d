import { useState } from 'react';
import { Button } from '@/src/components/ui/button';
import { TextInput } from '@/src/components/ui/text-input';
import { validation } from '@/src/contracts/messages';
import { safeLinkHref } from './rich-text-html';
import styles from './rich-text-editor.module.css';

/**
 * The address of a link, asked for under the toolbar (not in a window.prompt, which screen readers and phones
 * handle badly). It sits inside the article's form: Enter adds the link instead of sending the form.
 */
export function LinkForm({
  initial,
  onApply,
  onCancel,
}: {
  initial: string;
  onApply: (href: string) => void;
  onCancel: () => void;
}) {
  const [typed, setTyped] = useState(initial);
  const [error, setError] = useState<string | undefined>();

  function apply() {
    const href = safeLinkHref(typed);
    if (href) onApply(href);
    else setError(validation.linkAddress);
  }

  return (
    <div className={styles.linkForm} role="group" aria-label="Link">
      <TextInput
        label="Link address"
        value={typed}
        onValueChange={(value) => {
          setTyped(value);
          setError(undefined);
        }}
        errors={error ? [error] : undefined}
        placeholder="https://"
        autoComplete="off"
        inputMode="url"
        // The address box opens for typing at once: it replaces the prompt a person just asked for.
        autoFocus
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
      />
      <div className={styles.linkActions}>
        <Button onClick={apply}>{initial ? 'Change link' : 'Add link'}</Button>
        <Button appearance="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
