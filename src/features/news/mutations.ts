import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createNews,
  editNews,
  publishNews,
  unpublishNews,
  type NewsArticle,
  type NewsArticleBody,
} from '@/src/contracts/news';
import { call } from '@/src/lib/api-client';
import { notify } from '@/src/lib/notify';
import { newsQueries } from './queries';

interface SaveInput {
  id?: number;
  body: NewsArticleBody;
}

/** Creates (no id) or edits an article; 422 field errors go to the form, the server's message is the toast. */
const saveArticle = ({ id, body }: SaveInput) =>
  id === undefined
    ? call(createNews, { body }, { suppressToast: [422] })
    : call(editNews, { params: { id }, body }, { suppressToast: [422] });

export function useSaveNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveArticle,
    onSuccess: (answer) => notify.success(answer.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: newsQueries.all }),
  });
}

/**
 * The editor's Publish: saves what is in the form, then publishes that article. A refused save throws (its field
 * errors go to the form, nothing is published); a refused publish after a good save does not: the article is then
 * a saved draft, the server's refusal is the toast, and `published` says which happened.
 */
export function useSaveAndPublishNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveInput): Promise<{ article: NewsArticle; published: boolean }> => {
      const { article } = await saveArticle(input);
      try {
        const answer = await call(publishNews, { params: { id: article.id } });
        notify.success(answer.message);
        return { article, published: true };
      } catch {
        return { article, published: false };
      }
    },
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
