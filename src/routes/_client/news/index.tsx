import { createFileRoute } from '@tanstack/react-router';
import { NewsListPage } from '@/src/features/news/news-list-page';
import { validateNewsSearch } from '@/src/features/news/news-search';
import { page } from '@/src/lib/route-guard';
import { typedSearch } from '@/src/lib/search-params';

export const Route = createFileRoute('/_client/news/')({
  ...page('news', 'News'),
  validateSearch: typedSearch<ReturnType<typeof validateNewsSearch>>(),
  component: function NewsRoute() {
    const search = validateNewsSearch(Route.useSearch() as Record<string, unknown>);
    const navigate = Route.useNavigate();
    return (
      <NewsListPage
        search={search}
        onPageChange={(next) => void navigate({ search: { page: next > 1 ? next : undefined } })}
      />
    );
  },
});
