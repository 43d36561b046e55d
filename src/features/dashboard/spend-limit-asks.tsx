import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { personLimitsOf } from '@/src/components/requests/askable';
import { requestQueries } from '@/src/components/requests/request-queries';
import { RequestStatusLine } from '@/src/components/requests/request-status-line';
import { Button } from '@/src/components/ui/button';

// Issue 24: the request form loads when first opened.
const AskPersonLimitDialog = lazy(() =>
  import('@/src/components/requests/ask-person-limit-dialog').then((m) => ({ default: m.AskPersonLimitDialog })),
);

/**
 * "Ask for a higher limit" beside one currency's spend limits (issue 24), where the server lists that limit
 * as askable. Its own chunk: owners, who decide rather than ask, never load the request contracts here.
 */
export function AskHigherLimit({ userId, currency }: { userId: number; currency: string }) {
  const askable = useQuery(requestQueries.askable());
  const [asking, setAsking] = useState(false);
  const limit = personLimitsOf(askable.data, userId).find((r) => r.currency === currency);
  if (!limit) return null;
  return (
    <div>
      <Button
        appearance="secondary"
        aria-label={`Ask for a higher ${currency} spend limit`}
        onClick={() => setAsking(true)}
      >
        Ask for a higher limit
      </Button>
      {asking ? (
        <Suspense fallback={null}>
          <AskPersonLimitDialog limit={limit} onClose={() => setAsking(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The latest person-limit request of this person, with its status. */
export function PersonLimitRequestStatus({ userId }: { userId: number }) {
  return (
    <RequestStatusLine
      kind="person_limit"
      matches={(request) => request.payload.kind === 'person_limit' && request.payload.userId === userId}
    />
  );
}
