import { createFileRoute } from '@tanstack/react-router';
import { TransferFundsPage } from '@/src/features/transfer-funds/transfer-funds-page';
import { validateTransferFundsSearch } from '@/src/features/transfer-funds/transfer-funds-search';
import { page } from '@/src/lib/route-guard';

export const Route = createFileRoute('/admin/transfer-funds')({
  ...page('admin/transfer-funds', 'Transfer funds'),
  // The filters are read in the component, which loads with the page, rather than in validateSearch, which
  // would load with the first screen (the /login budget): a bad value still falls back to its default.
  component: function TransferFundsRoute() {
    const search = validateTransferFundsSearch(Route.useSearch() as Record<string, unknown>);
    const navigate = Route.useNavigate();
    return (
      <TransferFundsPage
        search={search}
        onSearchChange={(next) =>
          void navigate({ search: (prev) => validateTransferFundsSearch({ ...prev, ...next }) as never, replace: true })
        }
      />
    );
  },
});
