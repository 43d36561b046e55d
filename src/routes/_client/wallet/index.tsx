import { createFileRoute } from '@tanstack/react-router';
import { WalletPage } from '@/src/features/cards/wallet-page';
import type { WalletSearch } from '@/src/features/cards/wallet-search';
import { page } from '@/src/lib/route-guard';

export const Route = createFileRoute('/_client/wallet/')({
  ...page('wallet', 'My wallet'),
  // Read in the (lazily loaded) page, not here: route options ship with the sign-in screen.
  validateSearch: (search: Record<string, unknown>) => search as WalletSearch,
  component: function WalletRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <WalletPage
        search={search}
        onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
      />
    );
  },
});
