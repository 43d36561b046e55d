import { createFileRoute } from '@tanstack/react-router';
import { NewsEditorPage } from '@/src/features/news/news-editor-page';
import { page } from '@/src/lib/route-guard';
import { idParams } from '@/src/lib/route-params';

export const Route = createFileRoute('/admin/news/$id/edit')({
  ...page('admin/news', 'Edit article'),
  params: idParams('id'),
  component: function EditNewsRoute() {
    const { id } = Route.useParams();
    return <NewsEditorPage key={id} id={id} />;
  },
});
