import { createFileRoute } from '@tanstack/react-router';
import { NewsArticlePage } from '@/src/features/news/news-article-page';
import { idPage } from '@/src/lib/route-params';

export const Route = createFileRoute('/_client/news/$id')({
  ...idPage('news', 'News', 'id'),
  component: function NewsArticleRoute() {
    const { id } = Route.useParams();
    return <NewsArticlePage key={id} id={id} />;
  },
});
