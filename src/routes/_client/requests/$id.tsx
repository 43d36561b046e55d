import { createFileRoute } from '@tanstack/react-router';
import { RequestPage } from '@/src/features/requests/request-page';
import { idPage } from '@/src/lib/route-params';

// Push notifications, Telegram messages and the Requests list link here (requestPath in contracts/request-kinds).
export const Route = createFileRoute('/_client/requests/$id')({
  ...idPage('requests/request', 'Request', 'id'),
  component: function RequestRoute() {
    const { id } = Route.useParams();
    return <RequestPage key={id} requestId={id} />;
  },
});
