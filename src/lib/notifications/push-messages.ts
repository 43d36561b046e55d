import type { QueryClient } from '@tanstack/react-query';
import { PUSH_RECEIVED_MESSAGE } from '@/src/sw/push-payload';
import { sharedKeys } from '@/src/lib/query-keys';
import { notificationKeys } from './notification-queries';

/**
 * The service worker posts PUSH_RECEIVED_MESSAGE to every open window when a push arrives: the bell and the
 * notification pages read the news at once instead of at the next poll, and so do the views of requests (a
 * push is how a request's decision reaches its requester and its deciders: issue 24). Returns the unsubscribe
 * function.
 */
export function refetchOnPush(queryClient: QueryClient): () => void {
  if (!('serviceWorker' in navigator)) return () => undefined;
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: unknown } | null;
    if (data?.type !== PUSH_RECEIVED_MESSAGE) return;
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    void queryClient.invalidateQueries({ queryKey: sharedKeys.requests });
  };
  navigator.serviceWorker.addEventListener('message', onMessage);
  return () => navigator.serviceWorker.removeEventListener('message', onMessage);
}
