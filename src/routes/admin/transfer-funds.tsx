import { createFileRoute } from '@tanstack/react-router';
import { TransferFundsPage } from '../../features/transfer-funds/transfer-funds-page';
import { validateTransferFundsSearch } from '../../features/transfer-funds/transfer-funds-search';
import { page } from '../../lib/route-guard';

export const Route = createFileRoute('/admin/transfer-funds')({
  ...page('admin/transfer-funds', 'Transfer funds'),
  validateSearch: validateTransferFundsSearch,
  component: function TransferFundsRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <TransferFundsPage
        search={search}
        onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
      />
    );
  },
});
