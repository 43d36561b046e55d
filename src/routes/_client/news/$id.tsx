import { createFileRoute } from '@tanstack/react-router';
import { NewsArticlePage } from '@/src/features/news/news-article-page';
import { page } from '@/src/lib/route-guard';
import { idParams } from '@/src/lib/route-params';

export const Route = createFileRoute('/_client/news/$id')({
  ...page('news', 'News'),
  params: idParams('id'),
  component: function NewsArticleRoute() {
    const { id } = Route.useParams();
    return <NewsArticlePage key={id} id={id} />;
  },
});
