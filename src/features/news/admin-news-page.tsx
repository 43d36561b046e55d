import { ChipChoices } from '@/src/components/ui/chip-choices';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { OfflineReason, OnlineOnlyButton } from '@/src/components/ui/online-only';
import { StatusPill } from '@/src/components/ui/status-pill';
import { QueryTable } from '@/src/components/ui/query-table';
import type { TableColumn } from '@/src/components/ui/table';
import { pageInSearch, usePagedList } from '@/src/components/ui/use-paged-list';
import type { NewsListItem } from '@/src/contracts/news';
import { formatDate } from '@/src/lib/dates';
import { ADMIN_NEWS_TABLE_ID, type AdminNewsSearch } from './news-search';
import { PublishConfirmDialog } from './publish-confirm-dialog';
import { newsQueries } from './queries';
import blocks from '@/src/components/ui/page-blocks.module.css';
import styles from './news.module.css';

interface AdminNewsPageProps {
  search: AdminNewsSearch;
  onSearchChange: (next: Partial<AdminNewsSearch>) => void;
}

/** One "you are offline" line above the table says it for every row's Publish and Unpublish. */
const OFFLINE_REASON_ID = 'admin-news-offline';

const FILTERS = [
  { value: undefined, label: 'All' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Drafts' },
] as const;

/** /admin/news (roles 1 and 7): every article with drafts, writing, editing and publishing. */
export function AdminNewsPage({ search, onSearchChange }: AdminNewsPageProps) {
  const paging = usePagedList(ADMIN_NEWS_TABLE_ID, pageInSearch(search.page, onSearchChange));
  const list = useQuery(
    newsQueries.managed({ status: search.status ?? 'all', page: paging.page, perPage: paging.perPage }),
  );
  const [confirming, setConfirming] = useState<NewsListItem | null>(null);

  const columns: TableColumn<NewsListItem>[] = [
    {
      id: 'title',
      header: 'Title',
      cell: (article) => (
        <Link to="/admin/news/$id/edit" params={{ id: article.id }} className={blocks.link}>
          {article.title}
        </Link>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (article) => (
        <StatusPill tone={article.isPublished ? 'success' : 'neutral'}>
          {article.isPublished ? 'Published' : 'Draft'}
        </StatusPill>
      ),
    },
    {
      id: 'publishedAt',
      header: 'Published',
      cell: (article) => (article.isPublished ? formatDate(article.publishedAt) : '—'),
    },
    { id: 'updatedAt', header: 'Last change', cell: (article) => formatDate(article.updatedAt) },
    {
      id: 'actions',
      actions: true,
      header: 'Actions',
      align: 'right',
      cell: (article) => (
        <div className={styles.actions}>
          <OnlineOnlyButton
            appearance={article.isPublished ? 'secondary' : 'primary'}
            onClick={() => setConfirming(article)}
            aria-label={`${article.isPublished ? 'Unpublish' : 'Publish'} “${article.title}”`}
            reasonId={OFFLINE_REASON_ID}
          >
            {article.isPublished ? 'Unpublish' : 'Publish'}
          </OnlineOnlyButton>
        </div>
      ),
    },
  ];

  const createLink = (
    <Link to="/admin/news/create" className={blocks.buttonLink}>
      Write an article
    </Link>
  );

  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <div className={blocks.spreadRow}>
        <div className={blocks.wrapRow} role="group" aria-label="Show">
          <ChipChoices
            choices={FILTERS}
            value={search.status}
            onChange={(status) => onSearchChange({ status, page: undefined })}
          />
        </div>
        {createLink}
      </div>
      <OfflineReason id={OFFLINE_REASON_ID} />
      <QueryTable
        query={list}
        what="articles"
        {...paging.tableProps(list)}
        caption="News articles"
        columns={columns}
        emptyMessage={
          search.status === 'draft'
            ? 'No drafts.'
            : search.status === 'published'
              ? 'Nothing is published.'
              : 'No articles yet.'
        }
        emptyAction={createLink}
        maxHeight="none"
      />
      {confirming && <PublishConfirmDialog article={confirming} onClose={() => setConfirming(null)} />}
    </div>
  );
}
