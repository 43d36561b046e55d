import type { ReactNode } from 'react';
import { ApiError } from '@/src/lib/api-error';
import { EmptyState } from './empty-state';
import { Skeleton } from './skeleton';
import blocks from './page-blocks.module.css';

/** A record's page while the record is read: its title and a block, busy. */
export function RecordLoading({ height = '200px' }: { height?: string }) {
  return (
    <div className={blocks.stackWide} aria-busy="true">
      <Skeleton width="40%" height="32px" />
      <Skeleton width="100%" height={height} shape="block" />
    </div>
  );
}

interface RecordFailureProps {
  error: Error;
  /** Names the record in "The {what} could not be loaded". */
  what: string;
  /** What a 404 says instead: it tells someone following an old link more than the server's message. */
  notFound: { title: string; message: string };
  /** The way back, usually to the list. */
  action: ReactNode;
}

/** A record's page when the record could not be read: not found, or why it failed. */
export function RecordFailure({ error, what, notFound, action }: RecordFailureProps) {
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <EmptyState
      title={missing ? notFound.title : `The ${what} could not be loaded`}
      message={missing ? notFound.message : error.message}
      action={action}
    />
  );
}
