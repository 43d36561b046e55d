import { createFileRoute } from '@tanstack/react-router';
import { BinSetClientsPage } from '@/src/features/admin-settings/bin-set-clients-page';
import { page } from '@/src/lib/route-guard';
import { idParams } from '@/src/lib/route-params';

export const Route = createFileRoute('/admin/settings/bin-set/$id/clients')({
  ...page('admin/settings', 'BIN set companies'),
  params: idParams('id'),
  component: function BinSetClientsRoute() {
    const { id } = Route.useParams();
    return <BinSetClientsPage binSetId={id} />;
  },
});
