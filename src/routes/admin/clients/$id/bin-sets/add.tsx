import { createFileRoute } from '@tanstack/react-router';
import { AddBinSetsPage } from '@/src/features/companies/bin-sets/add-bin-sets-page';
import { idPage } from '@/src/lib/route-params';

export const Route = createFileRoute('/admin/clients/$id/bin-sets/add')({
  ...idPage('admin/company/bin-sets', 'Add BIN sets', 'id'),
  component: function AddBinSetsRoute() {
    const { id } = Route.useParams();
    return <AddBinSetsPage key={id} companyId={id} />;
  },
});
