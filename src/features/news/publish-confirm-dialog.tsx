import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import type { NewsListItem } from '../../contracts/news';
import { useSetNewsPublished } from './mutations';

/** Publishing reaches every client (and notifies them); taking back hides it: both say so and ask first. */
export function PublishConfirmDialog({ article, onClose }: { article: NewsListItem; onClose: () => void }) {
  const setPublished = useSetNewsPublished();
  const publish = !article.isPublished;
  return (
    <Modal
      open
      onClose={onClose}
      size="s"
      title={publish ? 'Publish this article?' : 'Take this article back?'}
      subtitle={article.title}
      footer={
        <>
          <Button appearance="secondary" onClick={onClose} disabled={setPublished.isPending}>
            Cancel
          </Button>
          <Button
            appearance={publish ? 'primary' : 'danger'}
            loading={setPublished.isPending}
            onClick={() => setPublished.mutate({ id: article.id, publish }, { onSuccess: onClose })}
          >
            {publish ? 'Publish' : 'Unpublish'}
          </Button>
        </>
      }
    >
      <p>
        {publish
          ? 'Every client will see it on the News page and receive a notification about it.'
          : 'Clients will no longer see it. It stays here as a draft and can be published again.'}
      </p>
    </Modal>
  );
}
