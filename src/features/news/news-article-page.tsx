import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { SafeHtml } from '@/src/components/ui/safe-html';
import { formatDate } from '@/src/lib/dates';
import { ArticleLoadError, ArticleLoading } from './article-load-state';
import { newsQueries } from './queries';
import styles from './news.module.css';
import blocks from '@/src/components/ui/page-blocks.module.css';

/** /news/{id}: one published article; its HTML was cleaned by the server and is cleaned again here. */
export function NewsArticlePage({ id }: { id: number }) {
  const article = useQuery(newsQueries.article(id));
  const back = (
    <Link to="/news" className={styles.back}>
      ← All news
    </Link>
  );
  if (article.isPending) return <ArticleLoading back={back} height={320} />;
  if (article.isError)
    return (
      <ArticleLoadError
        back={back}
        error={article.error}
        gone="This article is not available: it may have been taken down."
      />
    );
  return (
    <div className={styles.page}>
      {back}
      <article className={styles.article} aria-labelledby="news-article-title">
        <h2 id="news-article-title">{article.data.title}</h2>
        <p className={blocks.hint}>{formatDate(article.data.publishedAt, 'DD.MM.YYYY')}</p>
        <SafeHtml html={article.data.body} />
      </article>
    </div>
  );
}
