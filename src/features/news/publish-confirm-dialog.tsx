import { ConfirmDialog } from '@/src/components/ui/confirm-dialog';
import type { NewsListItem } from '@/src/contracts/news';
import { useSetNewsPublished } from './mutations';

interface PublishConfirmProps {
  title: string;
  publish: boolean;
  /** From the editor: what is in the form is saved first, then published. */
  saving?: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Publishing reaches every client (and notifies them); taking back hides it: both say so and ask first. */
export function PublishConfirm({ title, publish, saving = false, busy, onConfirm, onClose }: PublishConfirmProps) {
  return (
    <ConfirmDialog
      size="s"
      title={publish ? 'Publish this article?' : 'Take this article back?'}
      subtitle={title}
      confirm={publish ? 'Publish' : 'Unpublish'}
      danger={!publish}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {publish && saving ? <p>The article is saved as it is in the editor, then published.</p> : null}
      <p>
        {publish
          ? 'Every client will see it on the News page and receive a notification about it.'
          : 'Clients will no longer see it. It stays here as a draft and can be published again.'}
      </p>
    </ConfirmDialog>
  );
}

/** The list's Publish and Unpublish for one article. */
export function PublishConfirmDialog({ article, onClose }: { article: NewsListItem; onClose: () => void }) {
  const setPublished = useSetNewsPublished();
  const publish = !article.isPublished;
  return (
    <PublishConfirm
      title={article.title}
      publish={publish}
      busy={setPublished.isPending}
      onConfirm={() => setPublished.mutate({ id: article.id, publish }, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
