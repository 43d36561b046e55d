import { useQuery } from '@tanstack/react-query';
import { bindFilters, ChoiceFilter, FilterBar, SearchFilter } from '@/src/components/ui/filter-bar';
import { CARD_STATUS_LABEL, CARD_STATUSES } from '@/src/contracts/card-kinds';
import { userIdList } from '@/src/contracts/team';
import { call } from '@/src/lib/api-client';
import { walletFiltersFor, type WalletSearch } from './wallet-search';

const STATUS_OPTIONS = CARD_STATUSES.map((status) => ({ value: status, label: CARD_STATUS_LABEL[status] }));

/** Search by name or last digits (settles after a pause), status, and for the owner and a team lead the holder. */
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
  const bind = bindFilters(search, (next) => onChange({ ...next, page: undefined }));
  const holders = useQuery({
    queryKey: ['cards', 'holder-options'],
    queryFn: ({ signal }) => call(userIdList, {}, { signal }),
    enabled: allowed.holder,
    staleTime: 60_000,
  });
  const holderOptions = (holders.data ?? []).map((user) => ({ value: user.id, label: user.name || user.email }));

  return (
    <FilterBar label="Filter cards">
      <SearchFilter {...bind('search')} placeholder="Card name or last 4 digits" limit={100} />
      <ChoiceFilter label="Status" allLabel="All statuses" options={STATUS_OPTIONS} {...bind('status')} />
      {allowed.holder ? (
        <ChoiceFilter
          label="Holder"
          allLabel={holders.isPending ? 'Loading people…' : 'Everyone'}
          options={holderOptions}
          {...bind('holderId')}
        />
      ) : null}
    </FilterBar>
  );
}
