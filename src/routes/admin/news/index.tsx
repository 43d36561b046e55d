import { createFileRoute } from '@tanstack/react-router';
import { AdminNewsPage } from '@/src/features/news/admin-news-page';
import { validateAdminNewsSearch } from '@/src/features/news/news-search';
import { page } from '@/src/lib/route-guard';
import { useSearchState } from '@/src/lib/route-search-state';
import { typedSearch } from '@/src/lib/search-params';

export const Route = createFileRoute('/admin/news/')({
  ...page('admin/news', 'News'),
  validateSearch: typedSearch<ReturnType<typeof validateAdminNewsSearch>>(),
  component: function AdminNewsRoute() {
    return <AdminNewsPage {...useSearchState(validateAdminNewsSearch)} />;
  },
});
