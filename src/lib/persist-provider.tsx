import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

interface PersistProviderProps {
  client: QueryClient;
  persistOptions: Omit<PersistQueryClientOptions, 'queryClient'>;
  onSuccess?: () => void;
  onError?: () => void;
  children: ReactNode;
}

/**
 * TanStack's PersistQueryClientProvider, but the end of the restore re-renders the page in a transition (issue 20).
 * Every `useQuery` reads "restoring" and waits for it to end, so that one update re-renders the whole shell and
 * page and subscribes every query (each starting its fetch). Set outside a transition, as the library does, React
 * renders it in one task; on Lighthouse's 4× phone that task alone was 250–450 ms of blocking time after the first
 * paint. In a transition React renders it in 5 ms slices and keeps what is on screen until it commits.
 */
export function PersistProvider({ client, persistOptions, onSuccess, onError, children }: PersistProviderProps) {
  const [isRestoring, setIsRestoring] = useState(true);
  const latest = useRef({ persistOptions, onSuccess, onError });
  const didRestore = useRef(false);
  useEffect(() => {
    latest.current = { persistOptions, onSuccess, onError };
  });
  useEffect(() => {
    const options = { ...latest.current.persistOptions, queryClient: client };
    if (!didRestore.current) {
      didRestore.current = true;
      persistQueryClientRestore(options)
        .then(() => latest.current.onSuccess?.())
        .catch(() => latest.current.onError?.())
        .finally(() => startTransition(() => setIsRestoring(false)));
    }
    return isRestoring ? undefined : subscribeSaves(options);
  }, [client, isRestoring]);
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}

/** The cache events that change what is saved (the library's own list). */
const SAVED_EVENTS = new Set(['added', 'removed', 'updated']);
/** How long changes gather before one save; the persister itself still writes at most once a second. */
const SAVE_GATHER_MS = 250;

/**
 * The library's subscription saves on every cache event: each one dehydrates the whole cache (and our persister
 * stamps it, reading the stored token), so a page load's dozens of events (every fetch started, every answer)
 * did that work dozens of times inside the tasks that render the answers. Here the events of a quarter second
 * make one save, in a task of its own.
 */
function subscribeSaves(options: PersistQueryClientOptions): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    void persistQueryClientSave(options);
  };
  const changed = (event: { type: string }) => {
    if (timer === undefined && SAVED_EVENTS.has(event.type)) timer = setTimeout(save, SAVE_GATHER_MS);
  };
  const stopQueries = options.queryClient.getQueryCache().subscribe(changed);
  const stopMutations = options.queryClient.getMutationCache().subscribe(changed);
  return () => {
    stopQueries();
    stopMutations();
    // What changed just before the subscription ends is still saved, as the library's subscription would have.
    if (timer !== undefined) {
      clearTimeout(timer);
      save();
    }
  };
}
