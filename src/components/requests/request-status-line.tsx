import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { RequestKind } from '@/src/contracts/request-kinds';
import type { RequestView } from '@/src/contracts/requests';
import { formatDate } from '@/src/lib/dates';
import { sharedKeys } from '@/src/lib/query-keys';
import { requestQueries } from './request-queries';
import { RequestStatusPill } from './request-status';
import blocks from '@/src/components/ui/page-blocks.module.css';

interface RequestStatusLineProps {
  kind: RequestKind;
  /** Which of the caller's requests of that kind this place is about (this card, …); the newest is shown. */
  matches?: (request: RequestView) => boolean;
}

// The newest few are enough: one pending request per kind and target, and older outcomes are on /requests.
const RECENT = { page: 1, perPage: 10 } as const;

/**
 * The caller's latest request of a kind, live (re-read every 30 s and on each push): its status, and a link to
 * it. When it turns approved while on screen, what the approval changed (the card, its limits, balances) is
 * read again, so the page shows the new limit without a reload.
 */
export function RequestStatusLine({ kind, matches = () => true }: RequestStatusLineProps) {
  const list = useQuery(requestQueries.list({ kind: [kind], mine: 'true', ...RECENT }));
  const latest = list.data?.records.find(matches);
  const queryClient = useQueryClient();
  const seen = useRef<{ id: number; status: string } | null>(null);

  useEffect(() => {
    if (!latest) return;
    const before = seen.current;
    seen.current = { id: latest.id, status: latest.status };
    if (before?.id === latest.id && before.status === 'pending' && latest.status === 'approved') {
      void queryClient.invalidateQueries({ queryKey: sharedKeys.cards });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.companies });
    }
  }, [latest, queryClient]);

  if (!latest) return null;
  return (
    <p className={blocks.muted} role="status" data-request-status={latest.status}>
      Your request{' '}
      <Link to="/requests/$id" params={{ id: latest.id }} className={blocks.link}>
        {latest.title}
      </Link>{' '}
      <RequestStatusPill status={latest.status} />
      {latest.status === 'pending' ? ` · expires ${formatDate(latest.expiresAt)}` : null}
      {latest.decidedAt ? ` · ${formatDate(latest.decidedAt)}` : null}
    </p>
  );
}
