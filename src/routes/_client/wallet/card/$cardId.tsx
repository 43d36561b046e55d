import { createFileRoute } from '@tanstack/react-router';
import { CardPage } from '@/src/features/cards/card-page';
import { idPage } from '@/src/lib/route-params';

export const Route = createFileRoute('/_client/wallet/card/$cardId')({
  ...idPage('wallet/card', 'Card', 'cardId'),
  component: function WalletCardRoute() {
    const { cardId } = Route.useParams();
    return <CardPage key={cardId} cardId={cardId} area={{ kind: 'wallet' }} />;
  },
});
