import { createFileRoute } from '@tanstack/react-router';
import { AvailableBalancesTable } from '@/src/features/companies/money/available-balances-table';
import { page } from '@/src/lib/route-guard';
import { idParams } from '@/src/lib/route-params';

export const Route = createFileRoute('/admin/clients/$id/available-balances')({
  ...page('admin/company/available-balances', 'Available balances'),
  params: idParams('id'),
  component: function AvailableBalancesRoute() {
    const { id } = Route.useParams();
    return <AvailableBalancesTable companyId={id} />;
  },
});
