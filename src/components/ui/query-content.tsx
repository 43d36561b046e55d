import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from './load-error';
import { useAnswerShown } from './use-answer-shown';

interface QueryContentProps<Data> {
  query: UseQueryResult<Data>;
  /** Names what failed in the load error: "The {what} could not be loaded." */
  what: string;
  /** What stands in until the first answer: a skeleton about the content's size, or a sentence. */
  loading: ReactNode;
  /** The load error's class where the section has its own look. */
  errorClassName?: string;
  children: (data: Data) => ReactNode;
}

/**
 * A section's body from one query, in its three states: `loading` until the first answer (and for the moment its
 * content takes to render in the background), the load error once the query failed (a failed refetch too: the
 * section then says so rather than show figures that may be stale), and otherwise what `children` makes of it.
 */
export function QueryContent<Data>({ query, what, loading, errorClassName, children }: QueryContentProps<Data>) {
  // The first answer renders in a background pass (use-answer-shown.ts); an error shows at once.
  const shown = useAnswerShown(query.isPending);
  if (query.isError) return <LoadError what={what} error={query.error} className={errorClassName} />;
  if (!shown || query.isPending) return loading;
  return children(query.data);
}
