import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { requestQueries } from '@/src/components/requests/request-queries';
import { RequestStatusLine } from '@/src/components/requests/request-status-line';
import { Button } from '@/src/components/ui/button';

const AskFundsDialog = lazy(() =>
  import('@/src/components/requests/ask-funds-dialog').then((m) => ({ default: m.AskFundsDialog })),
);

/**
 * "Ask for funds" (issue 24): a buyer or team lead asks for money to be moved from a transit account to a BIN
 * account (a card declines at 23:00 because its BIN account is empty); the decider's approval posts the
 * transfer. Shown where the server lists a BIN account a transit account can fund, with the latest such
 * request's status beside it.
 */
export function AskFundsButton() {
  const askable = useQuery(requestQueries.askable());
  const [asking, setAsking] = useState(false);
  if (!askable.data?.kinds.funds) return null;
  const { transit, bin } = askable.data.funds;
  return (
    <>
      <Button appearance="secondary" onClick={() => setAsking(true)}>
        Ask for funds
      </Button>
      <RequestStatusLine kind="funds" />
      {asking ? (
        <Suspense fallback={null}>
          <AskFundsDialog transit={transit} bin={bin} onClose={() => setAsking(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
