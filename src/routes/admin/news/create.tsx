import { createFileRoute } from '@tanstack/react-router';
import { NewsEditorPage } from '@/src/features/news/news-editor-page';
import { page } from '@/src/lib/route-guard';

export const Route = createFileRoute('/admin/news/create')({
  ...page('admin/news', 'New article'),
  component: () => <NewsEditorPage />,
});
