import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button } from '@/src/components/ui/button';
import { EmptyState } from '@/src/components/ui/empty-state';
import { Skeleton } from '@/src/components/ui/skeleton';
import { formatDate } from '@/src/lib/dates';
import type { NewsSearch } from './news-search';
import { newsQueries } from './queries';
import styles from './news.module.css';
import { LoadError } from '@/src/components/ui/load-error';
import blocks from '@/src/components/ui/page-blocks.module.css';

interface NewsListPageProps {
  search: NewsSearch;
  onPageChange: (page: number) => void;
}

/** /news (spec 2.2): published articles, newest first, a page at a time. */
export function NewsListPage({ search, onPageChange }: NewsListPageProps) {
  const page = search.page ?? 1;
  const list = useQuery(newsQueries.published(page));
  const pagesCount = list.data?.meta.pagesCount ?? 1;

  if (list.isError && !list.data) {
    return <LoadError what="news" error={list.error} />;
  }
  if (list.isPending) {
    return (
      <div className={styles.page} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={96} shape="block" />
        ))}
      </div>
    );
  }
  if (list.data.records.length === 0) {
    return (
      <EmptyState icon="news" title="No news yet" message="When the provider publishes news, it will appear here." />
    );
  }
  return (
    <div className={styles.page}>
      <ul className={styles.list} aria-label="News articles">
        {list.data.records.map((article) => (
          <li key={article.id} className={styles.card}>
            <h2>
              <Link to="/news/$id" params={{ id: article.id }}>
                {article.title}
              </Link>
            </h2>
            <p className={blocks.hint}>{formatDate(article.publishedAt, 'DD.MM.YYYY')}</p>
            {article.summary ? <p className={styles.summary}>{article.summary}</p> : null}
          </li>
        ))}
      </ul>
      {pagesCount > 1 ? (
        <nav className={blocks.spreadRow} aria-label="News pages">
          <Button appearance="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            Newer
          </Button>
          <span aria-live="polite">
            Page {page} of {pagesCount}
          </span>
          <Button appearance="secondary" disabled={page >= pagesCount} onClick={() => onPageChange(page + 1)}>
            Older
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
