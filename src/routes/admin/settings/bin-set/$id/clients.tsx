import { createFileRoute } from '@tanstack/react-router';
import { BinSetClientsPage } from '@/src/features/admin-settings/bin-set-clients-page';
import { idPage } from '@/src/lib/route-params';

export const Route = createFileRoute('/admin/settings/bin-set/$id/clients')({
  ...idPage('admin/settings', 'BIN set companies', 'id'),
  component: function BinSetClientsRoute() {
    const { id } = Route.useParams();
    return <BinSetClientsPage binSetId={id} />;
  },
});
