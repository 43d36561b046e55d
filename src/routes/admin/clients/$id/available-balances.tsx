import { createFileRoute } from '@tanstack/react-router';
import { AvailableBalancesTable } from '@/src/features/companies/money/available-balances-table';
import { idPage } from '@/src/lib/route-params';

export const Route = createFileRoute('/admin/clients/$id/available-balances')({
  ...idPage('admin/company/available-balances', 'Available balances', 'id'),
  component: function AvailableBalancesRoute() {
    const { id } = Route.useParams();
    return <AvailableBalancesTable companyId={id} />;
  },
});
