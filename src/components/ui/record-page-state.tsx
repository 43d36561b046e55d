import type { ReactNode } from 'react';
import { ApiError } from '@/src/lib/api-error';
import { EmptyState } from './empty-state';
import { Skeleton } from './skeleton';
import blocks from './page-blocks.module.css';

/** What a page about one record (a group, a user, a card) says before the record is there. */
export interface RecordPage {
  /** Lower case, as in 'The group could not be loaded'; capitalised in 'Group not found'. */
  what: string;
  /** Why a record may not be found, for someone following an old link: says more than the server's 404. */
  missing: string;
  /** The title of that case where the record is not `what` itself (a company's decline rate: 'Company …'). */
  missingTitle?: string;
  /** The statuses that mean 'not found'; a record the caller may not see (403) can look the same. */
  missingStatuses?: readonly number[];
  /** The link back to the list the record came from. */
  back: ReactNode;
  /** The loading outline's body height, px: about what the record's first section takes. */
  bodyHeight?: number;
  /** The page's own wrapper, where it differs from the shared wide stack. */
  className?: string;
}

/**
 * What a record's page shows while it has no record: the outline of its heading and body while it loads, and
 * once loading failed, 'not found' with the page's sentence or the server's reason, with the way back. A page
 * renders it while its query has no data, so a failed refetch over a record already shown keeps it on screen.
 */
export function RecordPageState({ error, page }: { error: Error | null; page: RecordPage }) {
  if (error === null) {
    return (
      <div className={page.className ?? blocks.stackWide} aria-busy="true">
        <Skeleton width="40%" height="32px" />
        <Skeleton width="100%" height={`${page.bodyHeight ?? 200}px`} shape="block" />
      </div>
    );
  }
  const missing = error instanceof ApiError && (page.missingStatuses ?? [404]).includes(error.status);
  const what = page.what;
  const missingTitle = page.missingTitle ?? `${what[0]?.toUpperCase()}${what.slice(1)} not found`;
  return (
    <EmptyState
      title={missing ? missingTitle : `The ${what} could not be loaded`}
      message={missing ? page.missing : error.message}
      action={page.back}
    />
  );
}
