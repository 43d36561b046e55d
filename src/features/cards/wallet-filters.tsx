import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Select } from '@/src/components/ui/select';
import { TextInput } from '@/src/components/ui/text-input';
import { CARD_STATUS_LABEL, CARD_STATUSES, type CardStatus } from '@/src/contracts/card-kinds';
import { userIdList } from '@/src/contracts/team';
import { call } from '@/src/lib/api-client';
import { useDebounced } from '@/src/lib/use-debounced';
import { walletFiltersFor, type WalletSearch } from './wallet-search';
import blocks from '@/src/components/ui/page-blocks.module.css';

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...CARD_STATUSES.map((status) => ({ value: status, label: CARD_STATUS_LABEL[status] })),
];

/** Search by name or last digits (settles after 300 ms), status, and for the owner and a team lead the holder. */
export function WalletFilters({
  role,
  search,
  onChange,
}: {
  role: number | undefined;
  search: WalletSearch;
  onChange: (next: Partial<WalletSearch>) => void;
}) {
  const allowed = walletFiltersFor(role);
  const holders = useQuery({
    queryKey: ['cards', 'holder-options'],
    queryFn: ({ signal }) => call(userIdList, {}, { signal }),
    enabled: allowed.holder,
    staleTime: 60_000,
  });
  const [draft, setDraft] = useState(search.search ?? '');
  const settled = useDebounced(draft.trim(), 300);
  useEffect(() => setDraft(search.search ?? ''), [search.search]);
  useEffect(() => {
    if (settled !== (search.search ?? '')) onChange({ search: settled || undefined, page: undefined });
    // Only a settled change of the typed text filters again; the URL's own changes are handled above.
  }, [settled]);

  return (
    <div className={blocks.filters} role="search" aria-label="Filter cards">
      <TextInput
        label="Search"
        value={draft}
        onValueChange={setDraft}
        placeholder="Card name or last 4 digits"
        limit={100}
      />
      <Select
        label="Status"
        options={STATUS_OPTIONS}
        value={search.status ?? ''}
        onValueChange={(value) => onChange({ status: (value || undefined) as CardStatus | undefined, page: undefined })}
      />
      {allowed.holder ? (
        <Select
          label="Holder"
          options={[
            { value: '', label: holders.isPending ? 'Loading people…' : 'Everyone' },
            ...(holders.data ?? []).map((user) => ({ value: String(user.id), label: user.name || user.email })),
          ]}
          value={search.holderId ? String(search.holderId) : ''}
          onValueChange={(value) => onChange({ holderId: value ? Number(value) : undefined, page: undefined })}
        />
      ) : null}
    </div>
  );
}
