import { createFileRoute } from '@tanstack/react-router';
import { ClientsPage } from '@/src/features/companies/clients-page';
import { validateClientsSearch } from '@/src/features/companies/company-search';
import { page } from '@/src/lib/route-guard';
import { useSearchState } from '@/src/lib/route-search-state';
import { typedSearch } from '@/src/lib/search-params';

export const Route = createFileRoute('/admin/clients/')({
  ...page('admin/clients', 'Companies'),
  validateSearch: typedSearch<ReturnType<typeof validateClientsSearch>>(),
  component: function ClientsRoute() {
    return <ClientsPage {...useSearchState(validateClientsSearch)} />;
  },
});
