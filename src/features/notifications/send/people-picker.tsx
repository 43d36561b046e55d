import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { CompanyPicker, type PickedCompany } from './company-picker';
import { recipientQueries } from './recipient-queries';
import { useDebounced } from '@/src/lib/use-debounced';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './send-notification.module.css';
import { personName } from '@/src/lib/people';
import { SearchResults, PickerSearchBox } from '@/src/components/ui/search-results';

export interface PickedUser {
  id: number;
  label: string;
}

interface PeoplePickerProps {
  value: PickedUser[];
  onChange: (next: PickedUser[]) => void;
  errors?: string[];
}

/**
 * Chosen users: pick a company, find its people by name or e-mail, tick them; people of several companies may be
 * chosen.
 */
export function PeoplePicker({ value, onChange, errors }: PeoplePickerProps) {
  const [company, setCompany] = useState<PickedCompany[]>([]);
  const [search, setSearch] = useState('');
  const settled = useDebounced(search.trim());
  const companyId = company[0]?.id;
  const people = useQuery({ ...recipientQueries.people(companyId ?? 0, settled), enabled: companyId !== undefined });
  const legendId = useId();
  const chosen = new Set(value.map((u) => u.id));

  const toggle = (user: PickedUser) =>
    onChange(chosen.has(user.id) ? value.filter((u) => u.id !== user.id) : [...value, user]);

  return (
    <div className={styles.people}>
      <CompanyPicker legend="Company" multiple={false} value={company} onChange={setCompany} />
      <fieldset className={`${blocks.fieldset} ${styles.picker}`} aria-labelledby={legendId}>
        <legend id={legendId} className={styles.legend}>
          People{value.length > 0 ? ` (${value.length} chosen)` : ''}
        </legend>
        {value.length > 0 && (
          <ul className={styles.chosen} aria-label="Chosen people">
            {value.map((user) => (
              <li key={user.id}>
                {user.label}{' '}
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={`Remove ${user.label}`}
                  onClick={() => toggle(user)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        {companyId === undefined ? (
          <p className={blocks.muted}>Choose a company to list its people.</p>
        ) : (
          <>
            <PickerSearchBox
              label="Find a person"
              value={search}
              onValueChange={setSearch}
              placeholder="Name or e-mail"
            />
            <SearchResults
              className={styles.options}
              query={people}
              what="people"
              items={people.data?.records ?? []}
              nothing="Nobody matches."
            >
              {(person) => {
                const name = personName(person);
                const label = name ? `${name} (${person.email})` : person.email;
                return (
                  <label key={person.id} className={styles.option}>
                    <input
                      type="checkbox"
                      checked={chosen.has(person.id)}
                      onChange={() => toggle({ id: person.id, label })}
                    />
                    {label}
                  </label>
                );
              }}
            </SearchResults>
          </>
        )}
        {errors?.length ? <p className={blocks.error}>{errors[0]}</p> : null}
      </fieldset>
    </div>
  );
}
