import type { ReactNode } from 'react';
import { Skeleton } from '@/src/components/ui/skeleton';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './news.module.css';

/** What an article page shows before its article is there: the way back, then a placeholder or why it failed. */
export function ArticleLoading({ back, height }: { back: ReactNode; height: number }) {
  return (
    <div className={styles.page} aria-busy="true">
      {back}
      <Skeleton height={height} shape="block" />
    </div>
  );
}

/** `gone` is the text for a 404, which says more than the server's message to someone following an old link. */
export function ArticleLoadError({ back, error, gone }: { back: ReactNode; error: Error; gone: string }) {
  const isGone = 'status' in error && error.status === 404;
  return (
    <div className={styles.page}>
      {back}
      <p role="alert" className={blocks.error}>
        {isGone ? gone : `The article could not be loaded. ${error.message}`}
      </p>
    </div>
  );
}
