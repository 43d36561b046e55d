import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { RequestStatusLine } from '@/src/components/requests/request-status-line';
import { Button } from '@/src/components/ui/button';
import { dashboardQueries } from './queries';

/** Spec 3: record type 0 is a transit account, 1 a BIN account (contracts/balances.ts ACCOUNT_TYPE_LABEL). */
const TRANSIT = 0;
const BIN = 1;

const AskFundsDialog = lazy(() =>
  import('@/src/components/requests/ask-funds-dialog').then((m) => ({ default: m.AskFundsDialog })),
);

/**
 * "Ask for funds" (issue 24): a buyer or team lead who sees the company's accounts asks for money to be moved
 * from a transit account to a BIN account; the decider's approval posts the transfer. Shown once the company
 * has both kinds of account, with the latest such request's status beside it.
 */
export function AskFundsButton() {
  const accounts = useQuery(dashboardQueries.accounts());
  const [asking, setAsking] = useState(false);
  const records = accounts.data?.records ?? [];
  const transit = records.filter((a) => a.type.value === TRANSIT);
  const bin = records.filter((a) => a.type.value === BIN);
  if (transit.length === 0 || bin.length === 0) return null;
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
