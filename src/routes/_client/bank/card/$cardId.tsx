import { createFileRoute } from '@tanstack/react-router';
import { CardPage } from '@/src/features/cards/card-page';
import { page } from '@/src/lib/route-guard';
import { idParams } from '@/src/lib/route-params';

export const Route = createFileRoute('/_client/bank/card/$cardId')({
  ...page('bank/card', 'Card'),
  params: idParams('cardId'),
  component: function BankCardRoute() {
    const { cardId } = Route.useParams();
    return <CardPage key={cardId} cardId={cardId} area={{ kind: 'bank' }} />;
  },
});
