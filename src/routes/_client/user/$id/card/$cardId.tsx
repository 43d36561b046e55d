import { createFileRoute } from '@tanstack/react-router';
import { CardPage } from '@/src/features/cards/card-page';
import { idPage } from '@/src/lib/route-params';

export const Route = createFileRoute('/_client/user/$id/card/$cardId')({
  ...idPage('team/user/card', 'Card', 'id', 'cardId'),
  component: function TeamCardRoute() {
    const { id, cardId } = Route.useParams();
    return <CardPage key={cardId} cardId={cardId} area={{ kind: 'team', userId: id }} />;
  },
});
