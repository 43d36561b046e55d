import { useInputControl } from '@conform-to/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { SchemaForm } from '@/src/components/forms/schema-form';
import { FieldInput } from '@/src/components/forms/field-input';
import { OfflineReason, OnlineOnlyButton } from '@/src/components/ui/online-only';
import { SafeHtml } from '@/src/components/ui/safe-html';
import { Skeleton } from '@/src/components/ui/skeleton';
import {
  NEWS_BODY_MAX,
  NEWS_SUMMARY_MAX,
  NEWS_TITLE_MAX,
  newsArticleBody,
  type NewsArticle,
} from '@/src/contracts/news';
import { useSchemaForm } from '@/src/lib/use-schema-form';
import { useSaveAndPublishNews, useSaveNews } from './mutations';
import { ArticleLoadError, ArticleLoading } from './article-load-state';
import { PublishConfirm } from './publish-confirm-dialog';
import { newsQueries } from './queries';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './news.module.css';

// Only staff write articles: the editor comes with this page, never with the first screens (bench:bundle).
const RichTextEditor = lazy(() =>
  import('@/src/components/rich-text/rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
);

const OFFLINE_REASON_ID = 'news-editor-offline';

const BODY_CAPTION =
  'Headings, bold, italic, lists and links from the toolbar; the HTML view for the rest. Scripts, frames, ' +
  'styles and event handlers are removed when saved.';

/** /admin/news/create and /admin/news/{id}/edit: the article form beside a live preview of what clients will see. */
export function NewsEditorPage({ id }: { id?: number }) {
  const article = useQuery({ ...newsQueries.managedArticle(id ?? 0), enabled: id !== undefined });
  const back = (
    <Link to="/admin/news" className={styles.back}>
      ← All articles
    </Link>
  );
  if (id === undefined) return <NewsEditor back={back} />;
  if (article.isPending) return <ArticleLoading back={back} height={360} />;
  if (article.isError) return <ArticleLoadError back={back} error={article.error} gone="There is no such article." />;
  return <NewsEditor key={article.data.id} article={article.data} back={back} />;
}

type Intent = 'save' | 'publish';

function NewsEditor({ article, back }: { article?: NewsArticle; back: ReactNode }) {
  const save = useSaveNews();
  const saveAndPublish = useSaveAndPublishNews();
  const navigate = useNavigate();
  // Which submit button sent the form: read in `submit`, set by the buttons' clicks just before.
  const intent = useRef<Intent>('save');
  const [busyIntent, setBusyIntent] = useState<Intent>('save');
  // A valid form sent by Publish waits here for the confirmation (true) or Cancel (false).
  const [confirming, setConfirming] = useState<{ title: string; answer: (go: boolean) => void } | null>(null);
  const { form, fields, busy, serverErrors } = useSchemaForm({
    id: article ? `news-${article.id}` : 'news-new',
    schema: newsArticleBody,
    defaultValue: article ? { title: article.title, summary: article.summary ?? '', body: article.body } : undefined,
    async submit(value) {
      const body = { ...value, summary: value.summary ?? undefined };
      if (intent.current === 'save') {
        await save.mutateAsync({ id: article?.id, body });
        await navigate({ to: '/admin/news' });
        return;
      }
      const go = await new Promise<boolean>((answer) => setConfirming({ title: value.title, answer }));
      try {
        if (!go) return;
        // Saved and published, or saved and refused publication (the toast says why): the list shows which.
        await saveAndPublish.mutateAsync({ id: article?.id, body });
        await navigate({ to: '/admin/news' });
      } finally {
        setConfirming(null);
      }
    },
  });
  const bodyControl = useInputControl(fields.body);
  const title = typeof fields.title.value === 'string' ? fields.title.value : '';
  const body = bodyControl.value ?? '';
  const canPublish = !article?.isPublished;
  const sentBy = (which: Intent) => () => {
    intent.current = which;
    setBusyIntent(which);
  };

  return (
    <div className={`${styles.page} ${styles.wide}`}>
      {back}
      <div className={styles.editor}>
        <SchemaForm
          form={form}
          serverErrors={serverErrors}
          className={blocks.stackTight}
          aria-label={article ? 'Edit article' : 'New article'}
        >
          <FieldInput field={fields.title} label="Title" limit={NEWS_TITLE_MAX} counter autoComplete="off" />
          <FieldInput
            field={fields.summary}
            label="Summary"
            type="textarea"
            rows={2}
            limit={NEWS_SUMMARY_MAX}
            counter
            caption="Optional: a line or two shown in the news list."
          />
          <Suspense fallback={<Skeleton height={420} shape="block" />}>
            <RichTextEditor
              key={fields.body.key}
              id={fields.body.id}
              label="Text"
              value={body}
              onChange={(html) => bodyControl.change(html)}
              onBlur={bodyControl.blur}
              errors={fields.body.errors ?? serverErrors[fields.body.name]}
              limit={NEWS_BODY_MAX}
              caption={BODY_CAPTION}
            />
          </Suspense>
          <OfflineReason id={OFFLINE_REASON_ID} />
          <div className={blocks.wrapRow}>
            <OnlineOnlyButton
              type="submit"
              appearance={canPublish ? 'secondary' : 'primary'}
              loading={busy && busyIntent === 'save'}
              disabled={busy}
              reasonId={OFFLINE_REASON_ID}
              onClick={sentBy('save')}
            >
              {article ? 'Save changes' : 'Save draft'}
            </OnlineOnlyButton>
            {canPublish ? (
              <OnlineOnlyButton
                type="submit"
                loading={busy && busyIntent === 'publish' && !confirming}
                disabled={busy}
                reasonId={OFFLINE_REASON_ID}
                onClick={sentBy('publish')}
              >
                Publish…
              </OnlineOnlyButton>
            ) : null}
            <Link to="/admin/news" className={blocks.link}>
              Cancel
            </Link>
          </div>
          {article?.isPublished ? (
            <p className={blocks.hint}>This article is published: clients see the changes as soon as they are saved.</p>
          ) : null}
        </SchemaForm>
        <section className={styles.preview} aria-labelledby="news-preview-label">
          <p id="news-preview-label" className={blocks.previewLabel}>
            Preview
          </p>
          <h2 className={styles.previewTitle}>{title.trim() || 'Untitled article'}</h2>
          <SafeHtml html={body} />
        </section>
      </div>
      {confirming ? (
        <PublishConfirm
          title={confirming.title}
          publish
          saving
          busy={saveAndPublish.isPending}
          onConfirm={() => confirming.answer(true)}
          onClose={() => confirming.answer(false)}
        />
      ) : null}
    </div>
  );
}
