import { createFileRoute } from '@tanstack/react-router';
import { CardPage } from '@/src/features/cards/card-page';
import { idPage } from '@/src/lib/route-params';

export const Route = createFileRoute('/admin/clients/$id/card/$cardId')({
  ...idPage('admin/company/card', 'Card', 'id', 'cardId'),
  component: function CompanyCardRoute() {
    const { id, cardId } = Route.useParams();
    return <CardPage key={cardId} cardId={cardId} area={{ kind: 'admin', companyId: id }} />;
  },
});
