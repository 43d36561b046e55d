import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createNews, editNews, publishNews, unpublishNews, type NewsArticleBody } from '@/src/contracts/news';
import { call } from '@/src/lib/api-client';
import { notify } from '@/src/lib/notify';
import { newsQueries } from './queries';

/** Creates (no id) or edits an article; 422 field errors go to the form, the server's message is the toast. */
export function useSaveNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: NewsArticleBody }) =>
      id === undefined
        ? call(createNews, { body }, { suppressToast: [422] })
        : call(editNews, { params: { id }, body }, { suppressToast: [422] }),
    onSuccess: (answer) => notify.success(answer.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: newsQueries.all }),
  });
}

/** Publishes or takes back an article; the server's message is the toast either way. */
export function useSetNewsPublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, publish }: { id: number; publish: boolean }) =>
      call(publish ? publishNews : unpublishNews, { params: { id } }),
    onSuccess: (answer) => notify.success(answer.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: newsQueries.all }),
  });
}
