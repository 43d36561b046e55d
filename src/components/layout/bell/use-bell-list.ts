import { useInfiniteQuery } from '@tanstack/react-query';
import { loadedCount } from '@/src/lib/notifications/bell-logic';
import { bellListQuery } from '@/src/lib/notifications/notification-queries';
import { useClearAll, useMarkViewed } from '@/src/lib/notifications/use-mark-read';

/** The bell's list (loaded while the dropdown is open) and its two actions. */
export function useBellList(open: boolean) {
  const list = useInfiniteQuery({ ...bellListQuery, enabled: open });
  const pages = list.data?.pages ?? [];
  const items = pages.flatMap((page) => page.records);
  const total = pages.at(-1)?.meta.totalCount ?? 0;
  return { list, items, total, loaded: loadedCount(pages), markViewed: useMarkViewed(), clearAll: useClearAll() };
}
