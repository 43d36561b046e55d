import { createFileRoute } from '@tanstack/react-router';
import { NewsEditorPage } from '@/src/features/news/news-editor-page';
import { idPage } from '@/src/lib/route-params';

export const Route = createFileRoute('/admin/news/$id/edit')({
  ...idPage('admin/news', 'Edit article', 'id'),
  component: function EditNewsRoute() {
    const { id } = Route.useParams();
    return <NewsEditorPage key={id} id={id} />;
  },
});
