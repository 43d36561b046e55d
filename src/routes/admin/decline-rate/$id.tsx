import { createFileRoute } from '@tanstack/react-router';
import { DeclineRateDetailsPage } from '@/src/features/decline-rate/decline-rate-details-page';
import { idPage } from '@/src/lib/route-params';

export const Route = createFileRoute('/admin/decline-rate/$id')({
  ...idPage('admin/decline-rate', 'Decline rate details', 'id'),
  component: function DeclineRateDetailsRoute() {
    const { id } = Route.useParams();
    return <DeclineRateDetailsPage key={id} id={id} />;
  },
});
