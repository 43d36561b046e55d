import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { personLimitsOf } from '@/src/components/requests/askable';
import { requestQueries } from '@/src/components/requests/request-queries';
import { RequestStatusLine } from '@/src/components/requests/request-status-line';
import { Button } from '@/src/components/ui/button';
import type { AskablePersonLimit } from '@/src/contracts/request-askable';

// Issue 24: the request form loads when first opened.
const AskPersonLimitDialog = lazy(() =>
  import('@/src/components/requests/ask-person-limit-dialog').then((m) => ({ default: m.AskPersonLimitDialog })),
);

/**
 * A team lead asks the owner for a higher spend limit of a member of their team (issue 24): what the lead cannot
 * set themself, past their own limit. Shown only for a member the server lists as askable, per currency with a
 * limit to raise.
 */
export function AskMemberLimit({ userId, name }: { userId: number; name: string }) {
  const askable = useQuery(requestQueries.askable());
  const [asking, setAsking] = useState<AskablePersonLimit | null>(null);
  const isMember = askable.data?.people.some((p) => p.id === userId) ?? false;
  const raisable = isMember ? personLimitsOf(askable.data, userId) : [];
  if (raisable.length === 0) return null;
  return (
    <div>
      {raisable.map((limit) => (
        <Button key={limit.currency} appearance="secondary" onClick={() => setAsking(limit)}>
          Ask the owner for a higher {limit.currency} limit
        </Button>
      ))}
      <RequestStatusLine
        kind="person_limit"
        matches={(request) => request.payload.kind === 'person_limit' && request.payload.userId === userId}
      />
      {asking ? (
        <Suspense fallback={null}>
          <AskPersonLimitDialog limit={asking} forPerson={{ id: userId, name }} onClose={() => setAsking(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
