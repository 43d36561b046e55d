import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Skeleton } from '../../components/ui/skeleton';
import { SafeHtml } from '../../components/ui/safe-html';
import { formatDate } from '../../lib/dates';
import { newsQueries } from './queries';
import styles from './news.module.css';

/** /news/{id}: one published article; its HTML was cleaned by the server and is cleaned again here. */
export function NewsArticlePage({ id }: { id: number }) {
  const article = useQuery(newsQueries.article(id));
  const back = (
    <Link to="/news" className={styles.back}>
      ← All news
    </Link>
  );
  if (article.isPending) {
    return (
      <div className={styles.page} aria-busy="true">
        {back}
        <Skeleton height={320} shape="block" />
      </div>
    );
  }
  if (article.isError) {
    const gone = 'status' in article.error && article.error.status === 404;
    return (
      <div className={styles.page}>
        {back}
        <p role="alert" className={styles.error}>
          {gone ? 'This article is not available: it may have been taken down.' : `The article could not be loaded. ${article.error.message}`}
        </p>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      {back}
      <article className={styles.article} aria-labelledby="news-article-title">
        <h2 id="news-article-title">{article.data.title}</h2>
        <p className={styles.meta}>{formatDate(article.data.publishedAt, 'DD.MM.YYYY')}</p>
        <SafeHtml html={article.data.body} />
      </article>
    </div>
  );
}
