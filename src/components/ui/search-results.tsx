import type { ReactNode } from 'react';
import { LoadError } from './load-error';
import { TextInput, type TextInputProps } from './text-input';
import blocks from './page-blocks.module.css';

interface SearchResultsProps<T> {
  /** The search's query as TanStack Query reports it. */
  query: { isError: boolean; error: Error | null; isPending: boolean; isFetching: boolean };
  /** What is searched for, as the load error names it ("companies"). */
  what: string;
  items: readonly T[];
  /** Said when the search finds nothing. */
  nothing: ReactNode;
  className?: string;
  children: (item: T) => ReactNode;
}

/**
 * The list under a picker's search box: why it could not load, "Searching…", what it says when nothing matches,
 * or the found items; busy for screen readers while a search runs.
 */
export function SearchResults<T>({ query, what, items, nothing, className, children }: SearchResultsProps<T>) {
  return (
    <div className={className} aria-busy={query.isFetching || undefined}>
      {query.isError && query.error ? (
        <LoadError what={what} error={query.error} />
      ) : query.isPending ? (
        <p className={blocks.muted}>Searching…</p>
      ) : items.length === 0 ? (
        <p className={blocks.muted}>{nothing}</p>
      ) : (
        items.map((item) => children(item))
      )}
    </div>
  );
}

interface PickerSearchBoxProps extends Omit<TextInputProps, 'limit' | 'autoComplete' | 'hideLabel'> {
  value: string;
  onValueChange: (value: string) => void;
  /** Show the label too, where no legend above the box says what it finds. */
  showLabel?: boolean;
}

/**
 * A picker's search box: free text up to the server's 255 characters, never filled in by the browser (it finds
 * someone else each time), its label for screen readers only where the picker's legend already says it.
 */
export function PickerSearchBox({ showLabel = false, ...props }: PickerSearchBoxProps) {
  return <TextInput {...props} hideLabel={!showLabel} limit={255} autoComplete="off" />;
}

/** The chosen items stay listed (first) while the person searches for others. */
export function withChosen<T extends { id: number }>(chosen: readonly T[], found: readonly T[]): T[] {
  return [...chosen.filter((c) => !found.some((f) => f.id === c.id)), ...found];
}
