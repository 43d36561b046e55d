import { createFileRoute } from '@tanstack/react-router';
import { DeclineRateDetailsPage } from '@/src/features/decline-rate/decline-rate-details-page';
import { page } from '@/src/lib/route-guard';
import { idParams } from '@/src/lib/route-params';

export const Route = createFileRoute('/admin/decline-rate/$id')({
  ...page('admin/decline-rate', 'Decline rate details'),
  params: idParams('id'),
  component: function DeclineRateDetailsRoute() {
    const { id } = Route.useParams();
    return <DeclineRateDetailsPage key={id} id={id} />;
  },
});
