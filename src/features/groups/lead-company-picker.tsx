import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { CompanySearchItem } from '@/src/contracts/companies';
import { groupQueries } from './queries';
import { useDebounced } from '@/src/lib/use-debounced';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './groups.module.css';
import { SearchResults, withChosen, PickerSearchBox } from '@/src/components/ui/search-results';

interface LeadCompanyPickerProps {
  /** The form field the chosen id is submitted as. */
  name: string;
  formId: string;
  errors?: string[];
  value: CompanySearchItem | null;
  onChange: (company: CompanySearchItem | null) => void;
}

/**
 * Finds a company that is in no group yet (`company/search?withoutGroup=1`, debounced, the previous search
 * cancelled) and picks it with radio buttons, so it works with a keyboard and reads as one choice.
 */
export function LeadCompanyPicker({ name, formId, errors, value, onChange }: LeadCompanyPickerProps) {
  const [query, setQuery] = useState('');
  const settled = useDebounced(query.trim());
  const results = useQuery(groupQueries.ungroupedCompanies(settled));
  const legendId = useId();
  const errorId = useId();
  const shown = withChosen(value ? [value] : [], results.data ?? []);

  return (
    <fieldset
      className={styles.picker}
      aria-labelledby={legendId}
      aria-describedby={errors?.length ? errorId : undefined}
    >
      <legend id={legendId} className={styles.pickerLegend}>
        Lead company
      </legend>
      <PickerSearchBox
        label="Find a company"
        value={query}
        onValueChange={setQuery}
        placeholder="Company name or uuid"
        form={`${formId}-picker`}
      />
      {/*
        The search box and the radios are tied to no form (that form id names none): Enter in the search does not
        submit the dialog, and only this hidden field reaches the strict body.
      */}
      <input type="hidden" name={name} form={formId} value={value?.id ?? ''} />
      <SearchResults
        className={styles.pickerList}
        query={results}
        what="companies"
        items={shown}
        nothing={`No company without a group matches “${settled}”.`}
      >
        {(company) => (
          <label key={company.id} className={styles.pickerOption}>
            <input
              type="radio"
              name={`${name}-choice`}
              form={`${formId}-picker`}
              checked={value?.id === company.id}
              onChange={() => onChange(company)}
            />
            <span className={styles.pickerText}>
              {company.name}
              <span className={styles.pickerUuid}>{company.uuid}</span>
            </span>
          </label>
        )}
      </SearchResults>
      {errors?.length ? (
        <p id={errorId} className={blocks.error}>
          {errors[0]}
        </p>
      ) : null}
    </fieldset>
  );
}
