import { createFileRoute } from '@tanstack/react-router';
import { NewsListPage } from '../../../features/news/news-list-page';
import { validateNewsSearch } from '../../../features/news/news-search';
import { page } from '../../../lib/route-guard';
import { typedSearch } from '../../../lib/search-params';

export const Route = createFileRoute('/_client/news/')({
  ...page('news', 'News'),
  validateSearch: typedSearch<ReturnType<typeof validateNewsSearch>>(),
  component: function NewsRoute() {
    const search = validateNewsSearch(Route.useSearch() as Record<string, unknown>);
    const navigate = Route.useNavigate();
    return <NewsListPage search={search} onPageChange={(next) => void navigate({ search: { page: next > 1 ? next : undefined } })} />;
  },
});
