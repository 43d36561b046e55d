import { createFileRoute } from '@tanstack/react-router';
import { CardPage } from '@/src/features/cards/card-page';
import { page } from '@/src/lib/route-guard';
import { idParams } from '@/src/lib/route-params';

export const Route = createFileRoute('/admin/clients/$id/card/$cardId')({
  ...page('admin/company/card', 'Card'),
  params: idParams('id', 'cardId'),
  component: function CompanyCardRoute() {
    const { id, cardId } = Route.useParams();
    return <CardPage key={cardId} cardId={cardId} area={{ kind: 'admin', companyId: id }} />;
  },
});
