import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { recipientQueries } from './recipient-queries';
import { useDebounced } from '@/src/lib/use-debounced';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './send-notification.module.css';
import { SearchResults, withChosen, PickerSearchBox } from '@/src/components/ui/search-results';

export interface PickedCompany {
  id: number;
  name: string;
}

interface CompanyPickerProps {
  legend: string;
  /** Several companies (checkboxes) or one (radio buttons, for choosing whose people to list). */
  multiple: boolean;
  value: PickedCompany[];
  onChange: (next: PickedCompany[]) => void;
  errors?: string[];
}

/** Finds companies by name or uuid (`company/search`, debounced) and picks them with a keyboard-friendly list. */
export function CompanyPicker({ legend, multiple, value, onChange, errors }: CompanyPickerProps) {
  const [query, setQuery] = useState('');
  const settled = useDebounced(query.trim());
  const results = useQuery(recipientQueries.companies(settled));
  const legendId = useId();
  const groupName = useId();
  const shown = withChosen(
    value,
    (results.data ?? []).map((c) => ({ id: c.id, name: c.name })),
  );
  const chosen = new Set(value.map((c) => c.id));

  const toggle = (company: PickedCompany) => {
    if (!multiple) return onChange([company]);
    onChange(chosen.has(company.id) ? value.filter((c) => c.id !== company.id) : [...value, company]);
  };

  return (
    <fieldset className={`${blocks.fieldset} ${styles.picker}`} aria-labelledby={legendId}>
      <legend id={legendId} className={styles.legend}>
        {legend}
        {multiple && value.length > 0 ? ` (${value.length} chosen)` : ''}
      </legend>
      <PickerSearchBox
        label="Find a company"
        value={query}
        onValueChange={setQuery}
        placeholder="Company name or uuid"
      />
      <SearchResults
        className={styles.options}
        query={results}
        what="companies"
        items={shown}
        nothing={`No company matches “${settled}”.`}
      >
        {(company) => (
          <label key={company.id} className={styles.option}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={groupName}
              checked={chosen.has(company.id)}
              onChange={() => toggle(company)}
            />
            {company.name}
          </label>
        )}
      </SearchResults>
      {errors?.length ? <p className={blocks.error}>{errors[0]}</p> : null}
    </fieldset>
  );
}
