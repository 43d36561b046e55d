import { createFileRoute } from '@tanstack/react-router';
import { ClientsPage } from '@/src/features/companies/clients-page';
import { validateClientsSearch } from '@/src/features/companies/company-search';
import { page } from '@/src/lib/route-guard';
import { typedSearch } from '@/src/lib/search-params';

export const Route = createFileRoute('/admin/clients/')({
  ...page('admin/clients', 'Companies'),
  validateSearch: typedSearch<ReturnType<typeof validateClientsSearch>>(),
  component: function ClientsRoute() {
    const search = validateClientsSearch(Route.useSearch() as Record<string, unknown>);
    const navigate = Route.useNavigate();
    return (
      <ClientsPage
        search={search}
        onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
      />
    );
  },
});
