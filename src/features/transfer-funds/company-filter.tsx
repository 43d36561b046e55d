import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Combobox } from '@/src/components/ui/combobox';
import type { SelectOption } from '@/src/components/ui/select';
import { useDebounced } from '@/src/lib/use-debounced';
import { transferFundsQueries } from './queries';

interface CompanyFilterProps {
  companyId: number | undefined;
  onChange: (companyId: number | undefined) => void;
}

/** The payments' company, found by name or uuid as one types: there may be far more companies than a list can hold. */
export function CompanyFilter({ companyId, onChange }: CompanyFilterProps) {
  const [query, setQuery] = useState('');
  const settled = useDebounced(query.trim());
  const found = useQuery(transferFundsQueries.companies(settled));
  const [picked, setPicked] = useState<SelectOption | null>(null);
  const known = companyId !== undefined && picked?.value === String(companyId);
  const name = useQuery({
    ...transferFundsQueries.companyName(companyId ?? 0),
    enabled: companyId !== undefined && !known,
  });

  const value =
    companyId === undefined
      ? null
      : known
        ? picked
        : { value: String(companyId), label: name.data ?? `Company ${companyId}` };
  return (
    <Combobox
      label="Company"
      value={value}
      onValueChange={(option) => {
        setPicked(option);
        onChange(option ? Number(option.value) : undefined);
      }}
      query={query}
      onQueryChange={setQuery}
      options={(found.data ?? []).map((company) => ({ value: String(company.id), label: company.name }))}
      loading={found.isPending || settled !== query.trim()}
      error={found.isError ? `The companies could not be loaded. ${found.error.message}` : undefined}
      placeholder="All companies"
      clearLabel="Show all companies"
      limit={255}
    />
  );
}
