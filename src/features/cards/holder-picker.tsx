import { LoadError } from '@/src/components/ui/load-error';
import { withChosen, PickerSearchBox } from '@/src/components/ui/search-results';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { cardQueries } from './queries';
import { useDebounced } from '@/src/lib/use-debounced';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './issue.module.css';

export interface Holder {
  id: number;
  name: string;
  email: string;
  teamLabel: string;
}

/** Spec 7: the holder search waits for typing to pause this long, and each new search cancels the last. */
export const HOLDER_SEARCH_DEBOUNCE_MS = 300;

interface HolderPickerProps {
  value: Holder | null;
  onChange: (holder: Holder) => void;
  errors?: string[] | undefined;
}

/**
 * Who gets the card: people the user may issue to (`user/users-for-issue-card`), found by name or e-mail,
 * picked from a list of radio buttons (keyboard: Tab into the list, arrows to move).
 */
export function HolderPicker({ value, onChange, errors }: HolderPickerProps) {
  const [text, setText] = useState('');
  const settled = useDebounced(text.trim(), HOLDER_SEARCH_DEBOUNCE_MS);
  const results = useQuery(cardQueries.holders(settled));
  const groupId = useId();
  const errorId = `${groupId}-error`;
  const shown = withChosen(value ? [value] : [], results.data ?? []);

  return (
    <fieldset className={blocks.fieldset} aria-describedby={errors?.length ? errorId : undefined}>
      <legend className={styles.legend}>Holder</legend>
      <PickerSearchBox
        label="Find a person"
        showLabel
        value={text}
        onValueChange={setText}
        placeholder="Name or e-mail"
      />
      <div
        className={styles.holderList}
        role="radiogroup"
        aria-label="People you may issue a card to"
        aria-busy={results.isFetching || undefined}
      >
        {results.isError ? <LoadError what="people" error={results.error} /> : null}
        {!results.isPending && shown.length === 0 ? (
          <p className={blocks.muted}>
            {settled ? `Nobody matches “${settled}”.` : 'There is nobody you may issue a card to.'}
          </p>
        ) : null}
        {shown.map((holder) => (
          <label key={holder.id} className={styles.holderOption} data-selected={value?.id === holder.id || undefined}>
            <input
              type="radio"
              name={`${groupId}-holder`}
              checked={value?.id === holder.id}
              onChange={() => onChange(holder)}
            />
            <span>
              <strong>{holder.name || holder.email}</strong>
              <span className={blocks.muted}>
                {' '}
                · {holder.email} · {holder.teamLabel}
              </span>
            </span>
          </label>
        ))}
      </div>
      {errors?.length ? (
        <p id={errorId} className={blocks.error}>
          {errors[0]}
        </p>
      ) : null}
    </fieldset>
  );
}
