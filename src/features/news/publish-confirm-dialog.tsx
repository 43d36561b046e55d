import { ConfirmDialog } from '@/src/components/ui/confirm-dialog';
import type { NewsListItem } from '@/src/contracts/news';
import { useSetNewsPublished } from './mutations';

/** Publishing reaches every client (and notifies them); taking back hides it: both say so and ask first. */
export function PublishConfirmDialog({ article, onClose }: { article: NewsListItem; onClose: () => void }) {
  const setPublished = useSetNewsPublished();
  const publish = !article.isPublished;
  return (
    <ConfirmDialog
      size="s"
      title={publish ? 'Publish this article?' : 'Take this article back?'}
      subtitle={article.title}
      confirm={publish ? 'Publish' : 'Unpublish'}
      danger={!publish}
      busy={setPublished.isPending}
      onConfirm={() => setPublished.mutate({ id: article.id, publish }, { onSuccess: onClose })}
      onClose={onClose}
    >
      <p>
        {publish
          ? 'Every client will see it on the News page and receive a notification about it.'
          : 'Clients will no longer see it. It stays here as a draft and can be published again.'}
      </p>
    </ConfirmDialog>
  );
}
