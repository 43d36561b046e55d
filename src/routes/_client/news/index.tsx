import { createFileRoute } from '@tanstack/react-router';
import { NewsListPage } from '../../../features/news/news-list-page';
import { validateNewsSearch } from '../../../features/news/news-search';
import { page } from '../../../lib/route-guard';

export const Route = createFileRoute('/_client/news/')({
  ...page('news', 'News'),
  validateSearch: validateNewsSearch,
  component: function NewsRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <NewsListPage search={search} onPageChange={(next) => void navigate({ search: { page: next > 1 ? next : undefined } })} />;
  },
});
