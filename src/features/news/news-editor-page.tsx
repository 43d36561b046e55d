import { getFormProps } from '@conform-to/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Button } from '@/src/components/ui/button';
import { SafeHtml } from '@/src/components/ui/safe-html';
import { TextInput } from '@/src/components/ui/text-input';
import {
  NEWS_BODY_MAX,
  NEWS_SUMMARY_MAX,
  NEWS_TITLE_MAX,
  newsArticleBody,
  type NewsArticle,
} from '@/src/contracts/news';
import { textField } from '@/src/lib/form-fields';
import { useSchemaForm } from '@/src/lib/use-schema-form';
import { useSaveNews } from './mutations';
import { ArticleLoadError, ArticleLoading } from './article-load-state';
import { newsQueries } from './queries';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './news.module.css';

const BODY_CAPTION =
  'HTML: paragraphs, headings, lists, links, bold and italic. Scripts, frames, styles and event handlers are ' +
  'removed when saved.';

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

function NewsEditor({ article, back }: { article?: NewsArticle; back: ReactNode }) {
  const save = useSaveNews();
  const navigate = useNavigate();
  const { form, fields, busy, serverErrors } = useSchemaForm({
    id: article ? `news-${article.id}` : 'news-new',
    schema: newsArticleBody,
    defaultValue: article ? { title: article.title, summary: article.summary ?? '', body: article.body } : undefined,
    async submit(value) {
      await save.mutateAsync({ id: article?.id, body: { ...value, summary: value.summary ?? undefined } });
      await navigate({ to: '/admin/news' });
    },
  });
  const title = typeof fields.title.value === 'string' ? fields.title.value : '';
  const body = typeof fields.body.value === 'string' ? fields.body.value : '';

  return (
    <div className={`${styles.page} ${styles.wide}`}>
      {back}
      <div className={styles.editor}>
        <form
          {...getFormProps(form)}
          className={blocks.stackTight}
          aria-label={article ? 'Edit article' : 'New article'}
        >
          <TextInput
            {...textField(fields.title, serverErrors)}
            key={fields.title.key}
            label="Title"
            limit={NEWS_TITLE_MAX}
            counter
            autoComplete="off"
          />
          <TextInput
            {...textField(fields.summary, serverErrors)}
            key={fields.summary.key}
            label="Summary"
            type="textarea"
            rows={2}
            limit={NEWS_SUMMARY_MAX}
            counter
            caption="Optional: a line or two shown in the news list."
          />
          <TextInput
            {...textField(fields.body, serverErrors)}
            key={fields.body.key}
            label="Text (HTML)"
            type="textarea"
            rows={14}
            limit={NEWS_BODY_MAX}
            className={styles.code}
            caption={BODY_CAPTION}
          />
          <div className={blocks.wrapRow}>
            <Button type="submit" loading={busy}>
              {article ? 'Save changes' : 'Save draft'}
            </Button>
            <Link to="/admin/news" className={blocks.link}>
              Cancel
            </Link>
          </div>
          {article?.isPublished ? (
            <p className={blocks.hint}>This article is published: clients see the changes as soon as they are saved.</p>
          ) : null}
        </form>
        <section className={styles.preview} aria-labelledby="news-preview-label">
          <p id="news-preview-label" className={blocks.previewLabel}>
            Preview
          </p>
          <h2 className={styles.previewTitle}>{title.trim() || 'Untitled article'}</h2>
          <SafeHtml html={body} />
        </section>
      </div>
    </div>
  );
}
