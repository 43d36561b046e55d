import { createFileRoute } from '@tanstack/react-router';
import { WalletPage } from '@/src/features/cards/wallet-page';
import type { WalletSearch } from '@/src/features/cards/wallet-search';
import { page } from '@/src/lib/route-guard';
import { useSearchState } from '@/src/lib/route-search-state';
import { typedSearch } from '@/src/lib/search-params';

export const Route = createFileRoute('/_client/wallet/')({
  ...page('wallet', 'My wallet'),
  validateSearch: typedSearch<WalletSearch>(),
  component: function WalletRoute() {
    return <WalletPage {...useSearchState<WalletSearch>()} />;
  },
});
