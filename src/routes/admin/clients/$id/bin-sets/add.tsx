import { createFileRoute } from '@tanstack/react-router';
import { AddBinSetsPage } from '@/src/features/companies/bin-sets/add-bin-sets-page';
import { page } from '@/src/lib/route-guard';
import { idParams } from '@/src/lib/route-params';

export const Route = createFileRoute('/admin/clients/$id/bin-sets/add')({
  ...page('admin/company/bin-sets', 'Add BIN sets'),
  params: idParams('id'),
  component: function AddBinSetsRoute() {
    const { id } = Route.useParams();
    return <AddBinSetsPage key={id} companyId={id} />;
  },
});
