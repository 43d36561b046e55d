import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from './icon';
import { InputWrapper } from './input-wrapper';
import type { SelectOption } from './select';
import styles from './combobox.module.css';

export interface ComboboxProps {
  label: ReactNode;
  /** The chosen option, or null for none (the placeholder shows). */
  value: SelectOption | null;
  onValueChange: (option: SelectOption | null) => void;
  /** The text typed since the field was focused; the caller finds the options for it (usually debounced). */
  query: string;
  onQueryChange: (query: string) => void;
  /** The options for `query`, as found so far. */
  options: readonly SelectOption[];
  /** The options for the latest query are still being found. */
  loading?: boolean;
  /** Why the options could not be found. */
  error?: string;
  placeholder?: string;
  /** The clear button's accessible name, e.g. "Show all companies". */
  clearLabel: string;
  limit?: number;
  hideLabel?: boolean;
  className?: string;
}

/**
 * A text field that suggests options as one types and picks one of them (the ARIA 1.2 combobox with a
 * listbox popup), for choices too many for a native select. Arrow keys move through the suggestions, Enter
 * picks, Escape or leaving the field puts the chosen option's label back. What is typed is not a value
 * until an option is picked; the clear button chooses none.
 */
export function Combobox({
  label,
  value,
  onValueChange,
  query,
  onQueryChange,
  options,
  loading,
  error,
  placeholder,
  clearLabel,
  limit,
  hideLabel,
  className,
}: ComboboxProps) {
  const inputId = useId();
  const listId = useId();
  // Editing: the field shows what is typed and the suggestions are open; otherwise it shows the chosen label.
  const [editing, setEditing] = useState(false);
  const [active, setActive] = useState(-1);
  const optionId = (i: number) => `${listId}-${i}`;

  const close = () => {
    setEditing(false);
    setActive(-1);
  };
  const pick = (option: SelectOption) => {
    onValueChange(option);
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!editing) {
        setEditing(true);
        onQueryChange('');
      }
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (event.key === 'Enter' && editing) {
      const option = options[active];
      if (!option) return;
      event.preventDefault();
      pick(option);
    } else if (event.key === 'Escape' && editing) {
      event.preventDefault();
      close();
    }
  };

  const nothing = query.trim() ? `Nothing matches “${query.trim()}”.` : 'Nothing to choose from.';
  const status = error ?? (loading ? 'Searching…' : options.length === 0 ? nothing : null);
  return (
    <InputWrapper id={inputId} label={label} hideLabel={hideLabel} className={className}>
      {({ describedBy }) => (
        <div className={styles.box}>
          <input
            id={inputId}
            className={styles.input}
            role="combobox"
            aria-expanded={editing}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={editing && active >= 0 ? optionId(active) : undefined}
            aria-describedby={describedBy}
            autoComplete="off"
            maxLength={limit}
            placeholder={placeholder}
            value={editing ? query : (value?.label ?? '')}
            onChange={(event) => {
              setEditing(true);
              setActive(-1);
              onQueryChange(event.target.value);
            }}
            onKeyDown={onKeyDown}
            onBlur={close}
          />
          {value && !editing ? (
            <button type="button" className={styles.clear} aria-label={clearLabel} onClick={() => onValueChange(null)}>
              <Icon name="close" size="s" />
            </button>
          ) : null}
          <div className={styles.list} hidden={!editing}>
            {status ? (
              <p className={error ? styles.error : styles.status} role={error ? 'alert' : 'status'}>
                {status}
              </p>
            ) : null}
            <div id={listId} role="listbox" aria-label={typeof label === 'string' ? label : undefined}>
              {status
                ? null
                : options.map((option, i) => (
                    <div
                      key={option.value}
                      id={optionId(i)}
                      role="option"
                      aria-selected={option.value === value?.value}
                      data-active={i === active || undefined}
                      className={styles.option}
                      // Picked on mousedown, before the input's blur closes the list.
                      onMouseDown={(event) => {
                        event.preventDefault();
                        pick(option);
                      }}
                    >
                      {option.label}
                    </div>
                  ))}
            </div>
          </div>
        </div>
      )}
    </InputWrapper>
  );
}
